import { Button, InputNumber, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';

/** The most of one item a cart takes (the cart's quantity rule). */
const MAX_QUANTITY = 10_000;

/**
 * − n +: a quantity changed by a tap, large enough for a thumb, or typed. Never below `min`: 1
 * (removing an item is the bin's job), or the shop's minimum order. A number typed under the
 * minimum is not taken: `onBelowMinimum` hears of it (to say why), and the field goes back to the
 * quantity (or the minimum) when it loses focus.
 */
export function QuantityStepper({
  name,
  value,
  onChange,
  min = 1,
  onBelowMinimum,
}: {
  /** The product's name, in each control's name. */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  /** Whether the number being typed is under `min`. */
  onBelowMinimum?: (below: boolean) => void;
}) {
  const take = (quantity: number) => {
    onBelowMinimum?.(false);
    onChange(quantity);
  };
  return (
    <Space.Compact>
      <Button
        aria-label={`Giảm số lượng ${name}`}
        icon={<MinusOutlined />}
        disabled={value <= min}
        onClick={() => take(value - 1)}
      />
      <InputNumber<number>
        aria-label={`Số lượng ${name}`}
        controls={false}
        min={min}
        max={MAX_QUANTITY}
        precision={0}
        value={value}
        // Out of range, a typed number reaches no onChange: its text says it is under the minimum.
        onInput={(text) => {
          const typed = Number(text);
          onBelowMinimum?.(text.trim() !== '' && Number.isFinite(typed) && typed < min);
        }}
        onChange={(typed) => {
          if (typed && typed >= min && typed <= MAX_QUANTITY) take(typed);
        }}
        // Left under the minimum, the field goes back to the quantity.
        onBlur={() => onBelowMinimum?.(false)}
        style={{ width: 56, textAlign: 'center' }}
      />
      <Button
        aria-label={`Tăng số lượng ${name}`}
        icon={<PlusOutlined />}
        disabled={value >= MAX_QUANTITY}
        onClick={() => take(value + 1)}
      />
    </Space.Compact>
  );
}
