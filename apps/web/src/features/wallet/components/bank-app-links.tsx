import { Button, Typography } from 'antd';
import { BANK_APPS, bankAppLink } from '@app/shared';
import type { DepositTransfer } from './deposit-result';

/**
 * "Mở ứng dụng ngân hàng" on a phone: one tap opens the customer's banking app with the transfer
 * filled in (VietQR's deeplink service), for a customer who cannot scan a code on their own screen.
 */
export function BankAppLinks({ deposit }: { deposit: DepositTransfer }) {
  const bank = deposit.BankAccount;
  if (!bank) return null;
  return (
    <section aria-labelledby="bank-apps-title" data-testid="bank-app-links">
      <Typography.Text strong id="bank-apps-title">
        Mở ứng dụng ngân hàng
      </Typography.Text>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
          gap: 8,
          margin: '8px 0',
        }}
      >
        {BANK_APPS.map(({ app, name }) => (
          <Button
            key={app}
            // A new tab: the deposit screen stays open and follows the transfer when it lands.
            target="_blank"
            rel="noopener noreferrer"
            href={bankAppLink({
              app,
              bankBin: bank.BankBin,
              accountNumber: bank.AccountNumber,
              amount: deposit.Amount,
              content: deposit.TransferContent,
              accountName: bank.AccountName,
            })}
          >
            {name}
          </Button>
        ))}
      </div>
      <Typography.Text type="warning" style={{ fontSize: 13 }}>
        Ứng dụng mở ra với số tiền và nội dung đã điền sẵn: hãy kiểm tra lại số tiền và nội dung
        chuyển khoản trước khi xác nhận.
      </Typography.Text>
    </section>
  );
}
