import { Checkbox, Input, InputNumber, Space } from 'antd';
import type { CartFieldInput } from '@app/shared';

/**
 * A cart's or an unpaid order's services and note. A service is saved when ticked; the note when
 * its box is left, if it changed.
 */
export function OrderOptions({
  values,
  noteLabel,
  notePlaceholder,
  onChange,
}: {
  values: { IsInspection: boolean; IsWoodenCrate: boolean; Note: string };
  noteLabel: string;
  notePlaceholder: string;
  /** A service ticked or the note changed, as the cart's and the order's calls take it. */
  onChange: (change: CartFieldInput) => void;
}) {
  return (
    <>
      <Space wrap>
        <Checkbox
          checked={values.IsInspection}
          onChange={(event) => onChange({ Field: 'IsInspection', Value: event.target.checked })}
        >
          Kiểm đếm
        </Checkbox>
        <Checkbox
          checked={values.IsWoodenCrate}
          onChange={(event) => onChange({ Field: 'IsWoodenCrate', Value: event.target.checked })}
        >
          Đóng gỗ
        </Checkbox>
      </Space>
      <Input
        key={values.Note}
        aria-label={noteLabel}
        placeholder={notePlaceholder}
        defaultValue={values.Note}
        maxLength={255}
        onBlur={(event) => {
          if (event.target.value !== values.Note)
            onChange({ Field: 'Note', Value: event.target.value });
        }}
      />
    </>
  );
}

/**
 * An item's quantity changed in place: saved when the box is left (Enter leaves it), if it is a
 * number and not what it was.
 */
export function QuantityEdit({
  item,
  onChange,
}: {
  item: { ProductName: string; Quantity: number };
  onChange: (quantity: number) => void;
}) {
  return (
    <InputNumber<number>
      aria-label={`Số lượng ${item.ProductName}`}
      size="small"
      min={1}
      max={10_000}
      precision={0}
      defaultValue={item.Quantity}
      onBlur={(event) => {
        const value = Number(event.target.value);
        if (value && value !== item.Quantity) onChange(value);
      }}
      onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
      style={{ width: 90 }}
    />
  );
}
