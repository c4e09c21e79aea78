import { Typography } from 'antd';
import { formatDateTime, type SentNotificationRow } from '@app/shared';
import { NotificationStatusTag } from './notification-status-tag';

/**
 * "Đã thông báo": what the portal told the customer about the order and its parcels, on which
 * channel, and whether it went out; newest first as the server gives them.
 */
export function SentNotifications({ rows }: { rows: SentNotificationRow[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row, index) => (
        <li
          key={`${row.Event}-${row.Channel}-${row.CreatedDate}-${index}`}
          style={{
            padding: '6px 0',
            borderTop: index > 0 ? '1px solid #f0f0f0' : undefined,
            fontSize: 13,
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>
              {row.EventName}
              {row.Code && <Typography.Text type="secondary"> · {row.Code}</Typography.Text>}
            </span>
            <NotificationStatusTag status={row.Status} name={row.StatusName} />
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.ChannelName} · {formatDateTime(row.SentDate ?? row.CreatedDate)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
