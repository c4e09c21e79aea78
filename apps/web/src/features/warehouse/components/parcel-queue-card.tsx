import { Card, Table, type TableColumnsType, type TableProps } from 'antd';
import type { AdminTransportRow } from '@app/shared';
import { paginationOf } from '../../../lib/pagination';
import type { useUrlList } from '../../../lib/use-url-list';
import { ParcelSearch } from './parcel-search';

interface Props {
  title: string;
  wide: boolean;
  /** The URL-synced search and page of the list. */
  list: ReturnType<typeof useUrlList<{ keyword: string }>>;
  columns: TableColumnsType<AdminTransportRow>;
  rows: AdminTransportRow[] | undefined;
  total: number;
  /** More parcels wait than the total counted (the console's COUNT_CAP). */
  capped?: boolean;
  loading: boolean;
  emptyText: string;
  rowKey?: 'Id' | 'TransportCode';
  rowSelection?: TableProps<AdminTransportRow>['rowSelection'];
}

/** Beside a scan box: the parcels still to scan, searchable by a whole code, paged by the URL. */
export function ParcelQueueCard({
  title,
  wide,
  list,
  columns,
  rows,
  total,
  capped,
  loading,
  emptyText,
  rowKey = 'Id',
  rowSelection,
}: Props) {
  return (
    <Card title={title}>
      <ParcelSearch
        keyword={list.filter.keyword}
        wide={wide}
        onSearch={(keyword) => list.set({ keyword })}
      />
      <Table<AdminTransportRow>
        rowKey={rowKey}
        size="small"
        columns={columns}
        showHeader={wide}
        dataSource={rows ?? []}
        loading={loading}
        rowSelection={rowSelection}
        pagination={paginationOf({ ...list.paging(total), capped }, wide, 'kiện')}
        locale={{ emptyText }}
      />
    </Card>
  );
}
