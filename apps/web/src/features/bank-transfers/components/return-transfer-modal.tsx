import { Typography } from 'antd';
import { formatVnd, type BankTransferRow } from '@app/shared';
import { ReasonModal } from '../../../components/reason-modal';
import { toast } from '../../../lib/dialogs';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useReturnTransfer } from '../api/bank-transfers';

interface Props {
  transfer: BankTransferRow;
  onClose: () => void;
}

/** The money went back to the sender (or will): nothing is credited, the reason is kept. */
export function ReturnTransferModal({ transfer, onClose }: Props) {
  const giveBack = useReturnTransfer();
  const idempotency = useIdempotencyKey();

  return (
    <ReasonModal
      open
      title="Trả lại giao dịch"
      okText="Trả lại"
      name="return-transfer"
      placeholder="Ví dụ: Khách chuyển nhầm, đã hoàn lại qua ngân hàng"
      saving={giveBack.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        giveBack.mutate(
          { id: transfer.Id, reason, idempotencyKey: idempotency.take() },
          {
            onSuccess: () => {
              toast.success(`Đã trả lại giao dịch ${formatVnd(transfer.Amount)}.`);
              onClose();
            },
            onSettled: idempotency.release,
          },
        )
      }
    >
      <Typography.Paragraph style={{ marginTop: 0 }}>
        Đánh dấu giao dịch <Typography.Text strong>{formatVnd(transfer.Amount)}</Typography.Text>{' '}
        (nội dung “
        <Typography.Text style={{ wordBreak: 'break-word' }}>{transfer.Content}</Typography.Text>”)
        là đã trả lại người chuyển. Không cộng tiền cho khách hàng nào.
      </Typography.Paragraph>
    </ReasonModal>
  );
}
