import { Typography } from 'antd';
import { formatVnd } from '@app/shared';

/** '+1.000.000 ₫' in green for money in, '−200.000 ₫' (a true minus sign) in red for money out. */
export function SignedAmount({ amount }: { amount: number }) {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return (
    <Typography.Text
      strong
      type={amount < 0 ? 'danger' : 'success'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {sign}
      {formatVnd(Math.abs(amount))}
    </Typography.Text>
  );
}
