import { Form, Input, Modal } from 'antd';
import { reasonSchema, type ReasonInput } from '@app/shared';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';

interface Props {
  /** The slip's code; null keeps the modal closed. */
  code: string | null;
  saving: boolean;
  onCancelSlip: (reason: string) => void;
  onClose: () => void;
}

/** Cancelling a slip always says why: the customer reads it, and the goods wait for a new slip. */
export function CancelSlipModal({ code, saving, onCancelSlip, onClose }: Props) {
  const [form] = Form.useForm<ReasonInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();

  return (
    <Modal
      open={code !== null}
      title={`Hủy phiếu giao hàng ${code ?? ''}`}
      okText="Hủy phiếu"
      okButtonProps={{ danger: true, loading: saving }}
      cancelText="Đóng"
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        reset();
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p style={{ marginTop: 0 }}>
        Hàng trên phiếu trở lại chờ giao và khách hàng có thể tạo phiếu mới.
      </p>
      <Form
        form={form}
        layout="vertical"
        name="cancel-delivery"
        validateTrigger={validateTrigger}
        onFinish={(values) => {
          markSubmitted();
          onCancelSlip(values.Reason.trim());
        }}
        onFinishFailed={markSubmitted}
      >
        <Form.Item
          label="Lý do hủy"
          name="Reason"
          required
          rules={zodRules(reasonSchema, 'Reason')}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
