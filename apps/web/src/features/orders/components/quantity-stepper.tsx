import { Button, InputNumber, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';

/** The most of one item a cart takes (the cart's quantity rule). */
const MAX_QUANTITY = 10_000;

/**
 * − n +: a quantity changed by a tap, large enough for a thumb, or typed. Never below 1 (removing
 * an item is the bin's job).
 */
export function QuantityStepper({
  name,
  value,
  onChange,
}: {
  /** The product's name, in each control's name. */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <Space.Compact>
      <Button
        aria-label={`Giảm số lượng ${name}`}
        icon={<MinusOutlined />}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      />
      <InputNumber<number>
        aria-label={`Số lượng ${name}`}
        controls={false}
        min={1}
        max={MAX_QUANTITY}
        precision={0}
        value={value}
        onChange={(typed) => {
          if (typed && typed >= 1 && typed <= MAX_QUANTITY) onChange(typed);
        }}
        style={{ width: 56, textAlign: 'center' }}
      />
      <Button
        aria-label={`Tăng số lượng ${name}`}
        icon={<PlusOutlined />}
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      />
    </Space.Compact>
  );
}
