import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  OrderState,
  formatDateTime,
  formatVnd,
  orderStateNames,
  type AdminOrderRow,
} from '@app/shared';
import { adminOrderPath } from '../../../app/routes';
import {
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
  waitingTab,
} from '../../../components/console-list';
import { useMayOpen } from '../../../lib/console-access';
import { adminKeys } from '../../../lib/query-keys';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useBulkStartBuying } from '../api/admin-orders';
import { OrderStateTag } from '../components/order-state-tag';
import {
  orderCreatedColumn,
  orderStateColumn,
  orderTotalColumn,
} from '../components/order-columns';
import { compactColumn, selectAllTitle } from '../../../components/table-columns';

const columns: TableColumnsType<AdminOrderRow> = [
  { title: 'Mã đơn', dataIndex: 'Code', width: 110 },
  { title: 'Khách hàng', dataIndex: 'CustomerCode', width: 110 },
  { title: 'Shop', dataIndex: 'ShopName' },
  orderStateColumn(),
  orderTotalColumn(),
  {
    title: 'Còn nợ',
    dataIndex: 'AmountDue',
    width: 130,
    align: 'right',
    render: (value: number) => formatVnd(value),
  },
  orderCreatedColumn(),
];

const compact = compactColumn<AdminOrderRow>('Đơn hàng', (row) => (
  <>
    <CompactHead title={row.Code} tag={<OrderStateTag state={row.State} name={row.StateName} />} />
    <div>
      {row.CustomerCode} · {row.ShopName}
    </div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatDateTime(row.CreatedDate)} · còn nợ {formatVnd(row.AmountDue)}
    </Typography.Text>
  </>
));

/** The buying desk's tabs: the work waiting first (to buy, and being bought), then each state. */
const tabs = statusTabs(Object.values(OrderState), orderStateNames, [
  waitingTab('Cần mua', [OrderState.Deposited, OrderState.Buying]),
]);

/** The buying desk's board: orders by state, found by order code, customer or shop order number. */
export default function OrderBoardPage() {
  const navigate = useNavigate();
  const source = useConsoleList<AdminOrderRow>({
    path: 'admin/orders',
    queryKey: adminKeys.orders,
    statusKey: 'state',
    tabs,
    defaultTab: 'waiting',
  });
  const bulk = useBulkStartBuying();
  const [picked, setPicked] = useState<number[]>([]);
  // Only deposited orders can start buying: the board offers the bulk step where they show, to
  // the buying desk (every desk reads the board, DESIGN §12).
  const buying = useMayOpen('buying');
  const bulkable = buying && (source.statuses?.includes(OrderState.Deposited) ?? false);
  const startBuying = async () => {
    if (!(await showConfirm(`Bắt đầu mua ${picked.length} đơn hàng?`))) return;
    bulk.mutate(picked, {
      onSuccess: ({ moved, refused }) => {
        setPicked([]);
        toast.success(
          refused > 0
            ? `Đã chuyển ${moved} đơn; ${refused} đơn không chuyển được (đã được xử lý trước đó).`
            : `Đã chuyển ${moved} đơn sang Đang mua hàng.`,
        );
      },
    });
  };
  return (
    <>
      <ConsoleList<AdminOrderRow>
        title="Đơn mua hộ"
        source={source}
        placeholder="Mã đơn hoặc số đơn, khách hàng, mã đơn shop"
        toolbar={
          bulkable && (
            <Button
              type="primary"
              style={{ marginBottom: 12 }}
              disabled={picked.length === 0}
              loading={bulk.isPending}
              onClick={() => void startBuying()}
            >
              Bắt đầu mua ({picked.length})
            </Button>
          )
        }
        table={{
          columns,
          compact,
          ...(bulkable && {
            rowSelection: {
              columnTitle: selectAllTitle,
              selectedRowKeys: picked,
              onChange: (keys) => setPicked(keys.map(Number)),
              getCheckboxProps: (row) => ({
                disabled: row.State !== OrderState.Deposited,
                'aria-label': `Chọn đơn ${row.Code}`,
              }),
            },
          }),
          onRow: (row) => ({
            // The row opens the order; its checkbox (bulk steps) only picks it.
            onClick: (event) => {
              if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
              void navigate(adminOrderPath(row.Id));
            },
            style: { cursor: 'pointer' },
          }),
          noun: 'đơn hàng',
          emptyText: 'Không có đơn hàng',
        }}
      />
    </>
  );
}
