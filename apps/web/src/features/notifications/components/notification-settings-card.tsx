import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  MessageType,
  NotificationChannel,
  messageTypeNames,
  notificationChannelNames,
  type NotificationSettingsAnswer,
  type UserInfo,
} from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { notificationSettingsQuery, useUpdateNotificationSettings } from '../api/notifications';
import { TelegramControl } from './telegram-control';
import { WebPushControl } from './web-push-control';
import { usePushMessages } from './push-messages';

type Channel = NotificationSettingsAnswer['Channels'][number];
type Choices = Record<string, readonly number[]>;

/** The message groups, in the order the portal's inbox names them. */
const groups = Object.values(MessageType);

const choicesOf = (answer: NotificationSettingsAnswer): Choices =>
  Object.fromEntries(answer.Channels.map((row) => [row.Channel, row.MessageTypes]));

const sameChoices = (a: Choices, b: Choices) =>
  Object.keys(a).every(
    (channel) =>
      a[channel]?.length === b[channel]?.length &&
      (a[channel] ?? []).every((type) => b[channel]?.includes(type)),
  );

const channelName = (channel: string) =>
  notificationChannelNames[channel as NotificationChannel] ?? channel;

function LinkTag({ linked }: { linked: boolean }) {
  return linked ? <Tag color="green">Đã kết nối</Tag> : <Tag>Chưa kết nối</Tag>;
}

/** How the channel reaches the customer, or what to do so it does. */
function ChannelHow({
  row,
  info,
  publicKey,
  onChanged,
}: {
  row: Channel;
  info: Pick<UserInfo, 'Email' | 'Phone'>;
  publicKey: string | null;
  onChanged: () => void;
}): ReactNode {
  switch (row.Channel) {
    case NotificationChannel.Email:
      return (
        <Typography.Text type="secondary">
          Gửi đến địa chỉ <Typography.Text strong>{info.Email}</Typography.Text> của tài khoản.
        </Typography.Text>
      );
    case NotificationChannel.Zalo:
      return info.Phone ? (
        <Typography.Text type="secondary">
          Gửi qua Zalo đến số <Typography.Text strong>{info.Phone}</Typography.Text> của tài khoản
          (số này cần có tài khoản Zalo).
        </Typography.Text>
      ) : (
        <Typography.Text type="warning">
          Tài khoản chưa có số điện thoại: bấm Chỉnh sửa ở trên để thêm số dùng Zalo.
        </Typography.Text>
      );
    case NotificationChannel.Telegram:
      return <TelegramControl linked={row.Linked} />;
    case NotificationChannel.WebPush:
      return <WebPushControl publicKey={publicKey} linked={row.Linked} onChanged={onChanged} />;
  }
}

/**
 * "Nhận thông báo": which message groups go out on which of the channels this server has
 * (e-mail, Zalo, Telegram, web push), each channel with how it reaches the customer or how to
 * link it. A table on a wide screen; one block per channel on a phone. Every message still
 * reaches the portal's inbox. Left out when the server has no channel besides the portal.
 */
export function NotificationSettingsCard({ info }: { info: Pick<UserInfo, 'Email' | 'Phone'> }) {
  const wide = useWideScreen();
  const { data, refetch } = useQuery(notificationSettingsQuery);
  const save = useUpdateNotificationSettings();
  // The choices changed here and not saved yet; null shows the saved ones.
  const [draft, setDraft] = useState<Choices | null>(null);
  usePushMessages();

  // Telegram is linked in another tab or app: back in this window, the settings are asked again
  // (while a channel is still unlinked), so the link shows without a reload.
  const waiting = data?.Channels.some((row) => !row.Linked) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [waiting, refetch]);

  if (!data || data.Channels.length === 0) return null;

  const saved = choicesOf(data);
  const choices = draft ?? saved;
  const dirty = draft !== null && !sameChoices(draft, saved);
  const checked = (channel: string, type: number) => choices[channel]?.includes(type) ?? false;
  const toggle = (channel: string, type: number, on: boolean) => {
    const current = choices[channel] ?? [];
    setDraft({
      ...choices,
      [channel]: on ? [...current, type] : current.filter((one) => one !== type),
    });
  };
  const submit = () =>
    save.mutate(
      {
        Channels: data.Channels.map((row) => ({
          Channel: row.Channel,
          MessageTypes: [...(choices[row.Channel] ?? [])].sort((a, b) => a - b),
        })),
      },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('Đã lưu cách nhận thông báo.');
        },
      },
    );
  const onChanged = () => void refetch();

  const box = (row: Channel, type: number, label?: string) => (
    <Checkbox
      aria-label={`${channelName(row.Channel)}: ${messageTypeNames[type as MessageType]}`}
      checked={checked(row.Channel, type)}
      onChange={(event) => toggle(row.Channel, type, event.target.checked)}
    >
      {label}
    </Checkbox>
  );

  const columns: TableColumnsType<{ type: number }> = [
    {
      title: 'Nhóm thông báo',
      dataIndex: 'type',
      render: (type: MessageType) => messageTypeNames[type],
    },
    ...data.Channels.map((row) => ({
      key: row.Channel,
      title: (
        <div style={{ textAlign: 'center' }}>
          <div>{channelName(row.Channel)}</div>
          <LinkTag linked={row.Linked} />
        </div>
      ),
      align: 'center' as const,
      width: 170,
      render: (_: unknown, { type }: { type: number }) => box(row, type),
    })),
  ];

  const how = (row: Channel) => (
    <ChannelHow row={row} info={info} publicKey={data.WebPushPublicKey} onChanged={onChanged} />
  );

  return (
    <Card title="Nhận thông báo" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Chọn nhóm thông báo muốn nhận trên từng kênh. Mọi thông báo vẫn luôn có trong hộp thư của
        cổng.
      </Typography.Paragraph>
      {wide ? (
        <>
          <Table<{ type: number }>
            rowKey="type"
            size="small"
            bordered
            pagination={false}
            columns={columns}
            dataSource={groups.map((type) => ({ type }))}
          />
          <dl style={{ margin: '16px 0 0' }}>
            {data.Channels.map((row) => (
              <div key={row.Channel} style={{ marginBottom: 8 }}>
                <dt style={{ display: 'inline', fontWeight: 600 }}>{channelName(row.Channel)}: </dt>
                <dd style={{ display: 'inline', margin: 0 }}>{how(row)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        data.Channels.map((row) => (
          <section
            key={row.Channel}
            aria-label={channelName(row.Channel)}
            style={{ borderTop: '1px solid #f0f0f0', padding: '12px 0' }}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <Typography.Text strong>{channelName(row.Channel)}</Typography.Text>
              <LinkTag linked={row.Linked} />
            </div>
            <div style={{ margin: '4px 0 8px' }}>{how(row)}</div>
            <div
              style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}
            >
              {groups.map((type) => (
                <span key={type}>{box(row, type, messageTypeNames[type])}</span>
              ))}
            </div>
          </section>
        ))
      )}
      <div style={{ marginTop: 16 }}>
        {/* Named apart from the profile form's "Lưu" on the same page. */}
        <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={submit}>
          Lưu cách nhận thông báo
        </Button>
        {dirty && (
          <Button type="link" onClick={() => setDraft(null)}>
            Hủy thay đổi
          </Button>
        )}
      </div>
    </Card>
  );
}
