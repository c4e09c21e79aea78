import { useState } from 'react';
import { Button, Card, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCny, formatVnd, type OrderRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { ApiError } from '../../../lib/api-client';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useWallet } from '../../wallet/api/get-wallet';
import { depositsDueQuery, usePayDeposits } from '../api/orders';
import { PayShortfall } from '../components/pay-shortfall';

export default function OrderDepositsPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const { data, isFetching } = useQuery(depositsDueQuery);
  const { data: wallet } = useWallet();
  const pay = usePayDeposits();
  const [picked, setPicked] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = data ?? [];
  const chosen = picked.filter((id) => rows.some((row) => row.Id === id));
  const total = rows
    .filter((row) => chosen.includes(row.Id))
    .reduce((sum, row) => sum + row.DepositAmount, 0);
  const balance = wallet?.Balance ?? 0;

  const submit = async () => {
    if (!(await showConfirm(`Đặt cọc ${chosen.length} đơn hàng, tổng ${formatVnd(total)} từ ví?`)))
      return;
    setRefusal(null);
    pay.mutate(chosen, {
      onSuccess: (answer) => {
        setPicked([]);
        toast.success(
          `Đã đặt cọc ${formatVnd(answer.Amount)}. Số dư còn ${formatVnd(answer.Balance)}.`,
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
      title: 'Cần đặt cọc',
      dataIndex: 'DepositAmount',
      align: 'right',
      render: (value: number) => <strong>{formatVnd(value)}</strong>,
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Đơn chờ đặt cọc
      </Typography.Title>
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
          locale={{ emptyText: 'Không có đơn hàng nào chờ đặt cọc' }}
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
            Tổng đặt cọc: <strong>{formatVnd(total)}</strong>
          </Typography.Text>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={pay.isPending}
            onClick={() => void submit()}
          >
            Đặt cọc{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </div>
      </Card>
    </>
  );
}
