import { Button, Card, DatePicker, Segmented, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DAY_FORMAT, toDay } from '../../../lib/day-range';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { rangePresets, type DayRange, type GroupBy } from '../lib/report-period';

interface Props extends DayRange {
  groupBy: GroupBy;
  onRange: (range: DayRange) => void;
  onGroupBy: (groupBy: GroupBy) => void;
}

const groupOptions: { value: GroupBy; label: string }[] = [
  { value: 'day', label: 'Theo ngày' },
  { value: 'month', label: 'Theo tháng' },
];

const text = (day: Dayjs) => day.format(DAY_FORMAT);

/**
 * The reports' period: the days (a range picker with the usual choices on a wide screen; on a
 * phone two one-month pickers, whose panels fit its width, and the choices as buttons) and
 * whether a row is a day or a month.
 */
export function PeriodBar({ from, end, groupBy, onRange, onGroupBy }: Props) {
  const wide = useWideScreen();
  const presets = rangePresets();
  const start = toDay(from);
  const last = toDay(end);
  const pick = (first: Dayjs | null | undefined, second: Dayjs | null | undefined) => {
    if (!first || !second) return;
    // Two days picked the wrong way round on a phone: the earlier one starts the period.
    const [a, b] = first.isAfter(second) ? [second, first] : [first, second];
    onRange({ from: text(a), end: text(b) });
  };

  const days = wide ? (
    <DatePicker.RangePicker
      aria-label="Khoảng thời gian"
      format={DAY_FORMAT}
      allowClear={false}
      placeholder={['Từ ngày', 'Đến ngày']}
      value={[start, last]}
      presets={presets}
      onChange={(range) => pick(range?.[0], range?.[1])}
    />
  ) : (
    <div style={{ display: 'flex', gap: 8, width: '100%' }}>
      <DatePicker
        format={DAY_FORMAT}
        aria-label="Từ ngày"
        placeholder="Từ ngày"
        placement="bottomLeft"
        inputReadOnly
        allowClear={false}
        value={start}
        onChange={(day: Dayjs | null) => pick(day, last)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <DatePicker
        format={DAY_FORMAT}
        aria-label="Đến ngày"
        placeholder="Đến ngày"
        placement="bottomRight"
        inputReadOnly
        allowClear={false}
        value={last}
        onChange={(day: Dayjs | null) => pick(start, day)}
        style={{ flex: 1, minWidth: 0 }}
      />
    </div>
  );

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Typography.Text strong>Thời gian</Typography.Text>
        {days}
        {!wide && (
          <Space wrap size={[8, 8]}>
            {presets.map((preset) => (
              <Button
                key={preset.label}
                size="small"
                onClick={() => pick(preset.value[0], preset.value[1])}
              >
                {preset.label}
              </Button>
            ))}
          </Space>
        )}
        <Segmented<GroupBy>
          aria-label="Gộp số liệu"
          options={groupOptions}
          value={groupBy}
          onChange={onGroupBy}
        />
      </div>
    </Card>
  );
}
