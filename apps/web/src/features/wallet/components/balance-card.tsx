import type { ReactNode } from 'react';
import { Card, Skeleton, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { formatVnd } from '@app/shared';
import { useBalance } from '../api/get-balance';

/** `available` renders a line under the balance (e.g. what may still be withdrawn). */
export function BalanceCard({ available }: { available?: (balance: number) => ReactNode }) {
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
          {available && balance !== undefined && available(balance)}
        </div>
      </div>
    </Card>
  );
}
