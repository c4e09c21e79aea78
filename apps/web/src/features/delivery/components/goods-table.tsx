import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatVnd, type GoodsInVietnamRow } from '@app/shared';
import { CellNote, Note } from '../../../components/cell-note';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import {
  compactColumn,
  figureColumn,
  notedColumn,
  selectAllTitle,
  strongVnd,
} from '../../../components/table-columns';
import { formatKg } from '../../../lib/units';
import { goodsCodePath } from '../../../lib/goods-code-path';
import { StorageTag } from './storage-tag';

interface Props {
  rows: GoodsInVietnamRow[];
  loading: boolean;
  /** The codes chosen (an order and a consignment may share an id, never a code). */
  chosen: string[];
  onChoose: (codes: string[]) => void;
  now: number;
}

/** Orders and consignments waiting in a Vietnamese warehouse, to be chosen for one slip. */
export function GoodsTable({ rows, loading, chosen, onChoose, now }: Props) {
  const storage = (row: GoodsInVietnamRow) => (
    <CellNote note={row.StorageFee > 0 && `Phí lưu kho ${formatVnd(row.StorageFee)}`}>
      <StorageTag freeUntil={row.FreeStorageUntil} fee={row.StorageFee} now={now} />
    </CellNote>
  );
  const columns: TableColumnsType<GoodsInVietnamRow> = [
    notedColumn(
      'Mã đơn',
      'Code',
      130,
      (row) => <Link to={goodsCodePath(row.Code)}>{row.Code}</Link>,
      (row) => row.KindName,
    ),
    notedColumn(
      'Kho',
      'WarehouseName',
      150,
      (row) => row.WarehouseName,
      (row) => `Về kho ${formatDate(row.ArrivedDate)}`,
    ),
    figureColumn('Cân nặng', 'Weight', formatKg, 100),
    { title: 'Lưu kho', key: 'storage', width: 230, render: (_, row) => storage(row) },
    figureColumn('Còn phải trả', 'AmountDue', strongVnd, 130),
  ];
  const compact = compactColumn<GoodsInVietnamRow>('Chọn tất cả', (row) => (
    <>
      <SpreadRow tight>
        <span>
          <Link to={goodsCodePath(row.Code)}>
            <strong>{row.Code}</strong>
          </Link>{' '}
          <Note>{row.KindName}</Note>
        </span>
        {strongVnd(row.AmountDue)}
      </SpreadRow>
      <Note>
        {row.WarehouseName} · về kho {formatDate(row.ArrivedDate)} · {formatKg(row.Weight)}
      </Note>
      {storage(row)}
    </>
  ));
  return (
    <ResponsiveTable<GoodsInVietnamRow>
      rows={rows}
      columns={columns}
      compact={compact}
      // The header stays on a phone too: its box chooses every row.
      showHeader
      rowKey="Code"
      loading={loading}
      scrollX={800}
      rowSelection={{
        columnTitle: selectAllTitle,
        selectedRowKeys: chosen,
        onChange: (keys) => onChoose(keys.map(String)),
      }}
    />
  );
}
