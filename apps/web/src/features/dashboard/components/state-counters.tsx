import { Card, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import type { DashboardAnswer } from '@app/shared';
import { paths } from '../../../app/routes';

interface Count {
  /** The state's value, as the list's filter takes it. */
  value: number;
  name: string;
  count: number;
}

/** A list's rows counted by state; each count opens the list filtered to that state. */
function StateCounters({
  title,
  list,
  filter,
  empty,
  counts,
}: {
  title: string;
  list: string;
  /** The list's URL filter the state goes in. */
  filter: 'state' | 'status';
  empty: string;
  counts: Count[];
}) {
  return (
    <Card title={title} extra={<Link to={list}>Tất cả</Link>}>
      {counts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {counts.map(({ value, name, count }) => (
            <Link key={value} to={`${list}?${filter}=${value}`}>
              <Tag style={{ padding: '4px 10px', fontSize: 14 }}>
                {name}: <strong>{count}</strong>
              </Tag>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}

/** The customer's orders by state; each opens the list filtered to that state. */
export const OrderCounters = ({ counts }: { counts: DashboardAnswer['OrderCounts'] }) => (
  <StateCounters
    title="Đơn mua hộ"
    list={paths.order}
    filter="state"
    empty="Chưa có đơn hàng"
    counts={counts.map((row) => ({ value: row.State, name: row.StateName, count: row.Count }))}
  />
);

/** The customer's parcels by status; each opens the parcel list filtered to that status. */
export const TransportCounters = ({ counts }: { counts: DashboardAnswer['TransportCounts'] }) => (
  <StateCounters
    title="Kiện hàng"
    list={paths.transportList}
    filter="status"
    empty="Chưa có kiện hàng"
    counts={counts.map((row) => ({ value: row.Status, name: row.StatusName, count: row.Count }))}
  />
);
