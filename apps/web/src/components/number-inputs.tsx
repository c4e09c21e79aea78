import { InputNumber, type InputNumberProps } from 'antd';

type Props = Omit<InputNumberProps<number>, 'precision'>;

/** A price in yuan: two decimals after the Vietnamese decimal comma, as wide as its column. */
export function YuanInput({ min = 0, ...props }: Props) {
  return (
    <InputNumber<number>
      min={min}
      step={0.01}
      precision={2}
      decimalSeparator=","
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** How many of an item: a whole number, at least one, as wide as its column. */
export function QuantityInput({ min = 1, max = 10_000, ...props }: Props) {
  return (
    <InputNumber<number> min={min} max={max} precision={0} style={{ width: '100%' }} {...props} />
  );
}

/**
 * Whole đồng shown as customers read money, '.' between thousands (150.000), while the value stays
 * a plain number; a minus sign is kept for the inputs that take one (a staff adjustment).
 */
export const groupedThousands = {
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  parser: (text: string | undefined) => Number((text ?? '').replace(/[^\d-]/g, '')),
};

/** An amount in đồng: a whole number, not below zero, thousands grouped, as wide as its column. */
export function VndInput({ min = 0, ...props }: Props) {
  return (
    <InputNumber<number>
      min={min}
      precision={0}
      inputMode="numeric"
      style={{ width: '100%' }}
      {...groupedThousands}
      {...props}
    />
  );
}
