import { useState } from 'react';
import { Button, Card, Empty, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatVnd, type OrderShipRow } from '@app/shared';
import { orderShipPath, paths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showConfirm, toast } from '../../../lib/dialogs';
import { refusalOf } from '../../../lib/refusal';
import { formatKg } from '../../../lib/units';
import { PayShortfall, useWallet } from '../../wallet';
import { dueConsignmentsQuery, usePayConsignments } from '../api/consignments';
import { TrackingTags } from '../components/tracking-tags';

const code = (row: OrderShipRow) => <Link to={orderShipPath(row.Id)}>{row.Code}</Link>;

const columns: TableColumnsType<OrderShipRow> = [
  { title: 'Mã đơn', dataIndex: 'Code', width: 110, render: (_, row) => code(row) },
  {
    title: 'Mã vận đơn',
    dataIndex: 'TransportCodes',
    render: (codes: string[]) => <TrackingTags codes={codes} max={3} />,
  },
  { title: 'Kho', dataIndex: 'WarehouseName', width: 120 },
  {
    title: 'Cân tính phí',
    dataIndex: 'Weight',
    width: 110,
    align: 'right',
    render: (value: number | null) => formatKg(value),
  },
  {
    title: 'Tổng tiền',
    dataIndex: 'TotalAmount',
    width: 120,
    align: 'right',
    render: (value: number) => formatVnd(value),
  },
  {
    title: 'Đã trả',
    dataIndex: 'PaidAmount',
    width: 110,
    align: 'right',
    render: (value: number) => formatVnd(value),
  },
  {
    title: 'Còn phải trả',
    dataIndex: 'AmountDue',
    width: 130,
    align: 'right',
    render: (value: number) => <strong>{formatVnd(value)}</strong>,
  },
];

const compact: TableColumnsType<OrderShipRow> = [
  {
    title: 'Đơn ký gửi',
    key: 'all',
    render: (_, row) => (
      <div style={{ display: 'grid', gap: 4 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{code(row)}</Typography.Text>
          <strong>{formatVnd(row.AmountDue)}</strong>
        </div>
        <TrackingTags codes={row.TransportCodes} max={2} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.WarehouseName} · {formatKg(row.Weight)} · tạo {formatDate(row.CreatedDate)}
        </Typography.Text>
      </div>
    ),
  },
];

/**
 * "Kiện chờ thanh toán": consignments in a Vietnamese warehouse whose fees are due. All are chosen
 * at first; they are paid from the wallet together, all or nothing.
 */
export default function TransportWaitPayPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const { data, isPending, isFetching } = useQuery(dueConsignmentsQuery);
  const { data: wallet } = useWallet();
  const pay = usePayConsignments();
  const payKey = useIdempotencyKey();
  // What the customer unticked: a consignment that arrives later is chosen too.
  const [left, setLeft] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = data?.Items ?? [];
  const chosen = rows.filter((row) => !left.includes(row.Id));
  const total = chosen.reduce((sum, row) => sum + row.AmountDue, 0);
  const balance = wallet?.Balance ?? 0;

  const submit = async () => {
    const question = `Thanh toán ${chosen.length} đơn ký gửi, tổng ${formatVnd(total)} từ ví?`;
    if (!(await showConfirm(question))) return;
    setRefusal(null);
    pay.mutate(
      { ids: chosen.map((row) => row.Id), idempotencyKey: payKey.take() },
      {
        onSuccess: (answer) => {
          setLeft([]);
          toast.success(
            `Đã thanh toán ${formatVnd(answer.Amount)}. Số dư còn ${formatVnd(answer.Balance)}.`,
          );
        },
        onError: (error) => setRefusal(refusalOf(error)),
        onSettled: payKey.release,
      },
    );
  };

  return (
    <>
      <PageTitle title="Kiện chờ thanh toán" />
      <Typography.Paragraph type="secondary">
        Đơn ký gửi đã về kho Việt Nam: thanh toán phí vận chuyển để yêu cầu giao hàng. Đơn mua hộ
        chờ thanh toán nằm ở trang <Link to={paths.orderWaitPay}>Đơn chờ thanh toán</Link>.
      </Typography.Paragraph>
      <Card>
        {refusal && <PayShortfall message={refusal} shortfall={Math.max(0, total - balance)} />}
        <Table<OrderShipRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          showHeader={wide || rows.length > 0}
          dataSource={rows}
          loading={isFetching}
          pagination={false}
          {...(wide && { scroll: { x: 860 } })}
          rowSelection={{
            selectedRowKeys: chosen.map((row) => row.Id),
            onChange: (keys) =>
              setLeft(rows.map((row) => row.Id).filter((id) => !keys.includes(id))),
          }}
          locale={{
            emptyText: isPending ? (
              ' '
            ) : (
              <Empty description="Không có đơn ký gửi nào chờ thanh toán. Khi kiện về kho Việt Nam, phí vận chuyển cần trả sẽ hiện ở đây.">
                <Link to={paths.transportList}>
                  <Button>Xem danh sách kiện hàng</Button>
                </Link>
              </Empty>
            ),
          }}
        />
        {rows.length > 0 && (
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
            <Typography.Text type="secondary">
              Số dư ví: {formatVnd(balance)}
              {wallet && total > balance && (
                <>
                  {' · '}
                  <Link to={`${paths.transactionDeposit}?amount=${total - balance}`}>
                    Nạp thêm {formatVnd(total - balance)}
                  </Link>
                </>
              )}
            </Typography.Text>
            <Typography.Text>
              Tổng ({chosen.length} đơn): <strong>{formatVnd(total)}</strong>
            </Typography.Text>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              loading={pay.isPending}
              block={!wide}
              onClick={() => void submit()}
            >
              Thanh toán{chosen.length > 0 ? ` ${formatVnd(total)}` : ''}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}
