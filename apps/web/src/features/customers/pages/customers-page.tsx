import { Card, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDate, formatVnd, type AdminCustomerRow } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { customersQuery } from '../api/get-customers';
import { CellLine } from '../../../components/cell-line';
import { ListSearch } from '../../../components/console-list';
import { PageHeading } from '../../../components/page-title';
import { paginationOf } from '../../../lib/pagination';
import { useUrlList } from '../../../lib/use-url-list';

const lockTag = (row: AdminCustomerRow) =>
  row.IsLocked ? <Tag color="red">Đã khóa</Tag> : <Tag color="green">Hoạt động</Tag>;

/** Who the customer is: the name over the email, each cut to one line (the whole on hover). */
const identity = (row: AdminCustomerRow) => (
  <>
    <CellLine text={row.FullName || '—'} />
    <CellLine text={row.Email} secondary />
  </>
);

/** A phone as the customer typed it, on one line. */
const phone = (value: string) => (value ? <CellLine text={value} mono /> : '—');

const columns: TableColumnsType<AdminCustomerRow> = [
  {
    title: 'Mã KH',
    dataIndex: 'Code',
    width: 100,
    render: (value: string) => <strong>{value}</strong>,
  },
  { title: 'Họ tên · email', key: 'identity', render: (_, row) => identity(row) },
  { title: 'Điện thoại', dataIndex: 'Phone', width: 140, render: phone },
  { title: 'Cấp', dataIndex: 'Level', width: 56, align: 'center' },
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

const compact: TableColumnsType<AdminCustomerRow> = [
  {
    title: 'Khách hàng',
    key: 'all',
    render: (_, row) => (
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{row.Code}</Typography.Text>
          {lockTag(row)}
        </div>
        {identity(row)}
        {row.Phone && <CellLine text={row.Phone} secondary />}
        <div>Số dư: {formatVnd(row.Balance)}</div>
      </div>
    ),
  },
];

export default function CustomersPage() {
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({ keyword: '' });
  const { data, isFetching } = useQuery(
    customersQuery({ keyword: list.filter.keyword, skip: list.skip, take: list.take }),
  );

  return (
    <>
      <PageHeading>Khách hàng</PageHeading>
      <Card>
        <ListSearch
          label="Tìm khách hàng"
          placeholder="Mã KH, họ tên (có dấu hay không), email hoặc số điện thoại"
          keyword={list.filter.keyword}
          onSearch={(keyword) => list.set({ keyword })}
          maxWidth={520}
        />
        <Table<AdminCustomerRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          tableLayout="fixed"
          {...(wide && { scroll: { x: 860 } })}
          onRow={(row) => ({
            onClick: () => void navigate(adminCustomerPath(row.Id)),
            style: { cursor: 'pointer' },
          })}
          pagination={paginationOf(list.paging(data?.Total ?? 0), wide, 'khách hàng')}
          locale={{ emptyText: 'Không tìm thấy khách hàng' }}
        />
      </Card>
    </>
  );
}
