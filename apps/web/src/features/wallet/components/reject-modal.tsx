import { Form, Input, Modal } from 'antd';
import { reasonSchema, type ReasonInput } from '@app/shared';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';

interface Props {
  /** What is refused, e.g. 'yêu cầu nạp tiền NT000012'; null keeps the modal closed. */
  subject: string | null;
  saving: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** A refusal always carries a reason the customer will read. */
export function RejectModal({ subject, saving, onReject, onClose }: Props) {
  const [form] = Form.useForm<ReasonInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();

  return (
    <Modal
      open={subject !== null}
      title="Từ chối yêu cầu"
      okText="Từ chối"
      okButtonProps={{ danger: true, loading: saving }}
      cancelText="Hủy"
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        reset();
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p style={{ marginTop: 0 }}>Từ chối {subject}.</p>
      <Form
        form={form}
        layout="vertical"
        name="reject-request"
        validateTrigger={validateTrigger}
        onFinish={(values) => {
          markSubmitted();
          onReject(values.Reason.trim());
        }}
        onFinishFailed={markSubmitted}
      >
        <Form.Item label="Lý do" name="Reason" required rules={zodRules(reasonSchema, 'Reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
