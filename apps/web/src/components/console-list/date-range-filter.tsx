import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { DAY_FORMAT, toDay } from '../../lib/day-range';

interface Props {
  wide: boolean;
  /** The days in the URL, dd/MM/yyyy or ''. */
  from: string;
  end: string;
  /** Both days, dd/MM/yyyy or '' for an open end: the list asks again at once. */
  onChange: (from: string, end: string) => void;
}

const text = (day: Dayjs | null | undefined) => day?.format(DAY_FORMAT) ?? '';

/**
 * A console list's "Thời gian" filter (from, end: either may stay empty), shown from the URL and
 * sent as soon as it changes, as the tabs are. On a wide screen one range picker; on a phone two
 * day pickers side by side, each a one-month panel that opens from its own edge and stays on the
 * screen (components/list-filter's DateRangeItem reads the same).
 */
export function DateRangeFilter({ wide, from, end, onChange }: Props) {
  if (wide) {
    return (
      <Form.Item label="Thời gian">
        <DatePicker.RangePicker
          format={DAY_FORMAT}
          allowEmpty={[true, true]}
          placeholder={['Từ ngày', 'Đến ngày']}
          value={[toDay(from), toDay(end)]}
          onChange={(days) => onChange(text(days?.[0]), text(days?.[1]))}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item label="Thời gian">
      <div style={{ display: 'flex', gap: 8 }}>
        <DatePicker
          format={DAY_FORMAT}
          placeholder="Từ ngày"
          aria-label="Từ ngày"
          placement="bottomLeft"
          inputReadOnly
          value={toDay(from)}
          onChange={(day: Dayjs | null) => onChange(text(day), end)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <DatePicker
          format={DAY_FORMAT}
          placeholder="Đến ngày"
          aria-label="Đến ngày"
          placement="bottomRight"
          inputReadOnly
          value={toDay(end)}
          onChange={(day: Dayjs | null) => onChange(from, text(day))}
          style={{ flex: 1, minWidth: 0 }}
        />
      </div>
    </Form.Item>
  );
}
