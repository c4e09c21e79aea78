import { useState } from 'react';
import { Button, Card, Empty, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatVnd, type OrderShipRow } from '@app/shared';
import { orderShipPath, paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { PayBar } from '../../../components/pay-bar';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import {
  compactColumn,
  figureColumn,
  selectAllTitle,
  strongVnd,
} from '../../../components/table-columns';
import { Note } from '../../../components/cell-note';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showConfirm, toast } from '../../../lib/dialogs';
import { refusalOf } from '../../../lib/refusal';
import { formatKg } from '../../../lib/units';
import { useWideScreen } from '../../../lib/use-wide-screen';
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
  figureColumn('Cân tính phí', 'Weight', formatKg, 110),
  figureColumn('Tổng tiền', 'TotalAmount', formatVnd, 120),
  figureColumn('Đã trả', 'PaidAmount', formatVnd, 110),
  figureColumn('Còn phải trả', 'AmountDue', strongVnd, 130),
];

const compact = compactColumn<OrderShipRow>('Đơn ký gửi', (row) => (
  <>
    <SpreadRow tight>
      <Typography.Text strong>{code(row)}</Typography.Text>
      {strongVnd(row.AmountDue)}
    </SpreadRow>
    <TrackingTags codes={row.TransportCodes} max={2} />
    <Note>
      {row.WarehouseName} · {formatKg(row.Weight)} · tạo {formatDate(row.CreatedDate)}
    </Note>
  </>
));

/**
 * "Kiện chờ thanh toán": consignments in a Vietnamese warehouse whose fees are due. All are chosen
 * at first; they are paid from the wallet together, all or nothing.
 */
export default function TransportWaitPayPage() {
  const wide = useWideScreen();
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
        <ResponsiveTable<OrderShipRow>
          rows={rows}
          columns={columns}
          compact={compact}
          // On a phone the header holds the box that chooses every row, once there are rows.
          showHeader={wide || rows.length > 0}
          loading={isFetching}
          scrollX={860}
          rowSelection={{
            columnTitle: selectAllTitle,
            selectedRowKeys: chosen.map((row) => row.Id),
            onChange: (keys) =>
              setLeft(rows.map((row) => row.Id).filter((id) => !keys.includes(id))),
          }}
          locale={{
            emptyText: isPending ? (
              ' '
            ) : (
              <Empty description="Không có đơn ký gửi nào chờ thanh toán. Khi kiện về kho Việt Nam, phí vận chuyển cần trả sẽ hiện ở đây.">
                <LinkButton to={paths.transportList}>Xem danh sách kiện hàng</LinkButton>
              </Empty>
            ),
          }}
        />
        {rows.length > 0 && (
          <PayBar balance={balance} total={total} count={chosen.length} topUp={!!wallet}>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              loading={pay.isPending}
              block={!wide}
              onClick={() => void submit()}
            >
              Thanh toán{chosen.length > 0 ? ` ${formatVnd(total)}` : ''}
            </Button>
          </PayBar>
        )}
      </Card>
    </>
  );
}
