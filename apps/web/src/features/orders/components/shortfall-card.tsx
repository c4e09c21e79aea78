import { Alert, Button, Space } from 'antd';
import { ComplaintStatus, formatVnd, type OrderDetail } from '@app/shared';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useAnswerProposal } from '../api/complaints';

/**
 * "Kho đếm thiếu hàng": the complaint the warehouse's count prepared, waiting for the customer to
 * send it in one click or set it aside (after a confirmation, as the portal's other refusals).
 * Nothing shows while no count found goods missing.
 */
export function ShortfallCard({ order }: { order: Pick<OrderDetail, 'Complaints'> }) {
  const answer = useAnswerProposal();
  const proposed = order.Complaints.find((row) => row.Status === ComplaintStatus.Proposed);
  if (!proposed) return null;
  const send = () =>
    answer.mutate(
      { id: proposed.Id, answer: 'accept' },
      { onSuccess: (row) => toast.success(`Đã gửi khiếu nại ${row.Code}`) },
    );
  const dismiss = async () => {
    if (!(await showConfirm('Bỏ qua khiếu nại thiếu hàng do kho đề xuất?'))) return;
    answer.mutate(
      { id: proposed.Id, answer: 'dismiss' },
      { onSuccess: () => toast.success('Đã bỏ qua khiếu nại đề xuất') },
    );
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Kho đếm thiếu hàng"
      description={
        <>
          <div style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{proposed.Content}</div>
          <div style={{ margin: '8px 0' }}>
            Số tiền đề nghị hoàn: <strong>{formatVnd(proposed.RequestAmount)}</strong>
          </div>
          <Space wrap>
            <Button type="primary" loading={answer.isPending} onClick={send}>
              Gửi khiếu nại
            </Button>
            <Button disabled={answer.isPending} onClick={() => void dismiss()}>
              Bỏ qua
            </Button>
          </Space>
        </>
      }
    />
  );
}
