import { Button, Card, Space, Tabs } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { useUrlList } from '../../../lib/use-url-list';
import { dashboardQuery } from '../../../lib/user-config';
import { ordersQuery } from '../api/orders';
import { OrderFilter, type OrderFilterValues } from '../components/order-filter';
import { OrderTable } from '../components/order-table';

export default function OrderListPage() {
  const list = useUrlList<OrderFilterValues>({
    orderCode: '',
    state: '',
    wareHouse: '',
    from: '',
    end: '',
  });
  const { data, isFetching } = useQuery(
    ordersQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  // The tabs count the customer's orders by state (the dashboard's figures).
  const { data: dashboard } = useQuery(dashboardQuery);
  const counts = dashboard?.OrderCounts ?? [];
  const all = counts.reduce((sum, row) => sum + row.Count, 0);
  return (
    <>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <PageHeading>Đơn mua hộ</PageHeading>
        <Space wrap style={{ marginBottom: 12 }}>
          <Link to={paths.orderCart}>
            <Button icon={<ShoppingCartOutlined />}>Giỏ hàng</Button>
          </Link>
          <Link to={paths.orderDeposits}>
            <Button type="primary">Đơn chờ đặt cọc</Button>
          </Link>
        </Space>
      </div>
      <Card>
        <Tabs
          activeKey={list.filter.state}
          onChange={(state) => list.set({ ...list.filter, state })}
          items={[
            { key: '', label: `Tất cả (${all})` },
            ...counts.map((row) => ({
              key: String(row.State),
              label: `${row.StateName} (${row.Count})`,
            })),
          ]}
        />
        <OrderFilter value={list.filter} onSearch={list.set} />
        <OrderTable
          rows={data?.Items ?? []}
          loading={isFetching}
          {...list.paging(data?.Total ?? 0)}
        />
      </Card>
    </>
  );
}
