import { Collapse, Typography } from 'antd';
import { formatDateTime, formatVnd, type OrderDetail } from '@app/shared';

/**
 * Every amount of the order as its own line, with each change it went through (from what, to
 * what, why): the customer sees exactly what staff see, so no charge is a surprise.
 */
export function FeeLines({
  order,
}: {
  /** An order, or a consignment: anything with fee lines and their totals. */
  order: Pick<OrderDetail, 'FeeLines' | 'TotalAmount' | 'PaidAmount' | 'AmountDue'>;
}) {
  return (
    <>
      <Collapse
        size="small"
        items={order.FeeLines.map((line) => ({
          key: line.Kind,
          label: (
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>{line.KindName}</span>
              <strong>{formatVnd(line.Amount)}</strong>
            </div>
          ),
          children: (
            <div>
              {line.Note && (
                <Typography.Paragraph type="secondary">{line.Note}</Typography.Paragraph>
              )}
              {line.History.map((change) => (
                <div key={change.ChangedDate + change.NewAmount} style={{ fontSize: 13 }}>
                  {formatDateTime(change.ChangedDate)}: {formatVnd(change.OldAmount)} →{' '}
                  {formatVnd(change.NewAmount)}
                  {change.Reason && (
                    <Typography.Text type="secondary"> · {change.Reason}</Typography.Text>
                  )}
                </div>
              ))}
            </div>
          ),
        }))}
      />
      <div
        style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', marginTop: 12 }}
      >
        <span>Tổng tiền</span>
        <strong style={{ textAlign: 'right' }}>{formatVnd(order.TotalAmount)}</strong>
        <span>Đã thanh toán</span>
        <span style={{ textAlign: 'right' }}>{formatVnd(order.PaidAmount)}</span>
        <span>Còn phải trả</span>
        <strong style={{ textAlign: 'right', color: order.AmountDue > 0 ? '#c8102e' : undefined }}>
          {formatVnd(order.AmountDue)}
        </strong>
      </div>
    </>
  );
}
