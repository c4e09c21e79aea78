import type { MouseEvent, ReactNode } from 'react';
import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatVnd, type TransportRow } from '@app/shared';
import { transportPath } from '../../../app/routes';
import { ParcelStatusTag } from '../../../components/status-tags';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { formatKg, formatSize } from '../../../lib/units';
import { goodsCodePath } from '../../../lib/goods-code-path';

interface Props {
  rows: TransportRow[];
  loading?: boolean;
  /** The list's pager; a consignment's few parcels show without one. */
  paging?: Paging;
  /** Whether to show the order or consignment each parcel belongs to. */
  showOwner?: boolean;
  /** Cards even on wide screens, for a narrow column of a page. */
  compact?: boolean;
  emptyText: ReactNode;
}

const small = { fontSize: 12 } as const;

/** The fee, or why there is none yet; the formula says how it was reached. */
function Fee({ row }: { row: TransportRow }) {
  if (row.ChargedWeight === null) {
    return <Typography.Text type="secondary">Chưa cân</Typography.Text>;
  }
  return (
    <div>
      <Typography.Text strong>{formatVnd(row.Fee)}</Typography.Text>
      {row.FeeFormula && (
        <div>
          <Typography.Text type="secondary" style={small}>
            {row.FeeFormula}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

const ownerLink = (row: TransportRow) =>
  row.OrderCode ? <Link to={goodsCodePath(row.OrderCode)}>{row.OrderCode}</Link> : '—';

function columnsOf(showOwner: boolean): TableColumnsType<TransportRow> {
  return [
    {
      title: 'Kiện / Mã vận đơn',
      dataIndex: 'Code',
      width: 160,
      render: (_, row) => (
        <div>
          <Link to={transportPath(row.Id)}>{row.Code}</Link>
          <div>
            <Typography.Text copyable style={small}>
              {row.TransportCode}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    ...(showOwner
      ? [
          {
            title: 'Đơn',
            dataIndex: 'OrderCode',
            width: 100,
            render: (_: string, row: TransportRow) => ownerLink(row),
          },
        ]
      : []),
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 130,
      render: (_, row) => <ParcelStatusTag status={row.Status} name={row.StatusName} />,
    },
    {
      title: 'Cân thực',
      dataIndex: 'Weight',
      width: 85,
      align: 'right',
      render: (value: number | null) => formatKg(value),
    },
    {
      title: 'Cân quy đổi',
      dataIndex: 'VolumeWeight',
      width: 105,
      align: 'right',
      render: (value: number | null, row) => (
        <div>
          {formatKg(value)}
          {formatSize(row) && (
            <div>
              <Typography.Text type="secondary" style={small}>
                {formatSize(row)}
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    {
      title: 'Cân tính phí',
      dataIndex: 'ChargedWeight',
      width: 100,
      align: 'right',
      render: (value: number | null) => <Typography.Text strong>{formatKg(value)}</Typography.Text>,
    },
    { title: 'Phí vận chuyển', key: 'fee', width: 200, render: (_, row) => <Fee row={row} /> },
    {
      title: 'Kho / Ngày',
      dataIndex: 'WarehouseName',
      width: 130,
      render: (_, row) => (
        <div>
          {row.WarehouseName || '—'}
          <div>
            <Typography.Text type="secondary" style={small}>
              {row.ArrivedDate
                ? `Về kho VN ${formatDate(row.ArrivedDate)}`
                : `Tạo ${formatDate(row.CreatedDate)}`}
            </Typography.Text>
          </div>
        </div>
      ),
    },
  ];
}

/** On phones each parcel is one card: who, where, how heavy, what it costs. */
function compactColumns(showOwner: boolean): TableColumnsType<TransportRow> {
  return [
    {
      title: 'Kiện hàng',
      key: 'all',
      render: (_, row) => (
        <div style={{ display: 'grid', gap: 2 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong>
              <Link to={transportPath(row.Id)}>{row.Code}</Link>
              {showOwner && row.OrderCode && <> · {ownerLink(row)}</>}
            </Typography.Text>
            <ParcelStatusTag status={row.Status} name={row.StatusName} />
          </div>
          <Typography.Text copyable style={small}>
            {row.TransportCode}
          </Typography.Text>
          {row.ChargedWeight !== null && (
            <Typography.Text style={small}>
              Cân thực {formatKg(row.Weight)} · quy đổi {formatKg(row.VolumeWeight)} · tính phí{' '}
              <strong>{formatKg(row.ChargedWeight)}</strong>
            </Typography.Text>
          )}
          <Fee row={row} />
          <Typography.Text type="secondary" style={small}>
            {[
              row.WarehouseName,
              row.ArrivedDate
                ? `về kho VN ${formatDate(row.ArrivedDate)}`
                : `tạo ${formatDate(row.CreatedDate)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </div>
      ),
    },
  ];
}

/** A click on the row opens the parcel, except on a link or the copy button inside it. */
const opensParcel = (event: MouseEvent<HTMLElement>) =>
  !(event.target as HTMLElement).closest('a, button, [role="button"]');

/** Parcels with their three weights and the fee formula; a click opens the parcel's page. */
export function ParcelTable({
  rows,
  loading = false,
  paging,
  showOwner = true,
  compact = false,
  emptyText,
}: Props) {
  const wide = Grid.useBreakpoint().md !== false && !compact;
  const navigate = useNavigate();
  return (
    <Table<TransportRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columnsOf(showOwner) : compactColumns(showOwner)}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: showOwner ? 1010 : 910 } })}
      pagination={paging ? paginationOf(paging, wide, 'kiện') : false}
      onRow={(row) => ({
        onClick: (event: MouseEvent<HTMLElement>) => {
          if (opensParcel(event)) void navigate(transportPath(row.Id));
        },
        style: { cursor: 'pointer' },
      })}
      locale={{ emptyText }}
    />
  );
}
