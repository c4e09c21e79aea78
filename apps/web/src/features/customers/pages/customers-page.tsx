import { Card, Grid, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDate, formatVnd, type AdminCustomerRow } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { customersQuery } from '../api/get-customers';
import { PageHeading } from '../../../components/page-title';
import { paginationOf } from '../../../lib/pagination';
import { useUrlList } from '../../../lib/use-url-list';

const lockTag = (row: AdminCustomerRow) =>
  row.IsLocked ? <Tag color="red">Đã khóa</Tag> : <Tag color="green">Hoạt động</Tag>;

const columns: TableColumnsType<AdminCustomerRow> = [
  { title: 'Mã KH', dataIndex: 'Code', width: 110 },
  { title: 'Họ tên', dataIndex: 'FullName', render: (value: string) => value || '—' },
  { title: 'Email', dataIndex: 'Email' },
  { title: 'Điện thoại', dataIndex: 'Phone', width: 130 },
  { title: 'Cấp', dataIndex: 'Level', width: 70, align: 'center' },
  {
    title: 'Số dư',
    dataIndex: 'Balance',
    align: 'right',
    width: 140,
    render: (value: number) => formatVnd(value),
  },
  {
    title: 'Nhân viên hỗ trợ',
    dataIndex: 'SupporterName',
    render: (value: string) => value || '—',
  },
  { title: 'Trạng thái', dataIndex: 'IsLocked', width: 110, render: (_, row) => lockTag(row) },
  {
    title: 'Ngày tạo',
    dataIndex: 'CreatedDate',
    width: 110,
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
        <div>{row.FullName}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.Email} · {row.Phone}
        </Typography.Text>
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
        <Input.Search
          key={list.filter.keyword}
          aria-label="Tìm khách hàng"
          placeholder="Mã khách hàng (KH000002), đầu email hoặc số điện thoại"
          defaultValue={list.filter.keyword}
          allowClear
          enterButton="Tìm kiếm"
          maxLength={100}
          style={{ maxWidth: 520, marginBottom: 16 }}
          onSearch={(value) => list.set({ keyword: value.trim() })}
        />
        <Table<AdminCustomerRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          {...(wide && { scroll: { x: 1000 } })}
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
