import { Form, Input, Modal, Typography } from 'antd';
import { formatVnd, reasonSchema, type BankTransferRow, type ReasonInput } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useReturnTransfer } from '../api/bank-transfers';

interface Props {
  transfer: BankTransferRow;
  onClose: () => void;
}

/** The money went back to the sender (or will): nothing is credited, the reason is kept. */
export function ReturnTransferModal({ transfer, onClose }: Props) {
  const [form] = Form.useForm<ReasonInput>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const giveBack = useReturnTransfer();
  const idempotency = useIdempotencyKey();

  return (
    <Modal
      open
      title="Trả lại giao dịch"
      okText="Trả lại"
      okButtonProps={{ danger: true, loading: giveBack.isPending }}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph style={{ marginTop: 0 }}>
        Đánh dấu giao dịch <Typography.Text strong>{formatVnd(transfer.Amount)}</Typography.Text>{' '}
        (nội dung “
        <Typography.Text style={{ wordBreak: 'break-word' }}>{transfer.Content}</Typography.Text>”)
        là đã trả lại người chuyển. Không cộng tiền cho khách hàng nào.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="return-transfer"
        validateTrigger={validateTrigger}
        onFinish={(values) => {
          markSubmitted();
          giveBack.mutate(
            { id: transfer.Id, reason: values.Reason.trim(), idempotencyKey: idempotency.take() },
            {
              onSuccess: () => {
                toast.success(`Đã trả lại giao dịch ${formatVnd(transfer.Amount)}.`);
                onClose();
              },
              onSettled: idempotency.release,
            },
          );
        }}
        onFinishFailed={markSubmitted}
      >
        <Form.Item label="Lý do" name="Reason" required rules={zodRules(reasonSchema, 'Reason')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={255}
            showCount
            placeholder="Ví dụ: Khách chuyển nhầm, đã hoàn lại qua ngân hàng"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
