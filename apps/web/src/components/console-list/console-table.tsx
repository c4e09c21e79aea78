import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { paginationOf, type Paging } from '../../lib/pagination';

type Props<Row> = Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'locale'> & {
  wide: boolean;
  /** The columns on a wide screen. */
  columns: TableColumnsType<Row>;
  /** One column that shows the whole row on a phone, headerless. */
  compact: TableColumnsType<Row>;
  rows: Row[] | undefined;
  /** The URL-synced page (useUrlList's paging) once the total is known. */
  paging: Paging;
  /** What the pager counts ("đơn hàng", "kiện"). */
  noun: string;
  emptyText: string;
  /** How wide the wide columns need to be before the table scrolls. */
  scrollX?: number;
  /** What a row unfolds to when clicked (the arrow column shows on a wide screen only). */
  expand?: (row: Row) => ReactNode;
};

/** A console list's table: wide columns or one compact column, paged by the URL. */
export function ConsoleTable<Row extends object>({
  wide,
  columns,
  compact,
  rows,
  paging,
  noun,
  emptyText,
  scrollX,
  expand,
  ...table
}: Props<Row>) {
  return (
    <Table<Row>
      rowKey="Id"
      size="middle"
      {...table}
      columns={wide ? columns : compact}
      showHeader={wide}
      dataSource={rows ?? []}
      {...(wide && scrollX !== undefined && { scroll: { x: scrollX } })}
      {...(expand && {
        expandable: { expandedRowRender: expand, expandRowByClick: true, showExpandColumn: wide },
      })}
      pagination={paginationOf(paging, wide, noun)}
      locale={{ emptyText }}
    />
  );
}
