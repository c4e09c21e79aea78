import type { ReactNode } from 'react';
import { Card, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type TransactionRow } from '@app/shared';
import { paths } from '../../../app/routes';

/**
 * The newest movements of the wallet; the full history is one click away. Five rows in a plain
 * list drawn like antd's small List (global.css, `.plain-list`).
 */
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
        <ul className="plain-list plain-list--small">
          {rows.map((row) => (
            <li key={row.Id}>
              <div className="plain-list__main">
                <div className="plain-list__title">
                  {`${row.TypeName}${row.OrderCode ? ` · ${row.OrderCode}` : ''}`}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(row.CreatedDate)} · số dư {formatVnd(row.BalanceAfter)}
                </Typography.Text>
              </div>
              {amount(row.Amount)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
