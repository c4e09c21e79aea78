import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import {
  OrderState,
  formatVnd,
  movesFrom,
  orderMachine,
  type AdminOrderDetail,
  type BoughtInput,
} from '@app/shared';
import { Link } from 'react-router';
import { adminCustomerPath, adminPaths } from '../../../app/routes';
import { FormCol } from '../../../components/form-col';
import { QuantityInput, YuanInput } from '../../../components/number-inputs';
import { ReasonModal } from '../../../components/reason-modal';
import { RecordLayout } from '../../../components/record-layout';
import { useMayOpen } from '../../../lib/console-access';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useRouteRecord } from '../../../lib/use-route-record';
import { RecentNotifications } from '../../notifications';
import { adminOrderQuery, useDeskStep } from '../api/admin-orders';
import { FeeLines } from '../components/fee-lines';
import { CountingCard } from '../components/counting-card';
import { OrderComplaints } from '../components/order-complaints';
import { OrderCustomer } from '../components/order-customer';
import { OrderFacts } from '../components/order-facts';
import { OrderHeader } from '../components/order-header';
import { OrderItems } from '../components/order-items';
import { OrderParcels } from '../components/order-parcels';
import { CountedPhotos, OrderPhotos } from '../components/order-photos';
import { OrderTimeline } from '../components/order-timeline';

type Step = ReturnType<typeof useDeskStep>;

/** 2 → 3: what the shop really charged, what it could sell, and the inland shipping. */
function BoughtForm({ order, step }: { order: AdminOrderDetail; step: Step }) {
  const [form] = Form.useForm<BoughtInput>();
  const submit = (values: BoughtInput) =>
    step.mutate(
      { action: 'bought', body: values },
      {
        onSuccess: (detail) =>
          toast.success(`Đã ghi nhận mua hàng. Tổng mới ${formatVnd(detail.TotalAmount)}.`),
      },
    );
  return (
    <Form<BoughtInput>
      form={form}
      layout="vertical"
      name="bought"
      initialValues={{
        ShopOrderNumber: '',
        InlandShippingCNY: 0,
        Items: order.Items.map((item) => ({
          Id: item.Id,
          PriceCNY: item.PriceCNY,
          QuantityBought: item.Quantity,
        })),
      }}
      onFinish={submit}
    >
      <Row gutter={16}>
        <FormCol
          md={12}
          label="Mã đơn của shop"
          name="ShopOrderNumber"
          rules={[{ required: true, message: 'Mã đơn của shop chưa nhập' }]}
        >
          <Input maxLength={100} />
        </FormCol>
        <FormCol md={12} label="Phí vận chuyển nội địa (¥)" name="InlandShippingCNY">
          <YuanInput />
        </FormCol>
      </Row>
      {order.Items.map((item, index) => (
        <Row key={item.Id} gutter={12} align="middle">
          <Form.Item name={['Items', index, 'Id']} hidden>
            <InputNumber />
          </Form.Item>
          <Col xs={24} md={12}>
            <Typography.Text>{item.ProductName}</Typography.Text>
            <div className="muted" style={{ fontSize: 12 }}>
              {[item.Properties, `đặt ${item.Quantity}`].filter(Boolean).join(' · ')}
            </div>
          </Col>
          <FormCol xs={12} md={6} label="Giá thực (¥)" name={['Items', index, 'PriceCNY']}>
            <YuanInput min={0.01} />
          </FormCol>
          <FormCol xs={12} md={6} label="Mua được" name={['Items', index, 'QuantityBought']}>
            <QuantityInput min={0} max={item.Quantity} />
          </FormCol>
        </Row>
      ))}
      <Button type="primary" htmlType="submit" loading={step.isPending}>
        Ghi nhận đã mua hàng
      </Button>
    </Form>
  );
}

/** 3 → 4: the shop's tracking numbers, one per line. */
function ShopShippedForm({ step }: { step: Step }) {
  const [codes, setCodes] = useState('');
  const list = codes
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label="Mã vận đơn"
        placeholder="Mỗi dòng một mã vận đơn"
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={codes}
        onChange={(event) => setCodes(event.target.value)}
      />
      <Button
        type="primary"
        disabled={list.length === 0}
        loading={step.isPending}
        onClick={() =>
          step.mutate(
            { action: 'shop-shipped', body: { TransportCodes: list } },
            { onSuccess: () => toast.success(`Đã ghi ${list.length} mã vận đơn`) },
          )
        }
      >
        Shop đã phát hàng ({list.length} mã)
      </Button>
    </Space>
  );
}

/**
 * The buying desk's view of one order, with the step its state allows (from the shared table).
 * Every role that reads orders opens it (DESIGN §12); each part shows to the roles of its area:
 * the buying steps to the buying desk, the count and its photos to the warehouse, the parcels,
 * complaints and notifications sent to theirs.
 */
export default function DeskOrderPage() {
  const { id, valid, data: order, isPending, isError } = useRouteRecord(adminOrderQuery);
  const step = useDeskStep(id);
  const [cancelling, setCancelling] = useState(false);
  const buying = useMayOpen('buying');
  const warehouse = useMayOpen('warehouse');
  const parcels = useMayOpen('parcels');
  const complaints = useMayOpen('complaints');
  const outbox = useMayOpen('outbox');

  if (!valid || isError) return <Empty description="Không tìm thấy đơn hàng." />;
  if (isPending) return <Skeleton active />;

  const moves = buying ? movesFrom(orderMachine, order.State, 'staff') : [];
  const startBuying = async () => {
    if (await showConfirm(`Bắt đầu mua đơn ${order.Code}?`)) {
      step.mutate(
        { action: 'start-buying' },
        { onSuccess: () => toast.success('Đã chuyển sang Đang mua hàng') },
      );
    }
  };

  return (
    <>
      <OrderHeader
        order={order}
        back={adminPaths.orders}
        note={
          <>
            Khách <Link to={adminCustomerPath(order.CustomerId)}>{order.CustomerCode}</Link>
            {order.CustomerName && ` · ${order.CustomerName}`}
            {order.ShopOrderNumber && ` · đơn shop ${order.ShopOrderNumber}`}
          </>
        }
        actions={
          <>
            {moves.includes(OrderState.Buying) && (
              <Button type="primary" loading={step.isPending} onClick={() => void startBuying()}>
                Bắt đầu mua
              </Button>
            )}
            {moves.includes(OrderState.Cancelled) && (
              <Button danger onClick={() => setCancelling(true)}>
                Hủy đơn
              </Button>
            )}
          </>
        }
      />
      {moves.includes(OrderState.Bought) && (
        <Card title="Ghi nhận mua hàng" size="small" style={{ marginBottom: 16 }}>
          <BoughtForm order={order} step={step} />
        </Card>
      )}
      {moves.includes(OrderState.ShopShipped) && (
        <Card title="Mã vận đơn của shop" size="small" style={{ marginBottom: 16 }}>
          <ShopShippedForm step={step} />
        </Card>
      )}
      {order.IsInspection && warehouse && <CountingCard order={order} step={step} />}
      <RecordLayout
        main={[
          { title: 'Sản phẩm', body: <OrderItems order={order} /> },
          parcels && { title: 'Kiện hàng', body: <OrderParcels order={order} /> },
          warehouse
            ? { title: 'Ảnh hàng kiểm đếm', body: <CountedPhotos order={order} /> }
            : order.Photos.length > 0 && {
                title: 'Ảnh hàng kiểm đếm',
                body: <OrderPhotos order={order} />,
              },
        ]}
        side={[
          { title: 'Khách hàng', body: <OrderCustomer order={order} /> },
          { title: 'Thông tin đơn', body: <OrderFacts order={order} narrow /> },
          { title: 'Chi phí', body: <FeeLines order={order} /> },
          complaints &&
            order.Complaints.length > 0 && {
              title: 'Khiếu nại',
              body: <OrderComplaints order={order} />,
            },
          { title: 'Lịch sử', body: <OrderTimeline order={order} /> },
          outbox && {
            title: 'Thông báo đã gửi',
            body: <RecentNotifications code={order.Code} keyword={order.Code} narrow />,
          },
        ]}
      />
      <ReasonModal
        open={cancelling}
        title={`Hủy đơn ${order.Code}`}
        okText="Hủy đơn"
        cancelText="Đóng"
        name="cancel-order"
        label="Lý do hủy"
        placeholder="Lý do (khách hàng sẽ thấy)"
        saving={step.isPending}
        onSubmit={(reason) =>
          step.mutate(
            { action: 'cancel', body: { Reason: reason } },
            {
              onSuccess: () => {
                setCancelling(false);
                toast.success(`Đã hủy đơn ${order.Code}; số tiền đã trả được hoàn vào ví khách.`);
              },
            },
          )
        }
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
