import { Button, Form, Input, Modal } from 'antd';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@app/shared';
import { showAlert } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendForgotPassword } from '../api/send-forgot-password';

export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendForgotPassword();
  const { form, formProps, requiredField, clear } = useSchemaForm<ForgotPasswordInput>(
    forgotPasswordSchema,
    ({ Email }, clearForm) =>
      void send
        .mutateAsync(Email.trim())
        .catch(() => null)
        .then((answer) => {
          if (!answer) return;
          clearForm();
          onClose();
          // spec §8: the server's sentence about the link sent, in an alert.
          void showAlert(answer.Message);
        }),
  );

  const close = () => {
    clear();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Quên mật khẩu"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Hủy
        </Button>,
        <Button key="send" type="primary" loading={send.isPending} onClick={() => form.submit()}>
          Gửi
        </Button>,
      ]}
    >
      <p>Nhập email đã đăng ký, chúng tôi sẽ gửi đường dẫn đổi mật khẩu cho bạn.</p>
      <Form {...formProps} name="forgot-password">
        <Form.Item {...requiredField('Email', 'Email')}>
          <Input type="email" autoComplete="email" placeholder="email@vidu.vn" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
