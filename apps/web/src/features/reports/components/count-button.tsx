import { Typography } from 'antd';
import { formatNumber } from '@app/shared';
import { AmountButton } from './amount-button';

/** A count of a report table (orders, parcels) opening what it counts; nothing to open at 0. */
export function CountButton({
  count,
  noun,
  label,
  strong,
  onOpen,
}: {
  count: number;
  /** What is counted, for a screen reader: 'đơn', 'kiện'. */
  noun: string;
  /** What the count is: "Đơn đã mua của Nguyễn Văn A, ngày 05/11/2026". */
  label: string;
  strong?: boolean;
  onOpen: () => void;
}) {
  if (count === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  return (
    <AmountButton
      amount={count}
      label={label}
      spoken={`${formatNumber(count)} ${noun}`}
      strong={strong}
      onOpen={onOpen}
    />
  );
}
