import { Tag, Typography } from 'antd';
import { ComplaintStatus, formatDateTime, formatVnd, type OrderDetail } from '@app/shared';
import { ComplaintImages } from './complaint-images';

/**
 * Waiting asks staff to act, resolved is done, refused is closed; one the warehouse's count
 * proposed waits for the customer.
 */
const statusColors: Record<number, string> = {
  [ComplaintStatus.Pending]: 'gold',
  [ComplaintStatus.Processing]: 'blue',
  [ComplaintStatus.Resolved]: 'green',
  [ComplaintStatus.Rejected]: 'default',
  [ComplaintStatus.Proposed]: 'orange',
  [ComplaintStatus.Dismissed]: 'default',
};

/**
 * The order's complaints, as the customer and staff both see them on the order: what was asked,
 * where it stands, the answer and what was refunded to the wallet (also a line of its costs).
 */
export function OrderComplaints({ order }: { order: Pick<OrderDetail, 'Complaints'> }) {
  return (
    <div>
      {order.Complaints.map((complaint) => (
        <div
          key={complaint.Id}
          style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0', fontSize: 13 }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>
              {complaint.Code} · {complaint.TypeName}
            </strong>
            <Tag color={statusColors[complaint.Status] ?? 'default'}>{complaint.StatusName}</Tag>
          </div>
          <div style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {complaint.Content}
          </div>
          {complaint.RequestAmount > 0 && (
            <div>Đề nghị hoàn {formatVnd(complaint.RequestAmount)}</div>
          )}
          <ComplaintImages urls={complaint.ImageUrls} />
          {complaint.Response && (
            <Typography.Text type="secondary">Phản hồi: {complaint.Response}</Typography.Text>
          )}
          {complaint.RefundAmount > 0 && (
            <div>
              <Typography.Text type="success" strong>
                Đã hoàn {formatVnd(complaint.RefundAmount)} vào ví
              </Typography.Text>
            </div>
          )}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            Gửi {formatDateTime(complaint.CreatedDate)}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}
