import { Card, Descriptions, Grid, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  OrderShipStatus,
  formatCny,
  formatDateTime,
  formatVnd,
  orderShipStatusNames,
  type AdminOrderShipRow,
} from '@app/shared';
import { adminParcelSearchPath } from '../../../app/routes';
import {
  CodeAndDate,
  CompactHead,
  ConsoleFilterBar,
  ConsoleTable,
  statusOptions,
} from '../../../components/console-list';
import { PageTitle } from '../../../components/page-title';
import { ConsignmentStatusTag } from '../../../components/status-tags';
import { useUrlList } from '../../../lib/use-url-list';
import { formatKg } from '../../../lib/units';
import { adminConsignmentsQuery } from '../api/warehouse';

const statuses = statusOptions(Object.values(OrderShipStatus), orderShipStatusNames);

/** Its tracking numbers, each opening the parcel list found by it. */
function TrackingNumbers({ codes }: { codes: string[] }) {
  if (codes.length === 0) return <Typography.Text type="secondary">Chưa có mã</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {codes.map((code) => (
        <Link key={code} to={adminParcelSearchPath(code)}>
          <Tag style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}>{code}</Tag>
        </Link>
      ))}
    </Space>
  );
}

const options = (row: AdminOrderShipRow) =>
  row.IsWoodenCrate || row.IsInsurance ? (
    <>
      {row.IsWoodenCrate && <Tag color="gold">Đóng gỗ</Tag>}
      {row.IsInsurance && <Tag color="cyan">Bảo hiểm</Tag>}
    </>
  ) : (
    'Không'
  );

const money = (row: AdminOrderShipRow) => (
  <div style={{ textAlign: 'right' }}>
    <div>{formatVnd(row.TotalAmount)}</div>
    {row.AmountDue > 0 && (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        Còn nợ {formatVnd(row.AmountDue)}
      </Typography.Text>
    )}
  </div>
);

/** Every customer's consignments (đơn ký gửi), by status and code, with their parcels' numbers. */
export default function ConsignmentsPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({ status: '', keyword: '' });
  const { data, isFetching } = useQuery(
    adminConsignmentsQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );

  const columns: TableColumnsType<AdminOrderShipRow> = [
    {
      title: 'Mã ký gửi',
      dataIndex: 'Code',
      width: 130,
      render: (value: string, row) => <CodeAndDate code={value} date={row.CreatedDate} />,
    },
    { title: 'Khách hàng', dataIndex: 'CustomerCode', width: 110 },
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 200,
      render: (_, row) => <ConsignmentStatusTag status={row.Status} name={row.StatusName} />,
    },
    {
      title: 'Mã vận đơn',
      dataIndex: 'TransportCodes',
      render: (codes: string[]) => <TrackingNumbers codes={codes} />,
    },
    { title: 'Kho đích', dataIndex: 'WarehouseName', width: 140 },
    {
      title: 'Cân nặng',
      dataIndex: 'Weight',
      width: 100,
      align: 'right',
      render: (value: number | null) => formatKg(value),
    },
    {
      title: 'Tổng tiền',
      key: 'amount',
      width: 150,
      align: 'right',
      render: (_, row) => money(row),
    },
  ];

  const compact: TableColumnsType<AdminOrderShipRow> = [
    {
      title: 'Đơn ký gửi',
      key: 'all',
      render: (_, row) => (
        <div>
          <CompactHead
            title={`${row.Code} · ${row.CustomerCode}`}
            tag={<ConsignmentStatusTag status={row.Status} name={row.StatusName} />}
          />
          <TrackingNumbers codes={row.TransportCodes} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.WarehouseName} · {formatKg(row.Weight)} · {formatVnd(row.TotalAmount)}
              {row.AmountDue > 0 && ` · còn nợ ${formatVnd(row.AmountDue)}`} ·{' '}
              {formatDateTime(row.CreatedDate)}
            </Typography.Text>
          </div>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Đơn ký gửi" />
      <Card>
        <ConsoleFilterBar
          wide={wide}
          list={list}
          status={{ key: 'status', options: statuses, width: 240 }}
          placeholder="Mã ký gửi, mã vận đơn hoặc mã khách (đủ mã)"
          searchWidth={360}
        />
        <ConsoleTable<AdminOrderShipRow>
          wide={wide}
          columns={columns}
          compact={compact}
          rows={data?.Items}
          loading={isFetching}
          expand={(row) => (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'items', label: 'Số mặt hàng', children: row.ItemCount },
                {
                  key: 'declared',
                  label: 'Giá trị khai báo',
                  children: formatCny(row.DeclaredCNY),
                },
                { key: 'options', label: 'Dịch vụ', children: options(row) },
                { key: 'paid', label: 'Đã thanh toán', children: formatVnd(row.PaidAmount) },
                { key: 'due', label: 'Còn nợ', children: formatVnd(row.AmountDue) },
                { key: 'note', label: 'Ghi chú', children: row.Note || '—' },
              ]}
            />
          )}
          scrollX={1000}
          paging={list.paging(data?.Total ?? 0)}
          noun="đơn ký gửi"
          emptyText="Không có đơn ký gửi"
        />
      </Card>
    </>
  );
}
