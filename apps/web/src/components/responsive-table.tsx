import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { paginationOf, type Paging } from '../lib/pagination';
import { useWideScreen } from '../lib/use-wide-screen';

type Props<Row> = Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'scroll'> & {
  rows: readonly Row[];
  /** The columns on a wide screen. */
  columns: TableColumnsType<Row>;
  /** One column showing the whole row on a phone, without a header; none: the columns everywhere. */
  compact?: TableColumnsType<Row>;
  /** How wide the wide columns need to be before the table scrolls sideways. */
  scrollX?: number;
  /** A paged list: its page, and the noun the pager counts the total in ("đơn hàng"). */
  paging?: Paging & { noun: string };
  emptyText?: ReactNode;
  /** The phone's cells even on a wide screen, for a narrow column of a page. */
  narrow?: boolean;
};

/**
 * A portal or console table: its columns on a wide screen, one cell a row on a phone (nothing
 * scrolls sideways there), the phone's smaller pager. Any Table prop given overrides the defaults
 * (a list with checkboxes keeps its header on a phone, for "select all").
 */
export function ResponsiveTable<Row extends object>({
  rows,
  columns,
  compact,
  scrollX,
  paging,
  emptyText,
  narrow = false,
  ...table
}: Props<Row>) {
  const wide = useWideScreen() && !narrow;
  const cells = wide || !compact ? columns : compact;
  return (
    <Table<Row>
      rowKey="Id"
      size="middle"
      showHeader={cells === columns}
      pagination={paging ? paginationOf(paging, wide, paging.noun) : false}
      {...(emptyText !== undefined && { locale: { emptyText } })}
      {...table}
      columns={cells}
      dataSource={rows}
      {...(wide && scrollX !== undefined && { scroll: { x: scrollX } })}
    />
  );
}
