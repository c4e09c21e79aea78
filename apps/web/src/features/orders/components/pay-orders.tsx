import { useState } from 'react';
import { Button, Card, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCny, formatVnd, type OrderRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { showConfirm, toast } from '../../../lib/dialogs';
import { PayShortfall } from '../../wallet';
import { type depositsDueQuery, usePayOrders } from '../api/orders';

interface Props {
  title: string;
  /** The orders to choose from, and the call that pays them. */
  query: typeof depositsDueQuery;
  call: 'updateorderdeposit' | 'updateorderpay';
  /** What each order asks now: its deposit, or what is still owed. */
  amountOf: (row: OrderRow) => number;
  amountTitle: string;
  verb: string;
  empty: string;
  /** The wallet's balance, shown beside the total (the page reads it). */
  balance: number;
}

/**
 * Several orders paid from the wallet at once, all or nothing: pick, see the total, confirm. Too
 * little money names the shortfall with a button to deposit exactly that.
 */
export function PayOrders({
  title,
  query,
  call,
  amountOf,
  amountTitle,
  verb,
  empty,
  balance,
}: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  const { data, isFetching } = useQuery(query);
  const pay = usePayOrders(call);
  const [picked, setPicked] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = data ?? [];
  const chosen = picked.filter((id) => rows.some((row) => row.Id === id));
  const total = rows
    .filter((row) => chosen.includes(row.Id))
    .reduce((sum, row) => sum + amountOf(row), 0);

  const submit = async () => {
    if (!(await showConfirm(`${verb} ${chosen.length} đơn hàng, tổng ${formatVnd(total)} từ ví?`)))
      return;
    setRefusal(null);
    pay.mutate(chosen, {
      onSuccess: (answer) => {
        setPicked([]);
        toast.success(
          `Đã ${verb.toLowerCase()} ${formatVnd(answer.Amount)}. Số dư còn ${formatVnd(answer.Balance)}.`,
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setRefusal(error.messages.join(' '));
      },
    });
  };

  const columns: TableColumnsType<OrderRow> = [
    {
      title: 'Mã đơn',
      dataIndex: 'Code',
      render: (_, row) => <Link to={orderPath(row.Id)}>{row.Code}</Link>,
    },
    { title: 'Shop', dataIndex: 'ShopName', responsive: ['md'] },
    {
      title: 'Tiền hàng',
      dataIndex: 'GoodsAmountCNY',
      align: 'right',
      responsive: ['md'],
      render: (value: number) => formatCny(value),
    },
    {
      title: 'Tổng tạm tính',
      dataIndex: 'TotalAmount',
      align: 'right',
      responsive: ['md'],
      render: (value: number) => formatVnd(value),
    },
    {
      title: amountTitle,
      key: 'amount',
      align: 'right',
      render: (_, row) => <strong>{formatVnd(amountOf(row))}</strong>,
    },
  ];

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Card>
        {refusal && <PayShortfall message={refusal} shortfall={Math.max(0, total - balance)} />}
        <Table<OrderRow>
          rowKey="Id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          pagination={false}
          rowSelection={{
            selectedRowKeys: chosen,
            onChange: (keys) => setPicked(keys.map(Number)),
          }}
          locale={{ emptyText: empty }}
        />
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            justifyContent: wide ? 'flex-end' : 'space-between',
            alignItems: 'center',
            marginTop: 16,
          }}
        >
          <Typography.Text type="secondary">Số dư ví: {formatVnd(balance)}</Typography.Text>
          <Typography.Text>
            Tổng: <strong>{formatVnd(total)}</strong>
          </Typography.Text>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={pay.isPending}
            onClick={() => void submit()}
          >
            {verb}
            {chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </div>
      </Card>
    </>
  );
}
