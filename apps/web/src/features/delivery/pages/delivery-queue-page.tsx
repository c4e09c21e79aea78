import { useState } from 'react';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CarOutlined, CheckOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  DeliveryStatus,
  deliveryMachine,
  deliveryStatusNames,
  formatDateTime,
  formatVnd,
  movesFrom,
  placeOfSlip,
  type AdminDeliveryRow,
} from '@app/shared';
import { adminParcelSearchPath } from '../../../app/routes';
import {
  CodeAndDate,
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
  waitingTab,
} from '../../../components/console-list';
import { ReasonModal } from '../../../components/reason-modal';
import { DeliveryStatusTag } from '../../../components/delivery-status-tag';
import { GoodsCodeLink } from '../../../components/goods-code-link';
import { usePrintSheet } from '../../../components/print-sheet';
import { showConfirm, toast } from '../../../lib/dialogs';
import { adminKeys } from '../../../lib/query-keys';
import { formatKg } from '../../../lib/units';
import { slipCodes, useDeliveryStep } from '../api/delivery-queue';
import { DeliverModal } from '../components/deliver-modal';
import { DeliverySlip } from '../components/delivery-slip';
import { compactColumn } from '../../../components/table-columns';

/**
 * The queue's tabs: the work waiting first (slips to take out, and those out for delivery, so a
 * slip taken out stays in view until it is handed over), then each status.
 */
const tabs = statusTabs(Object.values(DeliveryStatus), deliveryStatusNames, [
  waitingTab('Cần xử lý', [DeliveryStatus.Pending, DeliveryStatus.Delivering]),
]);

/**
 * How and where a slip goes, and the customer's note: staff read them in the list before taking
 * a slip out. A pickup has no address: the goods wait at the slip's warehouse.
 */
function SlipPlace({ slip }: { slip: AdminDeliveryRow }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {slip.Address ? `${slip.MethodName}: ${slip.Address}` : placeOfSlip(slip)}
      </Typography.Text>
      {slip.Note && (
        <div>
          <Typography.Text style={{ fontSize: 12 }}>Ghi chú: {slip.Note}</Typography.Text>
        </div>
      )}
    </div>
  );
}

/** The parcels a slip hands over, as the row unfolds. */
function SlipParcels({ slip }: { slip: AdminDeliveryRow }) {
  return (
    <Table
      rowKey="Code"
      size="small"
      pagination={false}
      dataSource={slip.Parcels}
      columns={[
        { title: 'Mã kiện', dataIndex: 'Code', width: 120 },
        {
          title: 'Mã vận đơn',
          dataIndex: 'TransportCode',
          render: (value: string) => (
            <Link to={adminParcelSearchPath(value)} style={{ fontFamily: 'monospace' }}>
              {value}
            </Link>
          ),
        },
        {
          title: 'Đơn',
          dataIndex: 'OrderCode',
          width: 120,
          render: (value: string) => <GoodsCodeLink code={value} />,
        },
        {
          title: 'Cân nặng',
          dataIndex: 'Weight',
          width: 110,
          align: 'right',
          render: (value: number) => formatKg(value),
        },
      ]}
      locale={{ emptyText: 'Phiếu không có kiện nào' }}
      footer={() => (
        <Space wrap size={[16, 4]}>
          {slip.WarehouseName && (
            <span>
              <strong>Kho:</strong> {slip.WarehouseName}
            </span>
          )}
          <span>
            <strong>Ghi chú của khách:</strong> {slip.Note || 'không có'}
          </span>
        </Space>
      )}
    />
  );
}

/**
 * The delivery-slip queue: slips by status, found by slip, customer, receiver or goods code; staff
 * take a slip out, hand it over or cancel it (with a reason), each after a confirmation, and print it.
 */
export default function DeliveryQueuePage() {
  const source = useConsoleList<AdminDeliveryRow>({
    path: 'admin/deliveries',
    queryKey: adminKeys.deliveries,
    tabs,
    defaultTab: 'waiting',
  });
  const step = useDeliveryStep();
  const [cancelling, setCancelling] = useState<AdminDeliveryRow | null>(null);
  const [delivering, setDelivering] = useState<AdminDeliveryRow | null>(null);
  const { print, sheet } = usePrintSheet();

  const start = async (slip: AdminDeliveryRow) => {
    const question = `Bắt đầu giao phiếu ${slip.Code} (${slip.Parcels.length} kiện, ${formatKg(
      slip.TotalWeight,
    )}) cho ${slip.ReceiverName}?`;
    if (!(await showConfirm(question))) return;
    step.mutate(
      { id: slip.Id, action: 'start' },
      { onSuccess: () => toast.success(`Phiếu ${slip.Code} đang giao`) },
    );
  };

  const actions = (slip: AdminDeliveryRow) => {
    const moves = movesFrom(deliveryMachine, slip.Status, 'staff');
    return (
      <Space wrap size={[6, 6]} onClick={(event) => event.stopPropagation()}>
        {moves.includes(DeliveryStatus.Delivering) && (
          <Button
            size="small"
            type="primary"
            icon={<CarOutlined />}
            onClick={() => void start(slip)}
          >
            Bắt đầu giao
          </Button>
        )}
        {moves.includes(DeliveryStatus.Delivered) && (
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => setDelivering(slip)}
          >
            Đã giao
          </Button>
        )}
        <Button
          size="small"
          icon={<PrinterOutlined />}
          onClick={() => print('slip', <DeliverySlip slip={slip} />)}
        >
          In phiếu
        </Button>
        {moves.includes(DeliveryStatus.Cancelled) && (
          <Button size="small" danger icon={<StopOutlined />} onClick={() => setCancelling(slip)}>
            Hủy
          </Button>
        )}
      </Space>
    );
  };

  const goods = (slip: AdminDeliveryRow) => (
    <Space size={[4, 4]} wrap>
      {slipCodes(slip.ListOrders).map((code) => (
        <Tag key={code} style={{ marginInlineEnd: 0 }}>
          {code}
        </Tag>
      ))}
    </Space>
  );

  const columns: TableColumnsType<AdminDeliveryRow> = [
    {
      title: 'Mã phiếu',
      dataIndex: 'Code',
      width: 140,
      // The status under the code: the first tab and "Tất cả" mix statuses, and a column of its
      // own would push the table past a laptop's width.
      render: (value: string, slip) => (
        <div>
          <CodeAndDate code={value} date={slip.CreatedDate} />
          <DeliveryStatusTag status={slip.Status} name={slip.StatusName} />
        </div>
      ),
    },
    {
      title: 'Khách hàng',
      key: 'customer',
      width: 140,
      render: (_, slip) => (
        <div>
          <strong>{slip.CustomerCode}</strong>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {slip.CustomerName}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Người nhận',
      key: 'receiver',
      render: (_, slip) => (
        <div>
          <div>
            {slip.ReceiverName} · <a href={`tel:${slip.ReceiverPhone}`}>{slip.ReceiverPhone}</a>
          </div>
          <SlipPlace slip={slip} />
        </div>
      ),
    },
    { title: 'Hàng', key: 'goods', width: 150, render: (_, slip) => goods(slip) },
    {
      title: 'Kiện · đã trả',
      key: 'weight',
      width: 140,
      align: 'right',
      render: (_, slip) => (
        <div>
          {slip.Parcels.length} kiện · {formatKg(slip.TotalWeight)}
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatVnd(slip.AmountPaid)}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, slip) => actions(slip),
    },
  ];

  const compact = compactColumn<AdminDeliveryRow>('Phiếu giao hàng', (slip) => (
    <>
      <CompactHead
        title={`${slip.Code} · ${slip.CustomerCode}`}
        tag={<DeliveryStatusTag status={slip.Status} name={slip.StatusName} />}
      />
      <div>
        {slip.ReceiverName} · <a href={`tel:${slip.ReceiverPhone}`}>{slip.ReceiverPhone}</a>
      </div>
      <SlipPlace slip={slip} />
      <div style={{ margin: '4px 0' }}>{goods(slip)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {slip.Parcels.length} kiện · {formatKg(slip.TotalWeight)} · đã trả{' '}
        {formatVnd(slip.AmountPaid)} · {formatDateTime(slip.CreatedDate)}
      </Typography.Text>
      <div style={{ marginTop: 6 }}>{actions(slip)}</div>
    </>
  ));

  return (
    <>
      <ConsoleList<AdminDeliveryRow>
        title="Phiếu giao hàng"
        source={source}
        placeholder="Mã phiếu, khách hàng, tên hoặc SĐT người nhận, mã hàng"
        searchWidth={420}
        table={{
          columns,
          compact,
          expand: (slip) => <SlipParcels slip={slip} />,
          scrollX: 900,
          noun: 'phiếu',
          emptyText: 'Không có phiếu giao hàng',
        }}
      />
      {/* Cancelling a slip always says why: the customer reads it, and the goods wait for a new slip. */}
      <ReasonModal
        open={cancelling !== null}
        title={`Hủy phiếu giao hàng ${cancelling?.Code ?? ''}`}
        okText="Hủy phiếu"
        cancelText="Đóng"
        label="Lý do hủy"
        name="cancel-delivery"
        saving={step.isPending}
        onClose={() => setCancelling(null)}
        onSubmit={(reason) => {
          if (!cancelling) return;
          const code = cancelling.Code;
          step.mutate(
            { id: cancelling.Id, action: 'cancel', body: { Reason: reason } },
            {
              onSuccess: () => {
                toast.success(`Đã hủy phiếu ${code}`);
                setCancelling(null);
              },
            },
          );
        }}
      >
        <p style={{ marginTop: 0 }}>
          Hàng trên phiếu trở lại chờ giao và khách hàng có thể tạo phiếu mới.
        </p>
      </ReasonModal>
      <DeliverModal
        slip={delivering}
        saving={step.isPending}
        onClose={() => setDelivering(null)}
        onSubmit={(body) => {
          if (!delivering) return;
          const code = delivering.Code;
          step.mutate(
            { id: delivering.Id, action: 'deliver', body },
            {
              onSuccess: () => {
                toast.success(`Phiếu ${code} đã giao xong`);
                setDelivering(null);
              },
            },
          );
        }}
      />
      {sheet}
    </>
  );
}
