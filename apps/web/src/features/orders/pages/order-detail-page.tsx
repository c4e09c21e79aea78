import { useState } from 'react';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { OrderState, formatDateTime, formatVnd, movesFrom, orderMachine } from '@app/shared';
import { paths } from '../../../app/routes';
import { RecordLayout } from '../../../components/record-layout';
import { showConfirm, toast } from '../../../lib/dialogs';
import { refusalOf } from '../../../lib/refusal';
import { useRouteRecord } from '../../../lib/use-route-record';
import { messagesQuery } from '../../messages';
import { SentNotifications, useOrderNotifications } from '../../notifications';
import { PayShortfall, useWallet } from '../../wallet';
import { orderQuery, useCancelOrder, usePayOrders } from '../api/orders';
import { ComplaintForm } from '../components/complaint-form';
import { FeeLines } from '../components/fee-lines';
import { OrderComplaints } from '../components/order-complaints';
import { OrderHeader } from '../components/order-header';
import { OrderEdit } from '../components/order-edit';
import { OrderFacts } from '../components/order-facts';
import { OrderItems } from '../components/order-items';
import { OrderParcels } from '../components/order-parcels';
import { OrderPhotos } from '../components/order-photos';
import { OrderTimeline } from '../components/order-timeline';
import { ShortfallCard } from '../components/shortfall-card';

/** The customer's messages that name this order, newest first. */
function OrderMessages({ code }: { code: string }) {
  const { data } = useQuery(messagesQuery({ message: code, from: '', end: '', skip: 0, take: 20 }));
  const rows = data?.Items ?? [];
  if (rows.length === 0)
    return <Typography.Text type="secondary">Chưa có thông báo</Typography.Text>;
  return (
    <div>
      {rows.map((row) => (
        <div
          key={row.Id}
          style={{ padding: '6px 0', borderTop: '1px solid #f0f0f0', fontSize: 13 }}
        >
          <div>{row.Note}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(row.CreatedDate)}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}

export default function OrderDetailPage() {
  const { id, valid, data: order, isPending, isError } = useRouteRecord(orderQuery);
  // Asked in the background once the order is there; its section shows only when something was sent.
  const sent = useOrderNotifications(order ? id : undefined);
  const { data: wallet } = useWallet();
  const payDeposit = usePayOrders('updateorderdeposit');
  const payRest = usePayOrders('updateorderpay');
  const cancel = useCancelOrder();
  // The wallet's refusal, and what was asked: the shortfall is that less the balance.
  const [refusal, setRefusal] = useState<{ message: string; amount: number } | null>(null);
  const [complaining, setComplaining] = useState(false);

  if (!valid || isError) {
    return <Empty description="Không tìm thấy đơn hàng." />;
  }
  if (isPending) return <Skeleton active />;

  // The actions the customer may take come from the shared transition table, as on the server.
  const moves = movesFrom(orderMachine, order.State, 'customer');
  // The deposit, or the rest of the bill as the "Đơn chờ thanh toán" page pays it: from the wallet.
  const payFromWallet = async (payment: typeof payDeposit, amount: number, verb: string) => {
    if (!(await showConfirm(`${verb} ${formatVnd(amount)} cho đơn ${order.Code} từ ví?`))) return;
    setRefusal(null);
    payment.mutate([order.Id], {
      onSuccess: (answer) =>
        toast.success(`Đã ${verb.toLowerCase()}. Số dư còn ${formatVnd(answer.Balance)}.`),
      onError: (error) => {
        const message = refusalOf(error);
        if (message) setRefusal({ message, amount });
      },
    });
  };
  const cancelOrder = async () => {
    const refund =
      order.PaidAmount > 0 ? ` ${formatVnd(order.PaidAmount)} sẽ được hoàn vào ví.` : '';
    if (!(await showConfirm(`Hủy đơn hàng ${order.Code}?${refund}`))) return;
    cancel.mutate(order.Id, { onSuccess: () => toast.success(`Đã hủy đơn ${order.Code}`) });
  };

  return (
    <>
      <OrderHeader
        order={order}
        back={paths.order}
        actions={
          <>
            {moves.includes(OrderState.Deposited) && (
              <Button
                type="primary"
                loading={payDeposit.isPending}
                onClick={() => void payFromWallet(payDeposit, order.DepositAmount, 'Đặt cọc')}
              >
                Đặt cọc {formatVnd(order.DepositAmount)}
              </Button>
            )}
            {moves.includes(OrderState.Paid) && order.AmountDue > 0 && (
              <Button
                type="primary"
                loading={payRest.isPending}
                onClick={() => void payFromWallet(payRest, order.AmountDue, 'Thanh toán')}
              >
                Thanh toán {formatVnd(order.AmountDue)}
              </Button>
            )}
            {order.State >= OrderState.InVietnamWarehouse &&
              order.State !== OrderState.Cancelled && (
                <Button onClick={() => setComplaining(true)}>Khiếu nại</Button>
              )}
            {moves.includes(OrderState.Cancelled) && (
              <Button danger loading={cancel.isPending} onClick={() => void cancelOrder()}>
                Hủy đơn
              </Button>
            )}
          </>
        }
      />
      {refusal && (
        <PayShortfall
          message={refusal.message}
          shortfall={Math.max(0, refusal.amount - (wallet?.Balance ?? 0))}
        />
      )}
      <ShortfallCard order={order} />
      <RecordLayout
        main={[
          order.State === OrderState.AwaitingDeposit && {
            title: 'Sửa đơn trước khi đặt cọc',
            body: <OrderEdit order={order} />,
          },
          { title: 'Sản phẩm', body: <OrderItems order={order} /> },
          { title: 'Thông tin đơn', body: <OrderFacts order={order} /> },
          order.Photos.length > 0 && {
            title: 'Ảnh hàng kiểm đếm',
            body: <OrderPhotos order={order} />,
          },
        ]}
        side={[
          { title: 'Chi phí', body: <FeeLines order={order} /> },
          order.Complaints.length > 0 && {
            title: 'Khiếu nại',
            body: <OrderComplaints order={order} />,
          },
          { title: 'Kiện hàng', body: <OrderParcels order={order} /> },
          { title: 'Thông báo về đơn', body: <OrderMessages code={order.Code} /> },
          sent.length > 0 && { title: 'Đã thông báo', body: <SentNotifications rows={sent} /> },
          { title: 'Lịch sử đơn hàng', body: <OrderTimeline order={order} /> },
        ]}
      />
      <ComplaintForm
        orderId={order.Id}
        orderCode={order.Code}
        open={complaining}
        onClose={() => setComplaining(false)}
      />
    </>
  );
}
