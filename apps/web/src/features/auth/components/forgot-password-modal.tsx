import { Button, Form, Input, Modal } from 'antd';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@app/shared';
import { showAlert } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useSendForgotPassword } from '../api/send-forgot-password';

export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ForgotPasswordInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const send = useSendForgotPassword();

  const close = () => {
    form.resetFields();
    reset();
    onClose();
  };

  const onFinish = async ({ Email }: ForgotPasswordInput) => {
    markSubmitted();
    const answer = await send.mutateAsync(Email.trim()).catch(() => null);
    if (!answer) return;
    close();
    // spec §8: the server's sentence about the link sent, in an alert.
    void showAlert(answer.Message);
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
      <Form
        form={form}
        layout="vertical"
        name="forgot-password"
        validateTrigger={validateTrigger}
        onFinish={(values) => void onFinish(values)}
        onFinishFailed={markSubmitted}
      >
        <Form.Item
          label="Email"
          name="Email"
          required
          rules={zodRules(forgotPasswordSchema, 'Email')}
        >
          <Input type="email" autoComplete="email" placeholder="email@vidu.vn" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
