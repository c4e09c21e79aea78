import { Card, Skeleton, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { formatVnd } from '@app/shared';
import { useBalance } from '../api/get-balance';
import { useWallet } from '../api/get-wallet';

/** What may still be withdrawn while requests wait: the server's figure (DESIGN §4). */
function AvailableLine() {
  const { data } = useWallet();
  if (!data || data.PendingWithdrawals === 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="wallet-available">
      Có thể rút: {formatVnd(data.Available)} (đang chờ duyệt {formatVnd(data.PendingWithdrawals)})
    </Typography.Text>
  );
}

/** The balance; with `showAvailable`, what may still be withdrawn under it. */
export function BalanceCard({ showAvailable = false }: { showAvailable?: boolean }) {
  const { balance, isPending } = useBalance();
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <WalletOutlined style={{ fontSize: 28, color: '#c8102e' }} />
        <div>
          <Typography.Text type="secondary">Số dư hiện tại</Typography.Text>
          {isPending ? (
            <Skeleton.Input active size="small" style={{ display: 'block' }} />
          ) : (
            <div style={{ fontSize: 22, fontWeight: 600 }} data-testid="wallet-balance">
              {formatVnd(balance)}
            </div>
          )}
          {showAvailable && <AvailableLine />}
        </div>
      </div>
    </Card>
  );
}
