import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * When a rate starts: a day and time in the days to come, or left empty for "now" (the moment the
 * server takes it, so a form left open a while never sends a time already past).
 */
export function EffectiveFromPicker({
  value,
  onChange,
  id,
  label,
}: {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  id?: string;
  label: string;
}) {
  return (
    <DatePicker
      id={id}
      aria-label={label}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={FORMAT}
      placeholder="Ngay bây giờ"
      allowClear
      inputReadOnly
      value={value ?? null}
      onChange={(next: Dayjs | null) => onChange?.(next)}
      disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
      style={{ width: '100%' }}
    />
  );
}

/** The moment picked, as the server takes it (ISO 8601); undefined for "now". */
export const effectiveFromValue = (value: Dayjs | null | undefined) =>
  value ? value.toDate().toISOString() : undefined;
