import { useState } from 'react';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { CarOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { OrderShipStatus, formatVnd } from '@app/shared';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { RecordLayout } from '../../../components/record-layout';
import { ConsignmentStatusTag } from '../../../components/status-tags';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showConfirm, toast } from '../../../lib/dialogs';
import { refusalOf } from '../../../lib/refusal';
import { useRouteRecord } from '../../../lib/use-route-record';
import { FeeLines, OrderTimeline } from '../../orders';
import { PayShortfall, useWallet } from '../../wallet';
import { consignmentQuery, useDeleteConsignment, usePayConsignments } from '../api/consignments';
import { AddItemModal } from '../components/add-item-modal';
import { BackLink } from '../components/back-link';
import { ConsignmentFacts } from '../components/consignment-facts';
import { ConsignmentItems } from '../components/consignment-items';
import { ConsignmentParcels } from '../components/consignment-parcels';
import { asTimeline } from '../lib/history';

/** A consignment: what was declared, its tracking numbers and parcels, what it costs, its history. */
export default function OrderShipDetailPage() {
  const { valid, data: consignment, isPending, isError } = useRouteRecord(consignmentQuery);
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

  return (
    <>
      <BackLink to={paths.orderShip}>Đơn ký gửi</BackLink>
      <PageTitle
        title={consignment.Code}
        beside={<ConsignmentStatusTag status={consignment.Status} name={consignment.StatusName} />}
        style={{ margin: '8px 0 16px' }}
        actions={
          <>
            {due && (
              <Button type="primary" loading={pay.isPending} onClick={() => void payNow()}>
                Thanh toán {formatVnd(consignment.AmountDue)}
              </Button>
            )}
            {consignment.Status === OrderShipStatus.Paid && (
              <LinkButton to={paths.deliveryRequest} type="primary" icon={<CarOutlined />}>
                Yêu cầu giao hàng
              </LinkButton>
            )}
            {editable && (
              <Button danger loading={cancel.isPending} onClick={() => void cancelConsignment()}>
                Hủy đơn
              </Button>
            )}
          </>
        }
      />
      {refusal && (
        <PayShortfall
          message={refusal}
          shortfall={Math.max(0, consignment.AmountDue - (wallet?.Balance ?? 0))}
        />
      )}
      <RecordLayout
        main={[
          {
            title: 'Hàng hóa khai báo',
            extra: editable && (
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Thêm mặt hàng
              </Button>
            ),
            body: <ConsignmentItems consignment={consignment} />,
          },
          {
            title: 'Mã vận đơn và kiện hàng',
            body: <ConsignmentParcels consignment={consignment} editable={editable} />,
          },
          { title: 'Thông tin đơn', body: <ConsignmentFacts consignment={consignment} /> },
        ]}
        side={[
          {
            title: 'Chi phí',
            body:
              consignment.FeeLines.length === 0 ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  Phí vận chuyển được tính khi kho Trung Quốc cân kiện.
                </Typography.Paragraph>
              ) : (
                <FeeLines order={consignment} />
              ),
          },
          { title: 'Lịch sử đơn', body: <OrderTimeline order={asTimeline(consignment.History)} /> },
        ]}
      />
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
