import { useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { CarOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  OrderShipStatus,
  cnyToFen,
  fenToVnd,
  formatCny,
  formatDateTime,
  formatVnd,
} from '@app/shared';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { ConsignmentStatusTag } from '../../../components/status-tags';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showConfirm, toast } from '../../../lib/dialogs';
import { refusalOf } from '../../../lib/refusal';
import { formatKg } from '../../../lib/units';
import { FeeLines, OrderTimeline } from '../../orders';
import { PayShortfall, useWallet } from '../../wallet';
import { consignmentQuery, useDeleteConsignment, usePayConsignments } from '../api/consignments';
import { AddItemModal } from '../components/add-item-modal';
import { AddTrackingCode } from '../components/add-tracking-code';
import { BackLink } from '../components/back-link';
import { ConsignmentItems } from '../components/consignment-items';
import { ParcelTable } from '../components/parcel-table';
import { TrackingTags } from '../components/tracking-tags';
import { asTimeline } from '../lib/history';

/** A consignment: what was declared, its tracking numbers and parcels, what it costs, its history. */
export default function OrderShipDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const {
    data: consignment,
    isPending,
    isError,
  } = useQuery({ ...consignmentQuery(id), enabled: valid });
  const { data: wallet } = useWallet();
  const pay = usePayConsignments();
  const payKey = useIdempotencyKey();
  const cancel = useDeleteConsignment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  if (!valid || isError) {
    return (
      <Empty description="Không tìm thấy đơn ký gửi.">
        <Link to={paths.orderShip}>Về danh sách đơn ký gửi</Link>
      </Empty>
    );
  }
  if (isPending) return <Skeleton active />;

  const cancelled = consignment.Status === OrderShipStatus.Cancelled;
  const editable = consignment.IsEditable && !cancelled;
  const due = consignment.Status === OrderShipStatus.AwaitingPayment && consignment.AmountDue > 0;

  const payNow = async () => {
    const question = `Thanh toán ${formatVnd(consignment.AmountDue)} cho đơn ${consignment.Code} từ ví?`;
    if (!(await showConfirm(question))) return;
    setRefusal(null);
    pay.mutate(
      { ids: [consignment.Id], idempotencyKey: payKey.take() },
      {
        onSuccess: (answer) =>
          toast.success(
            `Đã thanh toán ${formatVnd(answer.Amount)}. Số dư còn ${formatVnd(answer.Balance)}.`,
          ),
        onError: (error) => setRefusal(refusalOf(error)),
        onSettled: payKey.release,
      },
    );
  };
  const cancelConsignment = async () => {
    const question = `Hủy đơn ký gửi ${consignment.Code}? Đơn sẽ chuyển sang trạng thái "Đã hủy" và không thể khôi phục.`;
    if (!(await showConfirm(question))) return;
    cancel.mutate(consignment.Id, {
      onSuccess: () => toast.success(`Đã hủy đơn ${consignment.Code}`),
    });
  };

  // Each tracking number becomes a parcel; one that has none yet is still named here.
  const unmatched = consignment.TransportCodes.filter(
    (code) => !consignment.Transports.some((parcel) => parcel.TransportCode === code),
  );
  const declaredVnd = fenToVnd(cnyToFen(consignment.DeclaredCNY), consignment.Rate);
  const services =
    [consignment.IsWoodenCrate && 'Đóng gỗ', consignment.IsInsurance && 'Bảo hiểm']
      .filter(Boolean)
      .join(', ') || 'Không';

  return (
    <>
      <BackLink to={paths.orderShip}>Đơn ký gửi</BackLink>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          justifyContent: 'space-between',
          alignItems: 'center',
          margin: '8px 0 16px',
        }}
      >
        <Space wrap>
          <PageHeading style={{ margin: 0 }}>{consignment.Code}</PageHeading>
          <ConsignmentStatusTag status={consignment.Status} name={consignment.StatusName} />
        </Space>
        <Space wrap>
          {due && (
            <Button type="primary" loading={pay.isPending} onClick={() => void payNow()}>
              Thanh toán {formatVnd(consignment.AmountDue)}
            </Button>
          )}
          {consignment.Status === OrderShipStatus.Paid && (
            <Link to={paths.deliveryRequest}>
              <Button type="primary" icon={<CarOutlined />}>
                Yêu cầu giao hàng
              </Button>
            </Link>
          )}
          {editable && (
            <Button danger loading={cancel.isPending} onClick={() => void cancelConsignment()}>
              Hủy đơn
            </Button>
          )}
        </Space>
      </div>
      {refusal && (
        <PayShortfall
          message={refusal}
          shortfall={Math.max(0, consignment.AmountDue - (wallet?.Balance ?? 0))}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card
            title="Hàng hóa khai báo"
            size="small"
            style={{ marginBottom: 16 }}
            extra={
              editable && (
                <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                  Thêm mặt hàng
                </Button>
              )
            }
          >
            <ConsignmentItems consignment={consignment} />
            <div style={{ textAlign: 'right', marginTop: 8 }}>
              Tổng giá trị khai báo: <strong>{formatCny(consignment.DeclaredCNY)}</strong>{' '}
              <Typography.Text type="secondary">(≈ {formatVnd(declaredVnd)})</Typography.Text>
            </div>
          </Card>
          <Card title="Mã vận đơn và kiện hàng" size="small" style={{ marginBottom: 16 }}>
            {unmatched.length > 0 && (
              <div style={{ marginBottom: 12 }}>
                <Typography.Text type="secondary">Mã vận đơn chưa có kiện: </Typography.Text>
                <TrackingTags codes={unmatched} max={Infinity} none={null} />
              </div>
            )}
            {editable && <AddTrackingCode consignmentId={consignment.Id} />}
            <div style={{ marginTop: editable ? 12 : 0 }}>
              <ParcelTable
                rows={consignment.Transports}
                showOwner={false}
                compact
                emptyText={
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description="Chưa có kiện nào. Thêm mã vận đơn shop đã gửi để theo dõi kiện."
                  />
                }
              />
            </div>
          </Card>
          <Card title="Thông tin đơn" size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'warehouse', label: 'Kho nhận', children: consignment.WarehouseName },
                { key: 'services', label: 'Dịch vụ', children: services },
                {
                  key: 'rate',
                  label: 'Tỷ giá',
                  children: `${formatVnd(consignment.Rate)} / ¥`,
                },
                {
                  key: 'weight',
                  label: 'Cân tính phí',
                  children: consignment.Weight === null ? 'Chưa cân' : formatKg(consignment.Weight),
                },
                {
                  key: 'created',
                  label: 'Ngày tạo',
                  children: formatDateTime(consignment.CreatedDate),
                },
                { key: 'note', label: 'Ghi chú', children: consignment.Note || '—' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title="Chi phí" size="small" style={{ marginBottom: 16 }}>
            {consignment.FeeLines.length === 0 ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Phí vận chuyển được tính khi kho Trung Quốc cân kiện.
              </Typography.Paragraph>
            ) : (
              <FeeLines order={consignment} />
            )}
          </Card>
          <Card title="Lịch sử đơn" size="small">
            <OrderTimeline order={asTimeline(consignment.History)} />
          </Card>
        </Col>
      </Row>
      {editable && (
        <AddItemModal
          consignmentId={consignment.Id}
          open={adding}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
