import { Descriptions, Space, Tag, Typography, type TableColumnsType } from 'antd';
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
  ConsoleList,
  statusTabs,
  useConsoleList,
  waitingTab,
} from '../../../components/console-list';
import { ConsignmentStatusTag } from '../../../components/status-tags';
import { adminKeys } from '../../../lib/query-keys';
import { formatKg } from '../../../lib/units';
import { compactColumn } from '../../../components/table-columns';

/**
 * The warehouses' share first: consignments whose parcels are expected in China or on their way
 * to Vietnam; the first parcel shipped keeps it on the tab until all are received.
 */
const tabs = statusTabs(Object.values(OrderShipStatus), orderShipStatusNames, [
  waitingTab('Chưa về kho VN', [OrderShipStatus.AwaitingChina, OrderShipStatus.InTransit]),
]);

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

/**
 * Every customer's consignments (đơn ký gửi) by status tab, found by code, a tracking number's
 * tail or the customer, with their parcels' numbers.
 */
export default function ConsignmentsPage() {
  const source = useConsoleList<AdminOrderShipRow>({
    path: 'admin/orderships',
    queryKey: adminKeys.consignments,
    tabs,
    defaultTab: 'waiting',
  });

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

  const compact = compactColumn<AdminOrderShipRow>('Đơn ký gửi', (row) => (
    <>
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
    </>
  ));

  return (
    <>
      <ConsoleList<AdminOrderShipRow>
        title="Đơn ký gửi"
        source={source}
        placeholder="Mã ký gửi, mã vận đơn (hoặc 4 ký tự cuối), khách hàng"
        searchWidth={360}
        table={{
          columns,
          compact,
          expand: (row) => (
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
          ),
          scrollX: 1000,
          noun: 'đơn ký gửi',
          emptyText: 'Không có đơn ký gửi',
        }}
      />
    </>
  );
}
