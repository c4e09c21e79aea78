import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { useWideScreen } from '../../../lib/use-wide-screen';

/** The columns' widths added up: the table scrolls sideways below it. */
const widthOf = <Row,>(columns: TableColumnsType<Row>) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);

/**
 * A list of a report (the customers who owe, the orders or parcels behind a figure): its columns,
 * each given its width, on every screen, scrolling sideways inside itself on a phone rather than
 * pushing the page wider; paged with the console's pager when `paging` is given.
 */
export function ReportListTable<Row extends object>({
  rows,
  columns,
  paging,
  loading,
  emptyText,
  rowKey = 'Id',
  summary,
}: {
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  /** A paged list: its page, and the noun the pager counts the total in ("đơn"). */
  paging?: Paging & { noun: string };
  loading?: boolean;
  emptyText: ReactNode;
  rowKey?: TableProps<Row>['rowKey'];
  /** The totals row. */
  summary?: TableProps<Row>['summary'];
}) {
  const wide = useWideScreen();
  return (
    <Table<Row>
      rowKey={rowKey}
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText }}
      pagination={paging ? paginationOf(paging, wide, paging.noun) : false}
      scroll={{ x: widthOf(columns) }}
      summary={summary}
    />
  );
}
