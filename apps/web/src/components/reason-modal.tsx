import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { reasonSchema, type ReasonInput } from '@app/shared';
import { useSubmitValidation, zodRules } from '../lib/zod-form-rules';

interface Props {
  open: boolean;
  title: ReactNode;
  /** The button that refuses, cancels or returns: red, it cannot be undone. */
  okText: string;
  /** The button that closes without doing anything; 'Đóng' where 'Hủy' would read as the action. */
  cancelText?: string;
  /** The form's name (its fields' ids). */
  name: string;
  label?: string;
  placeholder?: string;
  saving: boolean;
  /** What the action does, above the reason. */
  children?: ReactNode;
  /** The reason, trimmed; called only once the shared reasonSchema accepts it. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * Every staff action that refuses or undoes something (a request refused, a slip cancelled, a
 * transfer returned) says why: the customer reads the reason, so it is required and checked by the
 * same rule as on the server.
 */
export function ReasonModal({
  open,
  title,
  okText,
  cancelText = 'Hủy',
  name,
  label = 'Lý do',
  placeholder,
  saving,
  children,
  onSubmit,
  onClose,
}: Props) {
  const [form] = Form.useForm<ReasonInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={cancelText}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        reset();
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {children}
      <Form
        form={form}
        layout="vertical"
        name={name}
        validateTrigger={validateTrigger}
        onFinish={(values) => {
          markSubmitted();
          onSubmit(values.Reason.trim());
        }}
        onFinishFailed={markSubmitted}
      >
        <Form.Item label={label} name="Reason" required rules={zodRules(reasonSchema, 'Reason')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={255}
            showCount
            placeholder={placeholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
