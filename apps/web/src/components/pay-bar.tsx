import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '@app/shared';
import { paths } from '../app/routes';
import { useWideScreen } from '../lib/use-wide-screen';
import { SpreadRow } from './spread-row';

/**
 * Under a list of bills paid from the wallet together: the balance, the total of those chosen and
 * the pay button (`children`), to the right on a wide screen and spread across a phone's.
 */
export function PayBar({
  balance,
  total,
  count,
  topUp = false,
  children,
}: {
  balance: number;
  total: number;
  /** How many bills are chosen, when the total says so ("Tổng (3 đơn)"). */
  count?: number;
  /** When the total is more than the balance, a link to deposit exactly what is missing. */
  topUp?: boolean;
  children: ReactNode;
}) {
  const wide = useWideScreen();
  return (
    <SpreadRow style={{ justifyContent: wide ? 'flex-end' : 'space-between', marginTop: 16 }}>
      <Typography.Text type="secondary">
        Số dư ví: {formatVnd(balance)}
        {topUp && total > balance && (
          <>
            {' · '}
            <Link to={`${paths.transactionDeposit}?amount=${total - balance}`}>
              Nạp thêm {formatVnd(total - balance)}
            </Link>
          </>
        )}
      </Typography.Text>
      <Typography.Text>
        Tổng{count === undefined ? '' : ` (${count} đơn)`}: <strong>{formatVnd(total)}</strong>
      </Typography.Text>
      {children}
    </SpreadRow>
  );
}
