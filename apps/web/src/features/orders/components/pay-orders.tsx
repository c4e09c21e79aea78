import { useState } from 'react';
import { Button, Card, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCny, formatVnd, type OrderRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { PayBar } from '../../../components/pay-bar';
import { ResponsiveTable } from '../../../components/responsive-table';
import { figureColumn, selectAllTitle, strongVnd } from '../../../components/table-columns';
import { showConfirm, toast } from '../../../lib/dialogs';
import { refusalOf } from '../../../lib/refusal';
import { PayShortfall, useWallet } from '../../wallet';
import { depositsDueQuery, usePayOrders, waitPayQuery } from '../api/orders';

/** The two things orders are paid for together: their deposits, and once in Vietnam the rest. */
const payments = {
  deposit: {
    title: 'Đơn chờ đặt cọc',
    query: depositsDueQuery,
    call: 'updateorderdeposit',
    amountOf: (row: OrderRow) => row.DepositAmount,
    amountTitle: 'Cần đặt cọc',
    verb: 'Đặt cọc',
    empty: 'Không có đơn hàng nào chờ đặt cọc',
  },
  rest: {
    title: 'Đơn chờ thanh toán',
    query: waitPayQuery,
    call: 'updateorderpay',
    amountOf: (row: OrderRow) => row.AmountDue,
    amountTitle: 'Còn phải trả',
    verb: 'Thanh toán',
    empty: 'Không có đơn hàng nào chờ thanh toán',
  },
} as const;

/**
 * Several orders paid from the wallet at once, all or nothing: pick, see the total, confirm. Too
 * little money names the shortfall with a button to deposit exactly that.
 */
export function PayOrders({ payment }: { payment: keyof typeof payments }) {
  const { title, query, call, amountOf, amountTitle, verb, empty } = payments[payment];
  const { data, isFetching } = useQuery(query);
  const { data: wallet } = useWallet();
  const balance = wallet?.Balance ?? 0;
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
      onError: (error) => setRefusal(refusalOf(error)),
    });
  };

  const columns: TableColumnsType<OrderRow> = [
    {
      title: 'Mã đơn',
      dataIndex: 'Code',
      render: (_, row) => <Link to={orderPath(row.Id)}>{row.Code}</Link>,
    },
    { title: 'Shop', dataIndex: 'ShopName', responsive: ['md'] },
    { ...figureColumn('Tiền hàng', 'GoodsAmountCNY', formatCny), responsive: ['md'] },
    { ...figureColumn('Tổng tạm tính', 'TotalAmount', formatVnd), responsive: ['md'] },
    {
      title: amountTitle,
      key: 'amount',
      align: 'right',
      render: (_, row) => strongVnd(amountOf(row)),
    },
  ];

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Card>
        {refusal && <PayShortfall message={refusal} shortfall={Math.max(0, total - balance)} />}
        <ResponsiveTable<OrderRow>
          rows={rows}
          columns={columns}
          loading={isFetching}
          rowSelection={{
            columnTitle: selectAllTitle,
            selectedRowKeys: chosen,
            onChange: (keys) => setPicked(keys.map(Number)),
          }}
          emptyText={empty}
        />
        <PayBar balance={balance} total={total}>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={pay.isPending}
            onClick={() => void submit()}
          >
            {verb}
            {chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </PayBar>
      </Card>
    </>
  );
}
