import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { Paging } from '../lib/pagination';
import { ResponsiveTable } from './responsive-table';

/** What a list page hands its table: the page of rows, the pager, what shows when there are none. */
export interface TablePage<Row> extends Paging {
  rows: readonly Row[];
  loading: boolean;
  emptyText?: ReactNode;
}

/**
 * A paged list's table component, made once from its columns (wide screens) and its one compact
 * column (phones); `noun` counts the total in the pager.
 */
export function pagedTable<Row extends object>(
  columns: TableColumnsType<Row>,
  compact: TableColumnsType<Row>,
  look: { scrollX: number; noun: string; emptyText?: ReactNode },
) {
  return function PagedTable({
    rows,
    loading,
    emptyText = look.emptyText,
    ...paging
  }: TablePage<Row>) {
    return (
      <ResponsiveTable<Row>
        rows={rows}
        columns={columns}
        compact={compact}
        loading={loading}
        scrollX={look.scrollX}
        paging={{ ...paging, noun: look.noun }}
        emptyText={emptyText}
      />
    );
  };
}
