import { InputNumber, type InputNumberProps } from 'antd';

// Vietnamese money: '.' between thousands, whole đồng only.
const format = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const parse = (text: string | undefined) => Number((text ?? '').replace(/\D/g, ''));

export function AmountInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      formatter={format}
      parser={parse}
      precision={0}
      inputMode="numeric"
      suffix="₫"
      style={{ width: '100%', ...props.style }}
    />
  );
}

/** antd gives null for a cleared number; the schema reads undefined as "not entered". */
export const emptyToUndefined = (value: unknown) => (value === null ? undefined : value);
