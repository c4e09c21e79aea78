import { useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Row, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { OrderState, formatDateTime, formatVnd, movesFrom, orderMachine } from '@app/shared';
import { paths } from '../../../app/routes';
import { ApiError } from '../../../lib/api-client';
import { showConfirm, toast } from '../../../lib/dialogs';
import { messagesQuery } from '../../messages';
import { PayShortfall, useWallet } from '../../wallet';
import { orderQuery, useCancelOrder, usePayOrders } from '../api/orders';
import { ComplaintForm } from '../components/complaint-form';
import { FeeLines } from '../components/fee-lines';
import { OrderHeader } from '../components/order-header';
import { OrderEdit } from '../components/order-edit';
import { OrderItems } from '../components/order-items';
import { OrderParcels } from '../components/order-parcels';
import { OrderTimeline } from '../components/order-timeline';

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
  const id = Number(useParams().id);
  const {
    data: order,
    isPending,
    isError,
  } = useQuery({ ...orderQuery(id), enabled: Number.isSafeInteger(id) });
  const { data: wallet } = useWallet();
  const pay = usePayOrders('updateorderdeposit');
  const payRest = usePayOrders('updateorderpay');
  const cancel = useCancelOrder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [complaining, setComplaining] = useState(false);

  if (isError || !Number.isSafeInteger(id)) {
    return <Empty description="Không tìm thấy đơn hàng." />;
  }
  if (isPending) return <Skeleton active />;

  // The actions the customer may take come from the shared transition table, as on the server.
  const moves = movesFrom(orderMachine, order.State, 'customer');
  const payDeposit = async () => {
    if (
      !(await showConfirm(`Đặt cọc ${formatVnd(order.DepositAmount)} cho đơn ${order.Code} từ ví?`))
    )
      return;
    setRefusal(null);
    pay.mutate([order.Id], {
      onSuccess: (answer) => toast.success(`Đã đặt cọc. Số dư còn ${formatVnd(answer.Balance)}.`),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setRefusal(error.messages.join(' '));
      },
    });
  };
  // The rest of the bill, from the wallet, as the "Đơn chờ thanh toán" page pays it.
  const payOrder = async () => {
    if (
      !(await showConfirm(`Thanh toán ${formatVnd(order.AmountDue)} cho đơn ${order.Code} từ ví?`))
    )
      return;
    setRefusal(null);
    payRest.mutate([order.Id], {
      onSuccess: (answer) =>
        toast.success(`Đã thanh toán. Số dư còn ${formatVnd(answer.Balance)}.`),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setRefusal(error.messages.join(' '));
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
              <Button type="primary" loading={pay.isPending} onClick={() => void payDeposit()}>
                Đặt cọc {formatVnd(order.DepositAmount)}
              </Button>
            )}
            {moves.includes(OrderState.Paid) && order.AmountDue > 0 && (
              <Button type="primary" loading={payRest.isPending} onClick={() => void payOrder()}>
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
          message={refusal}
          shortfall={Math.max(0, order.DepositAmount - (wallet?.Balance ?? 0))}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          {order.State === OrderState.AwaitingDeposit && (
            <Card title="Sửa đơn trước khi đặt cọc" size="small" style={{ marginBottom: 16 }}>
              <OrderEdit order={order} />
            </Card>
          )}
          <Card title="Sản phẩm" size="small" style={{ marginBottom: 16 }}>
            <OrderItems order={order} />
          </Card>
          <Card title="Thông tin đơn" size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'shop',
                  label: 'Shop',
                  children: order.ShopLink ? (
                    <a href={order.ShopLink} target="_blank" rel="noreferrer">
                      {order.ShopName}
                    </a>
                  ) : (
                    order.ShopName
                  ),
                },
                { key: 'warehouse', label: 'Kho nhận', children: order.WarehouseName || '—' },
                {
                  key: 'rate',
                  label: 'Tỷ giá',
                  children: `${formatVnd(order.Rate)} / ¥ (chốt ${formatDateTime(order.RateLockedAt)})`,
                },
                {
                  key: 'deposit',
                  label: 'Tiền đặt cọc',
                  children: `${formatVnd(order.DepositAmount)} (${order.DepositPercent} % tiền hàng và phí mua hàng)`,
                },
                {
                  key: 'level',
                  label: 'Cấp khách hàng',
                  children: order.LevelName
                    ? `${order.LevelName}${order.BuyerFeeDiscount > 0 ? `: giảm ${order.BuyerFeeDiscount} % phí mua hàng` : ''}`
                    : '—',
                },
                {
                  key: 'options',
                  label: 'Dịch vụ',
                  children:
                    [order.IsInspection && 'Kiểm đếm', order.IsWoodenCrate && 'Đóng gỗ']
                      .filter(Boolean)
                      .join(', ') || 'Không',
                },
                { key: 'note', label: 'Ghi chú', children: order.Note || '—' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title="Chi phí" size="small" style={{ marginBottom: 16 }}>
            <FeeLines order={order} />
          </Card>
          <Card title="Kiện hàng" size="small" style={{ marginBottom: 16 }}>
            <OrderParcels order={order} />
          </Card>
          <Card title="Thông báo về đơn" size="small" style={{ marginBottom: 16 }}>
            <OrderMessages code={order.Code} />
          </Card>
          <Card title="Lịch sử đơn hàng" size="small">
            <OrderTimeline order={order} />
          </Card>
        </Col>
      </Row>
      <ComplaintForm
        orderId={order.Id}
        orderCode={order.Code}
        open={complaining}
        onClose={() => setComplaining(false)}
      />
    </>
  );
}
