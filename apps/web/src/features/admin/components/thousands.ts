/**
 * An antd InputNumber that shows thousands with dots as customers read them (1.000.000) while the
 * value stays a plain number: the settings editor's amounts and rate.
 */
export const thousands = {
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  parser: (text: string | undefined) => Number((text ?? '').replace(/\./g, '').replace(',', '.')),
};

/**
 * A percent, a weight or a price in yuan typed and shown with the Vietnamese decimal comma (2,5 %,
 * 0,5 kg), the value a plain number.
 */
export const decimalComma = { decimalSeparator: ',' } as const;
