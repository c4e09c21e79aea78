import { useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { showAlert, toast } from '../../../lib/dialogs';
import { dropWebPushSubscription, sendWebPushSubscription } from '../api/notifications';
import {
  deviceSubscription,
  pushPermission,
  pushSupported,
  turnOffPush,
  turnOnPush,
} from '../lib/web-push';

export const IPHONE_SENTENCE =
  'Trên iPhone, hãy thêm cổng vào Màn hình chính rồi bật thông báo từ đó.';
export const DENIED_SENTENCE =
  'Trình duyệt đang chặn thông báo của cổng: bấm biểu tượng ổ khóa cạnh địa chỉ trang, chọn Cho phép ở mục Thông báo, rồi tải lại trang.';

/** A failure the API client has not already shown (the browser's own refusal). */
const tell = (error: unknown, sentence: string) => {
  if (error instanceof ApiError && error.handled) return;
  void showAlert(sentence);
};

interface Props {
  /** The server's VAPID key; null when it does not offer web push after all. */
  publicKey: string | null;
  /** Whether some device of the customer's is subscribed (the settings' Linked). */
  linked: boolean;
  /** Refetches the settings once this device's state changed. */
  onChanged: () => void;
}

/**
 * Web push on this device: "Bật trên thiết bị này" (permission, the worker, the subscription,
 * the server told) and "Tắt trên thiết bị này"; or why it cannot be turned on here.
 */
export function WebPushControl({ publicKey, linked, onChanged }: Props) {
  const supported = pushSupported();
  const [permission, setPermission] = useState(() => (supported ? pushPermission() : 'default'));
  // undefined while the browser is asked whether this device is subscribed.
  const [subscribed, setSubscribed] = useState<boolean | undefined>(supported ? undefined : false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    deviceSubscription().then(
      (subscription) => live && setSubscribed(subscription !== null),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported) return <Typography.Text type="secondary">{IPHONE_SENTENCE}</Typography.Text>;
  if (!publicKey) {
    return (
      <Typography.Text type="secondary">
        Máy chủ chưa sẵn sàng gửi thông báo trên trình duyệt.
      </Typography.Text>
    );
  }
  if (permission === 'denied')
    return <Typography.Text type="warning">{DENIED_SENTENCE}</Typography.Text>;

  const turnOn = async () => {
    setBusy(true);
    try {
      const result = await turnOnPush(publicKey, sendWebPushSubscription);
      setPermission(pushPermission());
      if (result === 'subscribed') {
        setSubscribed(true);
        toast.success('Đã bật thông báo trên thiết bị này.');
        onChanged();
      } else if (result === 'dismissed') {
        toast.info('Bạn chưa cho phép trình duyệt hiện thông báo.');
      }
    } catch (error) {
      tell(error, 'Trình duyệt không đăng ký nhận thông báo được. Bạn hãy thử lại sau.');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await turnOffPush(dropWebPushSubscription);
      setSubscribed(false);
      toast.success('Đã tắt thông báo trên thiết bị này.');
      onChanged();
    } catch (error) {
      tell(error, 'Chưa tắt được thông báo trên thiết bị này. Bạn hãy thử lại sau.');
    } finally {
      setBusy(false);
    }
  };

  if (subscribed) {
    return (
      <>
        <Typography.Text>Đang bật trên thiết bị này.</Typography.Text>{' '}
        <Button size="small" loading={busy} onClick={() => void turnOff()}>
          Tắt trên thiết bị này
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography.Text type="secondary">
        {linked
          ? 'Đã bật trên thiết bị khác của bạn.'
          : 'Thông báo hiện ngay trên máy tính hoặc điện thoại này, kể cả khi cổng đang đóng.'}
      </Typography.Text>{' '}
      <Button
        size="small"
        type="primary"
        loading={busy}
        disabled={subscribed === undefined}
        onClick={() => void turnOn()}
      >
        Bật trên thiết bị này
      </Button>
    </>
  );
}
