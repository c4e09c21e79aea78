import { Select } from 'antd';
import { statusOptions } from './request-status-tag';

/** Status filter shared by the deposit and withdrawal request lists. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Select
      aria-label="Lọc theo trạng thái"
      value={value}
      options={statusOptions}
      onChange={onChange}
      style={{ width: 200, marginBottom: 12 }}
    />
  );
}
