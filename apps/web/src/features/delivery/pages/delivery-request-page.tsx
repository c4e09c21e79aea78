import { useState } from 'react';
import { Button, Card, Col, Empty, Form, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { createDeliverySchema, formatVnd } from '@app/shared';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useSubmitValidation } from '../../../lib/zod-form-rules';
import { refusalOf } from '../../../lib/refusal';
import { formatKg } from '../../../lib/units';
import { userInfoQuery } from '../../../lib/user-config';
import { warehousesQuery } from '../../../lib/reference-data';
import { PayShortfall, useWallet } from '../../wallet';
import { savedAddressesQuery } from '../api/addresses';
import { goodsInVietnamQuery, useCreateDelivery } from '../api/deliveries';
import { GoodsTable } from '../components/goods-table';
import {
  ReceiverForm,
  receiverStart,
  type ReceiverAnswer,
  type ReceiverValues,
} from '../components/receiver-form';
import { useNow } from '../components/use-now';

function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0' }}>
      <Typography.Text type={strong ? undefined : 'secondary'}>{label}</Typography.Text>
      {strong ? <strong style={{ fontSize: 18 }}>{value}</strong> : <span>{value}</span>}
    </div>
  );
}

/**
 * "Yêu cầu giao hàng": the goods waiting in Vietnam (all chosen at first), who receives them and
 * how; what is still owed on them is paid from the wallet when the slip is made.
 */
export default function DeliveryRequestPage() {
  const navigate = useNavigate();
  const now = useNow();
  const [form] = Form.useForm<ReceiverValues>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const { data, isPending, isFetching } = useQuery(goodsInVietnamQuery);
  const { data: info, isPending: infoPending } = useQuery(userInfoQuery);
  const { data: saved, isPending: savedPending } = useQuery(savedAddressesQuery);
  const { data: warehouseList } = useQuery(warehousesQuery);
  const { data: wallet } = useWallet();
  const create = useCreateDelivery();
  const key = useIdempotencyKey();
  // What the customer unticked: goods that arrive while the page is open are chosen too.
  const [left, setLeft] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A slip leaves from one warehouse: with goods in several, the customer picks which one first.
  const [warehouse, setWarehouse] = useState<string | null>(null);
  const all = data?.Items ?? [];
  const warehouses = [...new Set(all.map((row) => row.WarehouseName))];
  const shownWarehouse =
    warehouse !== null && warehouses.includes(warehouse) ? warehouse : (warehouses[0] ?? '');
  const rows = all.filter((row) => row.WarehouseName === shownWarehouse);
  const chosen = rows.filter((row) => !left.includes(row.Code));
  const total = chosen.reduce((sum, row) => sum + row.AmountDue, 0);
  const storage = chosen.reduce((sum, row) => sum + row.StorageFee, 0);
  const weight = chosen.reduce((sum, row) => sum + row.Weight, 0);
  const balance = wallet?.Balance ?? 0;
  const shortfall = Math.max(0, total - balance);

  const submit = async (values: ReceiverAnswer) => {
    markSubmitted();
    const parsed = createDeliverySchema.safeParse({
      ...values,
      ListOrders: chosen.map((row) => row.Code),
    });
    if (!parsed.success) return;
    const question =
      total > 0
        ? `Tạo phiếu giao cho ${chosen.length} đơn và thanh toán ${formatVnd(total)} từ ví?`
        : `Tạo phiếu giao cho ${chosen.length} đơn?`;
    if (!(await showConfirm(question))) return;
    setRefusal(null);
    create.mutate(
      { input: parsed.data, idempotencyKey: key.take() },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.Amount > 0
              ? `Đã tạo phiếu giao ${answer.Code}, thanh toán ${formatVnd(answer.Amount)}. Số dư còn ${formatVnd(answer.Balance)}.`
              : `Đã tạo phiếu giao ${answer.Code}`,
          );
          void navigate(`${paths.deliveryList}?keyword=${encodeURIComponent(answer.Code)}`);
        },
        onError: (error) => setRefusal(refusalOf(error)),
        onSettled: key.release,
      },
    );
  };

  if (isPending || infoPending || savedPending) {
    return (
      <>
        <PageTitle title="Yêu cầu giao hàng" />
        <Skeleton active />
      </>
    );
  }

  if (all.length === 0) {
    return (
      <>
        <PageTitle title="Yêu cầu giao hàng" />
        <Card>
          <Empty description="Chưa có hàng nào ở kho Việt Nam chờ giao. Đơn mua hộ và đơn ký gửi sẽ hiện ở đây khi về kho Việt Nam; bạn có thể theo dõi hành trình trong danh sách kiện hàng.">
            <Space wrap style={{ justifyContent: 'center' }}>
              <LinkButton to={paths.transportList} type="primary">
                Danh sách kiện hàng
              </LinkButton>
              <LinkButton to={paths.deliveryList}>Phiếu giao đã tạo</LinkButton>
            </Space>
          </Empty>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageTitle
        title="Yêu cầu giao hàng"
        actions={<LinkButton to={paths.deliveryList}>Danh sách phiếu giao</LinkButton>}
      />
      <Card
        title={`Hàng ở ${shownWarehouse || 'kho Việt Nam'} (${rows.length})`}
        size="small"
        style={{ marginBottom: 16 }}
      >
        {warehouses.length > 1 && (
          <Space orientation="vertical" size={4} style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">
              Hàng của bạn đang ở {warehouses.length} kho; mỗi phiếu giao đi từ một kho:
            </Typography.Text>
            <Segmented
              options={warehouses}
              value={shownWarehouse}
              onChange={(value) => {
                setWarehouse(String(value));
                setLeft([]);
              }}
            />
          </Space>
        )}
        <GoodsTable
          rows={rows}
          loading={isFetching}
          chosen={chosen.map((row) => row.Code)}
          onChoose={(codes) =>
            setLeft(rows.map((row) => row.Code).filter((code) => !codes.includes(code)))
          }
          now={now}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Thông tin nhận hàng" size="small">
            <ReceiverForm
              form={form}
              initialValues={receiverStart(info, saved?.Items ?? [])}
              saved={saved?.Items ?? []}
              warehouseNote={
                warehouseList?.find((row) => row.Name === shownWarehouse)?.Description ??
                shownWarehouse
              }
              validateTrigger={validateTrigger}
              onFinish={(values) => void submit(values)}
              onFinishFailed={markSubmitted}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Thanh toán" size="small">
            {refusal && <PayShortfall message={refusal} shortfall={shortfall} />}
            <SummaryLine label="Số đơn đã chọn" value={`${chosen.length} / ${rows.length}`} />
            <SummaryLine label="Tổng cân nặng" value={formatKg(weight)} />
            {storage > 0 && <SummaryLine label="Trong đó phí lưu kho" value={formatVnd(storage)} />}
            <SummaryLine label="Cần thanh toán" value={formatVnd(total)} strong />
            <SummaryLine label="Số dư ví" value={formatVnd(balance)} />
            {wallet && shortfall > 0 && !refusal && (
              <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
                Số dư chưa đủ, cần nạp thêm {formatVnd(shortfall)}.{' '}
                <Link to={`${paths.transactionDeposit}?amount=${shortfall}`}>Nạp tiền</Link>
              </Typography.Paragraph>
            )}
            <Button
              type="primary"
              size="large"
              block
              icon={<CarOutlined />}
              style={{ marginTop: 16 }}
              disabled={chosen.length === 0}
              loading={create.isPending}
              onClick={() => form.submit()}
            >
              {total > 0 ? `Tạo phiếu giao và thanh toán ${formatVnd(total)}` : 'Tạo phiếu giao'}
            </Button>
            {chosen.length === 0 && (
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                Chọn ít nhất một đơn trong danh sách hàng ở trên.
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
