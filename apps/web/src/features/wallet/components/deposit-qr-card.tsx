import { useEffect, useRef, useState } from 'react';
import { Button, QRCode, Space, Typography } from 'antd';
import { DownloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import { formatVnd } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { saveFile } from '../../../lib/save-file';
import { QR_CARD_COLORS, depositQrFileName, depositQrPng } from '../lib/deposit-qr-image';
import type { DepositTransfer } from './deposit-result';

const QR_SIZE = 220;

/** What the code says, for those who cannot see it (axe: svg-img-alt). */
export function depositQrLabel(deposit: DepositTransfer): string {
  const bank = deposit.BankAccount;
  const to = bank
    ? ` đến ${bank.BankName}, số tài khoản ${bank.AccountNumber} (${bank.AccountName})`
    : '';
  return `Mã VietQR chuyển ${formatVnd(deposit.Amount)}${to}, nội dung ${deposit.TransferContent}`;
}

/** Whether this browser can hand a picture to another app (a phone's share sheet). */
function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function' || typeof File === 'undefined') return false;
  try {
    return navigator.canShare({ files: [new File([], 'qr.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** The VietQR and NAPAS 247 wordmarks, as text: the frame customers recognise from shops. */
function Wordmarks() {
  return (
    <div
      aria-hidden
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        fontWeight: 800,
        marginBottom: 8,
      }}
    >
      <span style={{ fontSize: 22, letterSpacing: -0.5 }}>
        <span style={{ color: QR_CARD_COLORS.viet }}>Viet</span>
        <span style={{ color: QR_CARD_COLORS.qr }}>QR</span>
      </span>
      <span style={{ fontSize: 16 }}>
        <span style={{ color: QR_CARD_COLORS.napas }}>NAPAS </span>
        <span style={{ color: QR_CARD_COLORS.napas247 }}>247</span>
      </span>
    </div>
  );
}

/**
 * The VietQR code in its VietQR / NAPAS 247 frame with the transfer under it, and the ways to take
 * it to a banking app on the same phone: save it as a picture, or share it.
 */
export function DepositQrCard({ deposit }: { deposit: DepositTransfer }) {
  const bank = deposit.BankAccount;
  const code = useRef<HTMLDivElement>(null);
  // The picture of the deposit it was made for.
  const [made, setMade] = useState<{ deposit: DepositTransfer; png: Blob } | null>(null);
  const [busy, setBusy] = useState(false);
  const [shareable] = useState(canShareFiles);
  const fileName = depositQrFileName(deposit.Code);

  const makePng = async () => {
    const svg = code.current?.querySelector('svg');
    if (!svg) throw new Error('no QR code on screen');
    return depositQrPng(deposit, svg);
  };

  // Made ahead: a share sheet opens only straight from the tap, with the picture ready.
  useEffect(() => {
    let current = true;
    const svg = code.current?.querySelector('svg');
    if (!svg) return;
    depositQrPng(deposit, svg).then(
      (png) => current && setMade({ deposit, png }),
      () => {
        // Made again on the tap, which says what went wrong.
      },
    );
    return () => {
      current = false;
    };
  }, [deposit]);

  const picture = async () => (made?.deposit === deposit ? made.png : await makePng());

  const save = async () => {
    setBusy(true);
    try {
      saveFile(await picture(), fileName);
      toast.success('Đã lưu ảnh mã QR');
    } catch {
      toast.error('Không tạo được ảnh mã QR. Hãy chụp màn hình mã QR để lưu.');
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    try {
      const file = new File([await picture()], fileName, { type: 'image/png' });
      await navigator.share({ files: [file], title: `Mã QR nạp tiền ${deposit.Code}` });
    } catch (error) {
      // The customer closing the share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('Không chia sẻ được ảnh mã QR. Hãy dùng “Lưu ảnh QR”.');
    }
  };

  return (
    <div style={{ display: 'inline-block', width: '100%', maxWidth: 300 }}>
      <div
        data-testid="deposit-qr-card"
        style={{
          border: `1px solid ${QR_CARD_COLORS.border}`,
          borderRadius: 12,
          padding: 16,
          background: '#fff',
          color: QR_CARD_COLORS.text,
          textAlign: 'center',
        }}
      >
        <Wordmarks />
        <div ref={code} style={{ display: 'inline-block' }}>
          <QRCode
            value={deposit.VietQR}
            size={QR_SIZE}
            type="svg"
            bordered={false}
            aria-label={depositQrLabel(deposit)}
          />
        </div>
        <div style={{ marginTop: 8, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
          {bank && (
            <>
              <div style={{ fontWeight: 700, fontSize: 16 }}>{bank.BankName}</div>
              <div>{bank.AccountName}</div>
              <div style={{ fontWeight: 600 }}>Số TK: {bank.AccountNumber}</div>
            </>
          )}
          <div style={{ fontWeight: 700, fontSize: 18 }}>{formatVnd(deposit.Amount)}</div>
          <div style={{ fontWeight: 700, color: QR_CARD_COLORS.viet }}>
            Nội dung: {deposit.TransferContent}
          </div>
        </div>
      </div>
      <Space wrap style={{ marginTop: 12, justifyContent: 'center' }}>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void save()}>
          Lưu ảnh QR
        </Button>
        {shareable && (
          <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
            Chia sẻ
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Trên điện thoại: lưu ảnh rồi mở ứng dụng ngân hàng, chọn “Quét ảnh QR” (hoặc chọn ảnh từ thư
        viện) để chuyển khoản.
      </Typography.Paragraph>
    </div>
  );
}
