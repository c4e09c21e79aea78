import { InputNumber, type InputNumberProps } from 'antd';
import { groupedThousands } from '../../../components/number-inputs';

/** Vietnamese money with the đồng sign: '.' between thousands, whole đồng only. */
export function AmountInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      {...groupedThousands}
      precision={0}
      inputMode="numeric"
      suffix="₫"
      style={{ width: '100%', ...props.style }}
    />
  );
}

/** antd gives null for a cleared number; the schema reads undefined as "not entered". */
export const emptyToUndefined = (value: unknown) => (value === null ? undefined : value);
