import { Form, Select, Typography } from 'antd';
import {
  NotificationStatus,
  notificationChannelNames,
  notificationChannels,
  notificationStatusNames,
  type NotificationRow,
} from '@app/shared';
import { ALL_TAB, ConsoleList, statusTabs, useConsoleList } from '../../../components/console-list';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { adminNotificationsKey } from '../api/notifications';
import { notificationColumns, notificationCompact } from '../components/notification-columns';

const tabs = statusTabs(Object.values(NotificationStatus), notificationStatusNames);

const channelOptions = notificationChannels.map((channel) => ({
  value: channel,
  label: notificationChannelNames[channel],
}));

const columns = notificationColumns();
const compact = notificationCompact();

type NotificationFilters = { channel: string };

/**
 * "Thông báo": every notification sent outside the portal (e-mail, Zalo, Telegram, web push), its
 * state and, for a failed one, why; staff send a failed one again.
 */
export default function NotificationsPage() {
  const wide = useWideScreen();
  const source = useConsoleList<NotificationRow, NotificationFilters>({
    path: 'admin/notifications',
    queryKey: adminNotificationsKey,
    tabs,
    defaultTab: ALL_TAB,
    filters: { channel: '' },
  });
  const { list } = source;
  return (
    <ConsoleList<NotificationRow, NotificationFilters>
      title="Thông báo"
      intro={
        <Typography.Paragraph type="secondary">
          Thông báo gửi cho khách qua e-mail, Zalo, Telegram và trình duyệt. Máy chủ tự gửi lại
          nhiều lần; thông báo vẫn lỗi sau đó có thể gửi lại bằng nút Gửi lại.
        </Typography.Paragraph>
      }
      source={source}
      placeholder="Mã đơn, mã kiện… hoặc mã khách hàng"
      searchWidth={300}
      filters={
        <Form.Item label="Kênh">
          <Select
            aria-label="Kênh"
            allowClear
            placeholder="Tất cả"
            options={channelOptions}
            value={list.filter.channel || undefined}
            onChange={(channel?: string) => list.set({ ...list.filter, channel: channel ?? '' })}
            style={{ width: wide ? 200 : '100%' }}
          />
        </Form.Item>
      }
      table={{
        columns,
        compact,
        tableLayout: 'fixed',
        scrollX: 1200,
        noun: 'thông báo',
        emptyText: 'Chưa có thông báo nào',
      }}
    />
  );
}
