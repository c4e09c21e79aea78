import { Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCny, formatDate, formatNumber, formatVnd, type ProfitOrder } from '@app/shared';
import { adminOrderPath } from '../../../app/routes';
import { formatKg } from '../../../lib/units';
import { rateText } from '../../rates';
import { profitOrdersQuery } from '../api/reports';
import type { DayRange } from '../lib/report-period';
import { usePaging } from '../lib/use-paging';
import { CustomerCodeLink } from './customer-code-link';
import { FigureText } from './figure-text';
import { ReportDrawer } from './report-drawer';
import { ReportHead } from './report-head';
import { ReportListTable } from './report-list-table';

/** A count of orders of the profit report, opened onto the orders behind it. */
export interface ProfitFigure extends DayRange {
  /** What the count is: "Đơn mua ngày 05/11/2026". */
  title: string;
  orders: number;
  profit: number;
}

const money = (value: number) => <FigureText value={value} />;
const yuan = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatCny(value)}</span>;

const columns: TableColumnsType<ProfitOrder> = [
  {
    title: 'Mã đơn',
    dataIndex: 'Code',
    width: 110,
    fixed: 'left',
    render: (code: string, order) => <Link to={adminOrderPath(order.Id)}>{code}</Link>,
  },
  {
    title: 'Khách hàng',
    dataIndex: 'CustomerCode',
    width: 110,
    render: (code: string) => <CustomerCodeLink code={code} />,
  },
  {
    title: 'Ngày mua',
    dataIndex: 'BoughtDate',
    width: 100,
    render: (value: string) => formatDate(value),
  },
  { title: 'Trạng thái', dataIndex: 'StatusName', width: 130 },
  { title: 'Khách trả', dataIndex: 'Charged', width: 110, align: 'right', render: money },
  { title: 'Tiền hàng shop', dataIndex: 'ShopGoodsCNY', width: 110, align: 'right', render: yuan },
  { title: 'Ship nội địa', dataIndex: 'ShopInlandCNY', width: 100, align: 'right', render: yuan },
  {
    title: 'Tỷ giá mua',
    dataIndex: 'BuyingRate',
    width: 130,
    align: 'right',
    render: (rate: number) => rateText(rate),
  },
  { title: 'Tiền trả shop', dataIndex: 'ShopCost', width: 110, align: 'right', render: money },
  {
    title: 'Cân nặng',
    dataIndex: 'ChargedKg',
    width: 100,
    align: 'right',
    render: (kg: number) => formatKg(kg),
  },
  { title: 'Cước', dataIndex: 'Freight', width: 100, align: 'right', render: money },
  {
    title: 'Lợi nhuận',
    dataIndex: 'Profit',
    width: 110,
    align: 'right',
    render: (value: number) => <FigureText value={value} strong />,
  },
];

/** The orders bought in the figure's days, newest first, a page at a time. */
function FigureOrders({ figure }: { figure: ProfitFigure }) {
  const { query, paging } = usePaging();
  // What the list and its export are both asked: one object, so the file holds the rows shown.
  const asked = { from: figure.from, end: figure.end };
  const { data, isFetching } = useQuery(profitOrdersQuery({ ...asked, ...query }));
  const days =
    figure.from === figure.end ? `ngày ${figure.from}` : `từ ${figure.from} đến ${figure.end}`;
  return (
    <>
      <ReportHead report="profit/orders" query={asked} total={data?.Total}>
        <strong>{formatNumber(figure.orders)} đơn</strong> mua {days}, lợi nhuận{' '}
        <Typography.Text strong type={figure.profit < 0 ? 'danger' : undefined}>
          {formatVnd(figure.profit)}
        </Typography.Text>
        . Tiền hàng và ship nội địa trả shop tính bằng nhân dân tệ (¥), đổi sang đồng theo tỷ giá
        mua; các số tiền khác tính bằng đồng (₫).
      </ReportHead>
      <ReportListTable<ProfitOrder>
        rows={data?.Items ?? []}
        columns={columns}
        loading={isFetching}
        emptyText="Không có đơn nào"
        paging={{ ...paging(data?.Total ?? 0), noun: 'đơn' }}
      />
    </>
  );
}

/** The drawer opened from a count of orders of the profit table; `figure` null: closed. */
export function ProfitOrdersDrawer({
  figure,
  onClose,
}: {
  figure: ProfitFigure | null;
  onClose: () => void;
}) {
  return (
    <ReportDrawer
      open={figure !== null}
      onClose={onClose}
      title={figure ? `Chi tiết: ${figure.title}` : 'Chi tiết'}
    >
      {figure && <FigureOrders key={`${figure.from}-${figure.end}`} figure={figure} />}
    </ReportDrawer>
  );
}
