import { Timeline } from 'antd';
import { formatDateTime, type OrderDetail } from '@app/shared';

/** Each state the order went through, newest first, with why where there was a reason. */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'History'> }) {
  return (
    <Timeline
      items={[...order.History].reverse().map((entry) => ({
        key: entry.CreatedDate + entry.State,
        children: (
          <div>
            <strong>{entry.StateName}</strong>
            <div className="muted" style={{ fontSize: 12 }}>
              {formatDateTime(entry.CreatedDate)}
            </div>
            {entry.Note && <div style={{ fontSize: 12 }}>{entry.Note}</div>}
          </div>
        ),
      }))}
    />
  );
}
