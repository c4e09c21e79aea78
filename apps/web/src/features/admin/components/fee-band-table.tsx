import {
  Button,
  Form,
  InputNumber,
  Typography,
  type FormItemProps,
  type InputNumberProps,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { removeButton } from './settings-card-list';
import { settingsListRules, settingsRules, type BandRow } from './settings-form-values';
import { decimalComma, thousands } from './thousands';

/** What a table's bands measure: đồng and item counts read with thousands dots, kg with a comma. */
export type BandBasis = 'vnd' | 'count' | 'kg';

const basisUnit: Record<BandBasis, string> = { vnd: '₫', count: 'SP', kg: 'kg' };

/** A band's value: a price in đồng (per item, per kg) or a percent. */
export type BandValue = '₫' | '₫/kg' | '₫/SP' | '%';

const inputFormat = (kind: BandBasis | BandValue) =>
  kind === 'kg' || kind === '%' ? decimalComma : thousands;

const cell = { padding: '4px 8px 0 0', verticalAlign: 'top' } as const;
const head = { ...cell, textAlign: 'left', fontWeight: 600, paddingBottom: 4 } as const;

/** One number field of a band row in its cell, with the settings schema's sentence about it. */
function BandCell({
  name,
  rules,
  dependencies,
  input,
}: {
  /** Its path within the band list: [row, 'Min' | 'Max' | 'Value']. */
  name: (string | number)[];
  rules: FormItemProps['rules'];
  dependencies?: (string | number)[][];
  input: InputNumberProps<number>;
}) {
  return (
    <td style={cell}>
      <Form.Item name={name} rules={rules} dependencies={dependencies} style={{ marginBottom: 8 }}>
        <InputNumber<number> min={0} style={{ width: '100%' }} {...input} />
      </Form.Item>
    </td>
  );
}

/**
 * A fee band table (DESIGN §5) as rows of number fields: Từ, Đến (empty: no upper limit) and the
 * value with its unit, a row added under the others or removed. Each field shows the settings
 * schema's sentence about it (gap, overlap, open band not last). On a phone the table scrolls
 * sideways inside its card instead of widening the page.
 */
export function FeeBandTable({
  name,
  label,
  caption,
  basis,
  value,
}: {
  /** Its path in the settings form, e.g. ['ShippingPrices', 0, 'Tiers']. */
  name: (string | number)[];
  /** The table's short name, before each field's name (Hà Nội: Từ (kg), dòng 1). */
  label: string;
  caption: string;
  basis: BandBasis;
  value: BandValue;
}) {
  const unit = basisUnit[basis];
  const valueLabel = value === '%' ? 'Phí (%)' : `Giá (${value})`;
  const form = Form.useFormInstance();
  // A new band starts where the last one ends (one past it for đồng and counts), the first at 0.
  const blank = (): BandRow => {
    const rows = (form.getFieldValue(name) ?? []) as Array<BandRow | undefined>;
    const last = rows.at(-1);
    const start = !last ? 0 : last.Max ? last.Max + (basis === 'kg' ? 0 : 1) : null;
    return { Min: start, Max: null, Value: null };
  };
  return (
    <Form.List name={name} rules={name.length === 1 ? settingsListRules(form, name) : undefined}>
      {(fields, { add, remove }, { errors }) => (
        <div style={{ marginBottom: 16 }}>
          {/* Positioned, so the hidden header text stays inside the scrolling box too. */}
          <div style={{ overflowX: 'auto', position: 'relative' }}>
            <table style={{ borderCollapse: 'collapse', minWidth: 380, width: '100%' }}>
              <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
                <Typography.Text strong>{caption}</Typography.Text>
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={head}>
                    Từ ({unit})
                  </th>
                  <th scope="col" style={head}>
                    Đến ({unit})
                  </th>
                  <th scope="col" style={head}>
                    {valueLabel}
                  </th>
                  <th scope="col" style={{ ...head, width: 40 }}>
                    <span className="visually-hidden">Xóa</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => {
                  const row = field.name + 1;
                  const at = (part: keyof BandRow) => [...name, field.name, part];
                  return (
                    <tr key={field.key}>
                      <BandCell
                        name={[field.name, 'Min']}
                        rules={settingsRules(at('Min'))}
                        dependencies={field.name > 0 ? [[...name, field.name - 1, 'Max']] : []}
                        input={{
                          'aria-label': `${label}: Từ (${unit}), dòng ${row}`,
                          ...inputFormat(basis),
                        }}
                      />
                      <BandCell
                        name={[field.name, 'Max']}
                        rules={settingsRules(at('Max'))}
                        dependencies={[[...name, field.name, 'Min']]}
                        input={{
                          'aria-label': `${label}: Đến (${unit}), dòng ${row}`,
                          placeholder: 'Không giới hạn',
                          ...inputFormat(basis),
                        }}
                      />
                      <BandCell
                        name={[field.name, 'Value']}
                        rules={settingsRules(at('Value'))}
                        input={{
                          max: value === '%' ? 100 : undefined,
                          'aria-label': `${label}: ${valueLabel}, dòng ${row}`,
                          suffix: value,
                          ...inputFormat(value),
                        }}
                      />
                      <td style={cell}>
                        {removeButton(() => remove(field.name), `${label}: xóa dòng ${row}`)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            aria-label={`${label}: thêm dòng`}
            onClick={() => add(blank())}
          >
            Thêm dòng
          </Button>
        </div>
      )}
    </Form.List>
  );
}
