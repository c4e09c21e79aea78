import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatVnd, type GoodsInVietnamRow } from '@app/shared';
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

const small = { fontSize: 12 } as const;

/** Orders and consignments waiting in a Vietnamese warehouse, to be chosen for one slip. */
export function GoodsTable({ rows, loading, chosen, onChoose, now }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  const code = (row: GoodsInVietnamRow) => (
    <div>
      <Link to={goodsCodePath(row.Code)}>{row.Code}</Link>
      <div>
        <Typography.Text type="secondary" style={small}>
          {row.KindName}
        </Typography.Text>
      </div>
    </div>
  );
  const storage = (row: GoodsInVietnamRow) => (
    <div>
      <StorageTag freeUntil={row.FreeStorageUntil} fee={row.StorageFee} now={now} />
      {row.StorageFee > 0 && (
        <div>
          <Typography.Text type="secondary" style={small}>
            Phí lưu kho {formatVnd(row.StorageFee)}
          </Typography.Text>
        </div>
      )}
    </div>
  );
  const columns: TableColumnsType<GoodsInVietnamRow> = [
    { title: 'Mã đơn', dataIndex: 'Code', width: 130, render: (_, row) => code(row) },
    {
      title: 'Kho',
      dataIndex: 'WarehouseName',
      width: 150,
      render: (_, row) => (
        <div>
          {row.WarehouseName}
          <div>
            <Typography.Text type="secondary" style={small}>
              Về kho {formatDate(row.ArrivedDate)}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Cân nặng',
      dataIndex: 'Weight',
      width: 100,
      align: 'right',
      render: (value: number) => formatKg(value),
    },
    { title: 'Lưu kho', key: 'storage', width: 230, render: (_, row) => storage(row) },
    {
      title: 'Còn phải trả',
      dataIndex: 'AmountDue',
      width: 130,
      align: 'right',
      render: (value: number) => <strong>{formatVnd(value)}</strong>,
    },
  ];
  const compact: TableColumnsType<GoodsInVietnamRow> = [
    {
      title: 'Chọn tất cả',
      key: 'all',
      render: (_, row) => (
        <div style={{ display: 'grid', gap: 4 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>
              <Link to={goodsCodePath(row.Code)}>
                <strong>{row.Code}</strong>
              </Link>{' '}
              <Typography.Text type="secondary" style={small}>
                {row.KindName}
              </Typography.Text>
            </span>
            <strong>{formatVnd(row.AmountDue)}</strong>
          </div>
          <Typography.Text type="secondary" style={small}>
            {row.WarehouseName} · về kho {formatDate(row.ArrivedDate)} · {formatKg(row.Weight)}
          </Typography.Text>
          {storage(row)}
        </div>
      ),
    },
  ];
  return (
    <Table<GoodsInVietnamRow>
      rowKey="Code"
      size="middle"
      columns={wide ? columns : compact}
      dataSource={rows}
      loading={loading}
      pagination={false}
      {...(wide && { scroll: { x: 800 } })}
      rowSelection={{
        selectedRowKeys: chosen,
        onChange: (keys) => onChoose(keys.map(String)),
      }}
    />
  );
}
