import { Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  CustomerAccountState,
  customerAccountStateNames,
  formatDate,
  formatVnd,
  type AdminCustomerListRow,
} from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { CellLine } from '../../../components/cell-line';
import {
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
} from '../../../components/console-list';
import { adminKeys } from '../../../lib/query-keys';
import { compactColumn } from '../../../components/table-columns';

const lockTag = (row: AdminCustomerListRow) =>
  row.IsLocked ? <Tag color="red">Đã khóa</Tag> : <Tag color="green">Hoạt động</Tag>;

/** Who the customer is: the name over the email, each cut to one line (the whole on hover). */
const identity = (row: AdminCustomerListRow) => (
  <>
    <CellLine text={row.FullName || '—'} />
    <CellLine text={row.Email} secondary />
  </>
);

/** A phone as the customer typed it, on one line. */
const phone = (value: string) => (value ? <CellLine text={value} mono /> : '—');

const columns: TableColumnsType<AdminCustomerListRow> = [
  {
    title: 'Mã KH',
    dataIndex: 'Code',
    width: 100,
    render: (value: string) => <strong>{value}</strong>,
  },
  { title: 'Họ tên · email', key: 'identity', render: (_, row) => identity(row) },
  { title: 'Điện thoại', dataIndex: 'Phone', width: 140, render: phone },
  {
    title: 'Cấp',
    dataIndex: 'LevelName',
    width: 90,
    render: (value: string) => <CellLine text={value || '—'} />,
  },
  {
    title: 'Số dư',
    dataIndex: 'Balance',
    align: 'right',
    width: 140,
    render: (value: number) => <CellLine text={formatVnd(value)} />,
  },
  {
    title: 'Nhân viên hỗ trợ',
    dataIndex: 'SupporterName',
    width: 150,
    responsive: ['lg'],
    render: (value: string) => <CellLine text={value || '—'} />,
  },
  { title: 'Trạng thái', dataIndex: 'IsLocked', width: 110, render: (_, row) => lockTag(row) },
  {
    title: 'Ngày tạo',
    dataIndex: 'CreatedDate',
    width: 110,
    responsive: ['xxl'],
    render: (value: string) => formatDate(value),
  },
];

const compact = compactColumn<AdminCustomerListRow>('Khách hàng', (row) => (
  <>
    <CompactHead title={row.Code} tag={lockTag(row)} />
    {identity(row)}
    {row.Phone && <CellLine text={row.Phone} secondary />}
    <div>
      Số dư: {formatVnd(row.Balance)}
      {row.LevelName && ` · ${row.LevelName}`}
    </div>
  </>
));

/** Active accounts first (the ones staff work with), then the locked ones, then every account. */
const tabs = statusTabs(Object.values(CustomerAccountState), customerAccountStateNames);

export default function CustomersPage() {
  const navigate = useNavigate();
  const source = useConsoleList<AdminCustomerListRow>({
    path: 'admin/customers',
    queryKey: adminKeys.customers,
    tabs,
    defaultTab: String(CustomerAccountState.Active),
  });

  return (
    <>
      <ConsoleList<AdminCustomerListRow>
        title="Khách hàng"
        source={source}
        placeholder="Mã KH hoặc số, họ tên (có dấu hay không), email, 4 số điện thoại trở lên"
        searchWidth={460}
        table={{
          columns,
          compact,
          tableLayout: 'fixed',
          scrollX: 900,
          onRow: (row) => ({
            onClick: () => void navigate(adminCustomerPath(row.Id)),
            style: { cursor: 'pointer' },
          }),
          noun: 'khách hàng',
          emptyText: 'Không tìm thấy khách hàng',
        }}
      />
    </>
  );
}
