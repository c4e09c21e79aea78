import { Card, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import type { DashboardAnswer } from '@app/shared';
import { paths } from '../../../app/routes';

/** The customer's orders by state; each opens the list filtered to that state. */
export function OrderCounters({ counts }: { counts: DashboardAnswer['OrderCounts'] }) {
  return (
    <Card title="Đơn mua hộ" extra={<Link to={paths.order}>Tất cả</Link>}>
      {counts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có đơn hàng" />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {counts.map((row) => (
            <Link key={row.State} to={`${paths.order}?state=${row.State}`}>
              <Tag style={{ padding: '4px 10px', fontSize: 14 }}>
                {row.StateName}: <strong>{row.Count}</strong>
              </Tag>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
