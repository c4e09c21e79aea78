import { useEffect, useState, type ReactNode } from 'react';
import { Button, DatePicker, Form } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { DAY_FORMAT, toDay } from '../lib/day-range';
import { useWideScreen } from '../lib/use-wide-screen';
import { FilterToggle } from './filter-toggle';

type Range = [Dayjs | null, Dayjs | null] | null;

interface Props<V extends Record<string, string>> {
  /** The form's name; antd prefixes the field ids with it. */
  name: string;
  /** What the URL says is being filtered: the form shows it, even when a link changed it. */
  value: V;
  onSearch: (value: V) => void;
  /** The fields, given whether the screen is wide enough to keep them on one line. */
  children: (wide: boolean) => ReactNode;
  /**
   * On phones the filters stack; what follows each list differs, so the space under the form and
   * under the search button can be set (the form's 16 px and antd's own by default).
   */
  phoneMargins?: { form?: number; submit?: number };
}

/**
 * The search form above the customer and staff lists: text / select fields plus, when the filters
 * have `from` and `end`, a "Thời gian" range sent as dd/MM/yyyy. Text values are trimmed before
 * they reach the URL.
 */
export function ListFilter<V extends Record<string, string>>({
  name,
  value,
  onSearch,
  children,
  phoneMargins = {},
}: Props<V>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const wide = useWideScreen();
  // On a phone the filters fold behind one button, so the list's rows show on the first screen.
  const [open, setOpen] = useState(false);
  const active = Object.values(value).filter((text) => text !== '').length;

  // Compared as text so a new object with the same filters does not reset what is being typed.
  const shown = JSON.stringify(value);
  useEffect(() => {
    const { from, end, ...fields } = JSON.parse(shown) as Record<string, string>;
    const fromDay = toDay(from ?? '');
    const endDay = toDay(end ?? '');
    form.setFieldsValue({ ...fields, range: fromDay || endDay ? [fromDay, endDay] : null });
  }, [form, shown]);

  const search = (values: Record<string, unknown>) => {
    const range = values.range as Range | undefined;
    // Keys keep the order of `value`, so the URL query keeps its order too.
    const next = Object.fromEntries(
      Object.keys(value).map((key) => {
        if (key === 'from') return [key, range?.[0]?.format(DAY_FORMAT) ?? ''];
        if (key === 'end') return [key, range?.[1]?.format(DAY_FORMAT) ?? ''];
        return [key, ((values[key] as string | undefined) ?? '').trim()];
      }),
    );
    onSearch(next as V);
    setOpen(false);
  };

  return (
    <>
      {!wide && (
        <FilterToggle open={open} active={active} onToggle={() => setOpen((shown) => !shown)} />
      )}
      <Form
        form={form}
        layout={wide ? 'inline' : 'vertical'}
        name={name}
        style={{
          rowGap: 12,
          marginBottom: wide ? 16 : (phoneMargins.form ?? 16),
          display: wide || open ? undefined : 'none',
        }}
        onFinish={search}
      >
        {children(wide)}
        <Form.Item
          style={
            wide || phoneMargins.submit === undefined
              ? undefined
              : { marginBottom: phoneMargins.submit }
          }
        >
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block={!wide}>
            Tìm kiếm
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

/** The two ends of a phone's period, each opening its panel from its own outer edge. */
const phoneEnds = [
  { name: 'Từ ngày', placement: 'bottomLeft' },
  { name: 'Đến ngày', placement: 'bottomRight' },
] as const;

/**
 * The "Thời gian" from–to field; either end may stay empty. On a wide screen one range picker;
 * on a phone two day pickers side by side, each opening a one-month panel that fits the screen
 * (the range picker's two months are 576 px wide and opened off a 390 px phone's edge). The
 * start's panel opens from its left edge, the end's from its right edge, so both stay on screen.
 */
export function DateRangeItem({ wide }: { wide: boolean }) {
  if (wide) {
    return (
      <Form.Item label="Thời gian" name="range">
        <DatePicker.RangePicker
          format={DAY_FORMAT}
          allowEmpty={[true, true]}
          placeholder={['Từ ngày', 'Đến ngày']}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item label="Thời gian" style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {phoneEnds.map(({ name, placement }, index) => (
          <Form.Item key={name} name={['range', index]} noStyle>
            <DatePicker
              format={DAY_FORMAT}
              placeholder={name}
              aria-label={name}
              placement={placement}
              inputReadOnly
              style={{ flex: 1, minWidth: 0 }}
            />
          </Form.Item>
        ))}
      </div>
    </Form.Item>
  );
}
