import { Fragment } from 'react';
import { Button } from 'antd';
import { formatNumber, formatVnd } from '@app/shared';

/**
 * A figure of a report table that opens the rows behind it (an amount, or a count of orders or
 * parcels): the figure as the table writes it (no currency sign: the table says its unit), named
 * for a screen reader with what it is. A figure wider than its column (billions in a narrow
 * totals cell) breaks after a thousands dot rather than spilling into the next column.
 */
export function AmountButton({
  amount,
  label,
  spoken = formatVnd(amount),
  strong,
  onOpen,
}: {
  amount: number;
  /** What the figure is: "Phí mua hàng, ngày 05/11/2026". */
  label: string;
  /** The figure as a screen reader says it: money by default, "12 đơn" for a count. */
  spoken?: string;
  strong?: boolean;
  onOpen: () => void;
}) {
  return (
    <Button
      type="link"
      size="small"
      aria-label={`${label}: ${spoken}, xem chi tiết`}
      onClick={onOpen}
      style={{
        padding: 0,
        height: 'auto',
        color: 'inherit',
        fontWeight: strong ? 600 : undefined,
        fontVariantNumeric: 'tabular-nums',
        maxWidth: '100%',
        whiteSpace: 'normal',
        textAlign: 'right',
        textDecoration: 'underline dotted',
        textUnderlineOffset: 3,
      }}
    >
      <span>
        {formatNumber(amount)
          .split('.')
          .map((group, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  .<wbr />
                </>
              )}
              {group}
            </Fragment>
          ))}
      </span>
    </Button>
  );
}
