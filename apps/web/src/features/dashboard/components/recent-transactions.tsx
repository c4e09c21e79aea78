import type { ReactNode } from 'react';
import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type TransactionRow } from '@app/shared';
import { paths } from '../../../app/routes';

/** The newest movements of the wallet; the full history is one click away. */
export function RecentTransactions({
  rows,
  amount,
}: {
  rows: TransactionRow[];
  amount: (value: number) => ReactNode;
}) {
  return (
    <Card
      title="Giao dịch gần đây"
      extra={<Link to={paths.transactionList}>Lịch sử giao dịch</Link>}
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có giao dịch" />
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item extra={amount(row.Amount)}>
              <List.Item.Meta
                title={`${row.TypeName}${row.OrderCode ? ` · ${row.OrderCode}` : ''}`}
                description={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(row.CreatedDate)} · số dư {formatVnd(row.BalanceAfter)}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
