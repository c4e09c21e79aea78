import { useState } from 'react';
import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PAGE, formatDateTime, formatVnd, type TransactionRow } from '@app/shared';
import { customerLedgerQuery } from '../api/get-customers';

const amount = (value: number) => (
  <Typography.Text type={value < 0 ? 'danger' : 'success'}>
    {value > 0 ? '+' : ''}
    {formatVnd(value)}
  </Typography.Text>
);

const columns: TableColumnsType<TransactionRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  { title: 'Loại', dataIndex: 'TypeName', width: 160 },
  { title: 'Số tiền', dataIndex: 'Amount', align: 'right', width: 140, render: amount },
  {
    title: 'Số dư sau',
    dataIndex: 'BalanceAfter',
    align: 'right',
    width: 140,
    render: (v: number) => formatVnd(v),
  },
  { title: 'Mã', dataIndex: 'OrderCode', width: 120, render: (v: string) => v || '—' },
  { title: 'Ghi chú', dataIndex: 'Note' },
];

const compact: TableColumnsType<TransactionRow> = [
  {
    title: 'Giao dịch',
    key: 'all',
    render: (_, row) => (
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{row.TypeName}</Typography.Text>
          {amount(row.Amount)}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.CreatedDate)} · Số dư sau {formatVnd(row.BalanceAfter)}
        </Typography.Text>
        {row.Note && <div>{row.Note}</div>}
      </div>
    ),
  },
];

/** The customer's ledger, newest first, paged on the server. */
export function CustomerLedger({ customerId }: { customerId: number }) {
  const wide = Grid.useBreakpoint().md !== false;
  const [paging, setPaging] = useState({ page: 1, take: PAGE.defaultTake as number });
  const { data, isFetching } = useQuery(
    customerLedgerQuery(customerId, { skip: (paging.page - 1) * paging.take, take: paging.take }),
  );
  return (
    <Table<TransactionRow>
      rowKey="Id"
      size="small"
      columns={wide ? columns : compact}
      dataSource={data?.Items ?? []}
      loading={isFetching}
      {...(wide && { scroll: { x: 860 } })}
      pagination={{
        current: paging.page,
        pageSize: paging.take,
        total: data?.Total ?? 0,
        showSizeChanger: wide,
        size: 'small',
        showTotal: (total) => `Tổng ${total} giao dịch`,
        onChange: (page, take) => setPaging({ page: take !== paging.take ? 1 : page, take }),
      }}
      locale={{ emptyText: 'Chưa có giao dịch' }}
    />
  );
}
