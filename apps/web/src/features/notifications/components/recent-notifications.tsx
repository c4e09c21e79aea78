import { Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { NotificationRow } from '@app/shared';
import { Link } from 'react-router';
import { adminPaths } from '../../../app/routes';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { recentNotificationsQuery } from '../api/notifications';
import { notificationColumns, notificationCompact } from './notification-columns';

const columns = notificationColumns(false);
const compact = notificationCompact(false);

interface Props {
  /** The customer's own page: every notification of theirs. */
  customerId?: number;
  /** An order's page: the notifications about that code. */
  code?: string;
  /** What the full list is searched by (the customer's code, the order's): its "Xem tất cả". */
  keyword: string;
  /** In a page's side column: one card a row, as on a phone. */
  narrow?: boolean;
}

/**
 * "Thông báo đã gửi" on a customer's or an order's console page: the latest 20 notifications,
 * with their state and "Gửi lại" on a failed one, and the way to the whole list.
 */
export function RecentNotifications({ customerId, code, keyword, narrow = false }: Props) {
  const wide = useWideScreen() && !narrow;
  const filter = customerId !== undefined ? { customerId } : { code };
  const { data, isPending } = useQuery(recentNotificationsQuery(filter));
  const rows = data?.Items ?? [];
  const total = data?.Total ?? 0;
  return (
    <>
      <Table<NotificationRow>
        rowKey="Id"
        size="small"
        loading={isPending}
        columns={wide ? columns : compact}
        showHeader={wide}
        tableLayout="fixed"
        {...(wide && { scroll: { x: 980 } })}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'Chưa gửi thông báo nào' }}
      />
      {total > rows.length && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          <Link to={`${adminPaths.notifications}?tab=all&keyword=${encodeURIComponent(keyword)}`}>
            Xem tất cả {total.toLocaleString('vi-VN')} thông báo
          </Link>
        </Typography.Paragraph>
      )}
    </>
  );
}
