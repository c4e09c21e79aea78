/**
 * An antd InputNumber that shows thousands with dots as customers read them (1.000.000) while the
 * value stays a plain number: the settings editor's amounts and rate.
 */
export const thousands = {
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  parser: (text: string | undefined) => Number((text ?? '').replace(/\./g, '').replace(',', '.')),
};

const dotted = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * A fee range ("100000001-0", spec §4: min-max in đồng, max 0 for no limit) as staff read it,
 * "100.000.001-0", and back: the editor shows the first, the settings keep the second.
 */
export const rangeWithDots = (range: string) => range.replace(/\d+/g, dotted);
export const plainRange = (range: string | undefined) => (range ?? '').replace(/\./g, '').trim();

/**
 * A percent, a weight or a price in yuan typed and shown with the Vietnamese decimal comma (2,5 %,
 * 0,5 kg), the value a plain number.
 */
export const decimalComma = { decimalSeparator: ',' } as const;
