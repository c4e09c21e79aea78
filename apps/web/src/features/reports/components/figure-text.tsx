import { Typography } from 'antd';
import { formatNumber } from '@app/shared';

/**
 * A figure of a report table as plain digits (the table says its unit), lined up with the others;
 * below zero in red — a loss, money a customer still has to top up — so it stands out in a column.
 */
export function FigureText({ value, strong }: { value: number; strong?: boolean }) {
  return (
    <Typography.Text
      strong={strong}
      type={value < 0 ? 'danger' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatNumber(value)}
    </Typography.Text>
  );
}
