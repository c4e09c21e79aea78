import { Alert, Col, Descriptions, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatVnd, type BankAccount, type PortalSettings } from '@app/shared';
import { settingDefaultQuery } from '../../../lib/user-config';
import { BankAppLinks } from './bank-app-links';
import { CopyText } from './copy-text';
import { DepositQrCard } from './deposit-qr-card';
import { useWideScreen } from '../../../lib/use-wide-screen';

export interface DepositTransfer {
  Code: string;
  Amount: number;
  TransferContent: string;
  VietQR: string;
  BankAccount: BankAccount | null;
}

/**
 * When the money shows: within a minute where a bank notifies the server (SePay, Casso), else
 * when staff check the account by hand — never a promise the server cannot keep.
 */
function confirmationText(settings: PortalSettings): string {
  const hotline = settings.Contacts.Hotline;
  const help = hotline ? `hãy gọi hotline ${hotline}` : 'hãy liên hệ hỗ trợ';
  return settings.AutoConfirmDeposits
    ? `Chuyển khoản đúng nội dung được xác nhận tự động trong khoảng 1 phút; nếu quá 15 phút chưa thấy, ${help}.`
    : `Nhân viên kiểm tra tài khoản và xác nhận khoản chuyển thủ công trong giờ làm việc; bạn sẽ nhận được thông báo khi tiền được cộng vào ví. Cần hỗ trợ, ${help}.`;
}

/** What the customer needs to make the transfer: the VietQR code and every detail, each copyable. */
export function DepositResult({ deposit }: { deposit: DepositTransfer }) {
  const bank = deposit.BankAccount;
  // Phones: each label above its value, so the transfer content stays on one line.
  const wide = useWideScreen();
  const settings = useQuery(settingDefaultQuery).data?.Settings;
  const automatic = settings?.AutoConfirmDeposits === true;
  const items = [
    ...(bank
      ? [
          {
            key: 'bank',
            label: 'Ngân hàng',
            children: (
              <CopyText copy={bank.BankName}>
                {bank.BankName}
                {bank.Branch ? ` – ${bank.Branch}` : ''}
              </CopyText>
            ),
          },
          {
            key: 'account',
            label: 'Số tài khoản',
            children: (
              <CopyText copy={bank.AccountNumber} strong>
                {bank.AccountNumber}
              </CopyText>
            ),
          },
          {
            key: 'holder',
            label: 'Chủ tài khoản',
            children: <CopyText copy={bank.AccountName}>{bank.AccountName}</CopyText>,
          },
        ]
      : []),
    {
      key: 'amount',
      label: 'Số tiền',
      children: (
        <CopyText copy={String(deposit.Amount)} strong>
          {formatVnd(deposit.Amount)}
        </CopyText>
      ),
    },
    {
      key: 'content',
      label: 'Nội dung chuyển khoản',
      children: (
        <div>
          <CopyText
            copy={deposit.TransferContent}
            strong
            style={{ color: '#c8102e', fontSize: 16 }}
          >
            {deposit.TransferContent}
          </CopyText>
          <div>
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {automatic
                ? 'Ghi đúng nội dung để được cộng tiền tự động'
                : 'Ghi đúng nội dung để nhân viên đối chiếu và cộng tiền'}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'code',
      label: 'Mã yêu cầu',
      children: <CopyText copy={deposit.Code}>{deposit.Code}</CopyText>,
    },
  ];

  return (
    <Row gutter={[24, 16]} align="middle">
      <Col xs={24} md={9} style={{ textAlign: 'center' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Quét mã bằng ứng dụng ngân hàng để chuyển khoản
        </Typography.Paragraph>
        <DepositQrCard deposit={deposit} />
      </Col>
      <Col xs={24} md={15}>
        {/* On a phone the banking app is on the same screen: open it instead of scanning. */}
        {!wide && (
          <div style={{ marginBottom: 16 }}>
            <BankAppLinks deposit={deposit} />
          </div>
        )}
        <Descriptions
          column={1}
          bordered
          size="small"
          layout={wide ? 'horizontal' : 'vertical'}
          items={items}
        />
        {settings && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            data-testid="deposit-confirmation"
            title={confirmationText(settings)}
          />
        )}
      </Col>
    </Row>
  );
}
