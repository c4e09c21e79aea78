import { useState } from 'react';
import { Button, Card, Grid, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
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
  ConsoleFilterBar,
  ConsoleTable,
  statusOptions,
} from '../../../components/console-list';
import { PageHeading } from '../../../components/page-title';
import { useUrlList } from '../../../lib/use-url-list';
import { showConfirm, toast } from '../../../lib/dialogs';
import { orderBoardQuery, useBulkStartBuying } from '../api/admin-orders';
import { OrderStateTag } from '../components/order-state-tag';
import {
  orderCreatedColumn,
  orderStateColumn,
  orderTotalColumn,
} from '../components/order-columns';

const stateOptions = statusOptions(Object.values(OrderState), orderStateNames);

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

const compact: TableColumnsType<AdminOrderRow> = [
  {
    title: 'Đơn hàng',
    key: 'all',
    render: (_, row) => (
      <div>
        <CompactHead
          title={row.Code}
          tag={<OrderStateTag state={row.State} name={row.StateName} />}
        />
        <div>
          {row.CustomerCode} · {row.ShopName}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.CreatedDate)} · còn nợ {formatVnd(row.AmountDue)}
        </Typography.Text>
      </div>
    ),
  },
];

/** The buying desk's board: orders by state, found by order code, customer code or shop order number. */
export default function OrderBoardPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const navigate = useNavigate();
  const list = useUrlList({ state: String(OrderState.Deposited), keyword: '' });
  const { data, isFetching } = useQuery(
    orderBoardQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  const bulk = useBulkStartBuying();
  const [picked, setPicked] = useState<number[]>([]);
  // Only deposited orders can start buying: the board offers the bulk step on that tab.
  const bulkable = list.filter.state === String(OrderState.Deposited);
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
      <PageHeading>Đơn mua hộ</PageHeading>
      <Card>
        <ConsoleFilterBar
          wide={wide}
          list={list}
          status={{ key: 'state', options: stateOptions, width: 200 }}
          placeholder="Mã đơn, mã khách hoặc mã đơn shop"
          searchWidth={320}
        />
        {bulkable && (
          <Button
            type="primary"
            style={{ marginBottom: 12 }}
            disabled={picked.length === 0}
            loading={bulk.isPending}
            onClick={() => void startBuying()}
          >
            Bắt đầu mua ({picked.length})
          </Button>
        )}
        <ConsoleTable<AdminOrderRow>
          wide={wide}
          columns={columns}
          compact={compact}
          rows={data?.Items}
          loading={isFetching}
          {...(bulkable && {
            rowSelection: {
              selectedRowKeys: picked,
              onChange: (keys) => setPicked(keys.map(Number)),
            },
          })}
          onRow={(row) => ({
            // The row opens the order; its checkbox (bulk steps) only picks it.
            onClick: (event) => {
              if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
              void navigate(adminOrderPath(row.Id));
            },
            style: { cursor: 'pointer' },
          })}
          paging={list.paging(data?.Total ?? 0)}
          noun="đơn hàng"
          emptyText="Không có đơn hàng"
        />
      </Card>
    </>
  );
}
