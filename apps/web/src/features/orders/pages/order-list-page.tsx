import { Tabs } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../lib/use-list-page';
import { dashboardQuery } from '../../../lib/user-config';
import { ordersQuery } from '../api/orders';
import { OrderFilterFields } from '../components/order-filter';
import { OrderTable } from '../components/order-table';

export default function OrderListPage() {
  const { list, table } = useListPage(
    { orderCode: '', state: '', wareHouse: '', from: '', end: '' },
    ordersQuery,
  );
  // The tabs count the customer's orders by state (the dashboard's figures).
  const { data: dashboard } = useQuery(dashboardQuery);
  const counts = dashboard?.OrderCounts ?? [];
  const all = counts.reduce((sum, row) => sum + row.Count, 0);
  return (
    <ListPage
      title="Đơn mua hộ"
      actions={
        <>
          <LinkButton to={paths.orderCart} icon={<ShoppingCartOutlined />}>
            Giỏ hàng
          </LinkButton>
          <LinkButton to={paths.orderDeposits} type="primary">
            Đơn chờ đặt cọc
          </LinkButton>
        </>
      }
      head={
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
      }
      list={list}
      filterName="order-filter"
      Filters={OrderFilterFields}
    >
      <OrderTable {...table} />
    </ListPage>
  );
}
