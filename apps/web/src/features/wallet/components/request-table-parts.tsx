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

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number, pageSize: number) => void;
}

export const paginationOf = (paging: Paging, wide: boolean, noun: string) => ({
  current: paging.page,
  pageSize: paging.pageSize,
  total: paging.total,
  showSizeChanger: wide,
  size: wide ? ('medium' as const) : ('small' as const),
  showTotal: (total: number) => `Tổng ${total} ${noun}`,
  onChange: paging.onPage,
});
