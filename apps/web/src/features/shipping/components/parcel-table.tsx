import type { MouseEvent, ReactNode } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatVnd, type TransportRow } from '@app/shared';
import { transportPath } from '../../../app/routes';
import { CellNote, Note, facts } from '../../../components/cell-note';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import { ParcelStatusTag } from '../../../components/status-tags';
import { compactColumn, figureColumn, notedColumn } from '../../../components/table-columns';
import type { Paging } from '../../../lib/pagination';
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
    <CellNote note={row.FeeFormula}>
      <Typography.Text strong>{formatVnd(row.Fee)}</Typography.Text>
    </CellNote>
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
    figureColumn('Cân thực', 'Weight', formatKg, 85),
    {
      ...notedColumn<TransportRow>(
        'Cân quy đổi',
        'VolumeWeight',
        105,
        (row) => formatKg(row.VolumeWeight),
        formatSize,
      ),
      align: 'right',
    },
    figureColumn(
      'Cân tính phí',
      'ChargedWeight',
      (value) => <Typography.Text strong>{formatKg(value)}</Typography.Text>,
      100,
    ),
    { title: 'Phí vận chuyển', key: 'fee', width: 200, render: (_, row) => <Fee row={row} /> },
    notedColumn(
      'Kho / Ngày',
      'WarehouseName',
      130,
      (row) => row.WarehouseName || '—',
      (row) =>
        row.ArrivedDate
          ? `Về kho VN ${formatDate(row.ArrivedDate)}`
          : `Tạo ${formatDate(row.CreatedDate)}`,
    ),
  ];
}

/** On phones each parcel is one card: who, where, how heavy, what it costs. */
const compactColumns = (showOwner: boolean) =>
  compactColumn<TransportRow>(
    'Kiện hàng',
    (row) => (
      <>
        <SpreadRow tight>
          <Typography.Text strong>
            <Link to={transportPath(row.Id)}>{row.Code}</Link>
            {showOwner && row.OrderCode && <> · {ownerLink(row)}</>}
          </Typography.Text>
          <ParcelStatusTag status={row.Status} name={row.StatusName} />
        </SpreadRow>
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
        <Note>
          {facts(
            row.WarehouseName,
            row.ArrivedDate
              ? `về kho VN ${formatDate(row.ArrivedDate)}`
              : `tạo ${formatDate(row.CreatedDate)}`,
          )}
        </Note>
      </>
    ),
    2,
  );

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
  const navigate = useNavigate();
  return (
    <ResponsiveTable<TransportRow>
      rows={rows}
      columns={columnsOf(showOwner)}
      compact={compactColumns(showOwner)}
      narrow={compact}
      loading={loading}
      scrollX={showOwner ? 1010 : 910}
      paging={paging && { ...paging, noun: 'kiện' }}
      emptyText={emptyText}
      onRow={(row) => ({
        onClick: (event: MouseEvent<HTMLElement>) => {
          if (opensParcel(event)) void navigate(transportPath(row.Id));
        },
        style: { cursor: 'pointer' },
      })}
    />
  );
}
