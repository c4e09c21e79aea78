import { useState } from 'react';
import { Button, Typography } from 'antd';
import { fetchTelegramLink } from '../api/notifications';

/**
 * "Liên kết Telegram": the one-time link (10 minutes) opens the portal's bot in a new tab; once
 * the customer pressed Start there, the settings (refetched when this window is back in focus)
 * say it is linked.
 */
export function TelegramControl({ linked }: { linked: boolean }) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  const open = async () => {
    // The tab is opened in the click itself: a browser blocks one opened after the server's answer.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const answer = await fetchTelegramLink();
      setLink(answer.Link);
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.Link;
      }
    } catch {
      // The API client has shown the refusal.
      tab?.close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Text type="secondary">
        {linked
          ? 'Đã liên kết với Telegram của bạn.'
          : 'Chưa liên kết: bấm nút, rồi bấm Bắt đầu (Start) trong Telegram.'}
      </Typography.Text>{' '}
      <Button
        size="small"
        type={linked ? 'default' : 'primary'}
        loading={busy}
        onClick={() => void open()}
      >
        {linked ? 'Liên kết lại' : 'Liên kết Telegram'}
      </Button>
      {link && !linked && (
        <div style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">
            Telegram chưa mở?{' '}
            <a href={link} target="_blank" rel="noopener noreferrer">
              Mở liên kết
            </a>{' '}
            (dùng được trong 10 phút).
          </Typography.Text>
        </div>
      )}
    </>
  );
}
