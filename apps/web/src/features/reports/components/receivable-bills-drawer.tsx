import { Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNumber, formatVnd, type ReceivableBill } from '@app/shared';
import { formatKg } from '../../../lib/units';
import { receivableBillsQuery } from '../api/reports';
import { BillCodeLink } from './bill-code-link';
import { ExportReportButton } from './export-report-button';
import { FigureText } from './figure-text';
import { ReportDrawer } from './report-drawer';
import { ReportListTable } from './report-list-table';

/** The customer whose unpaid bills the drawer lists, as the receivables table names them. */
export interface ReceivableCustomer {
  CustomerId: number;
  CustomerCode: string;
  FullName: string;
}

type Amount = keyof Pick<
  ReceivableBill,
  | 'Goods'
  | 'BuyerFee'
  | 'InlandShipping'
  | 'Shipping'
  | 'WoodenCrate'
  | 'OtherFees'
  | 'Refunds'
  | 'Total'
  | 'Paid'
  | 'Owed'
>;

/** The bill's money, column by column, and added up in the totals row. */
const amounts: { title: string; key: Amount }[] = [
  { title: 'Tiền hàng', key: 'Goods' },
  { title: 'Phí mua hàng', key: 'BuyerFee' },
  { title: 'Ship nội địa', key: 'InlandShipping' },
  { title: 'Phí vận chuyển', key: 'Shipping' },
  { title: 'Đóng gỗ', key: 'WoodenCrate' },
  { title: 'Phí khác', key: 'OtherFees' },
  { title: 'Hoàn tiền', key: 'Refunds' },
  { title: 'Tổng', key: 'Total' },
  { title: 'Đã trả', key: 'Paid' },
  { title: 'Còn nợ', key: 'Owed' },
];

const columns: TableColumnsType<ReceivableBill> = [
  {
    title: 'Mã',
    dataIndex: 'Code',
    width: 110,
    fixed: 'left',
    render: (code: string) => <BillCodeLink code={code} />,
  },
  { title: 'Trạng thái', dataIndex: 'StatusName', width: 130 },
  {
    title: 'Ngày tạo',
    dataIndex: 'CreatedDate',
    width: 100,
    render: (value: string) => formatDate(value),
  },
  {
    title: 'Ngày về VN',
    dataIndex: 'ArrivedDate',
    width: 100,
    render: (value: string) => (value ? formatDate(value) : 'Chưa về'),
  },
  ...amounts.map((amount): TableColumnsType<ReceivableBill>[number] => ({
    title: amount.title,
    dataIndex: amount.key,
    width: 100,
    align: 'right',
    render: (value: number) => <FigureText value={value} strong={amount.key === 'Owed'} />,
  })),
  {
    title: 'Cân nặng',
    dataIndex: 'ChargedKg',
    width: 100,
    align: 'right',
    render: (kg: number) => formatKg(kg),
  },
];

const sum = (bills: readonly ReceivableBill[], key: Amount | 'ChargedKg') =>
  bills.reduce((total, bill) => total + bill[key], 0);

/** One customer's bills not paid in full, each fee and the totals under them. */
function CustomerBills({ customer }: { customer: ReceivableCustomer }) {
  const { data, isPending } = useQuery(receivableBillsQuery(customer.CustomerId));
  const bills = data?.Items ?? [];
  const owed = sum(bills, 'Owed');
  return (
    <>
      {data && (
        <Typography.Paragraph>
          Số dư ví <strong>{formatVnd(data.Balance)}</strong>;{' '}
          <strong>{formatNumber(bills.length)} đơn</strong> chưa trả đủ, còn nợ{' '}
          <Typography.Text strong type="danger">
            {formatVnd(owed)}
          </Typography.Text>
          . Số tiền tính bằng đồng (₫).
        </Typography.Paragraph>
      )}
      <ReportListTable<ReceivableBill>
        rowKey="Code"
        rows={bills}
        columns={columns}
        loading={isPending}
        emptyText="Không có đơn nào còn nợ"
        summary={() =>
          bills.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>Tổng cộng</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} colSpan={3} />
              {amounts.map((amount, index) => (
                <Table.Summary.Cell key={amount.key} index={index + 4} align="right">
                  <FigureText value={sum(bills, amount.key)} strong />
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={amounts.length + 4} align="right">
                <strong>{formatKg(sum(bills, 'ChargedKg'))}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </>
  );
}

/** The drawer opened from a customer's "Còn nợ"; `customer` null: closed. */
export function ReceivableBillsDrawer({
  customer,
  onClose,
}: {
  customer: ReceivableCustomer | null;
  onClose: () => void;
}) {
  return (
    <ReportDrawer
      open={customer !== null}
      onClose={onClose}
      title={customer ? `Công nợ: ${customer.CustomerCode} – ${customer.FullName}` : 'Công nợ'}
      extra={
        customer && (
          <ExportReportButton
            report="receivables/bills"
            query={{ customerId: customer.CustomerId }}
          />
        )
      }
    >
      {customer && <CustomerBills key={customer.CustomerId} customer={customer} />}
    </ReportDrawer>
  );
}
