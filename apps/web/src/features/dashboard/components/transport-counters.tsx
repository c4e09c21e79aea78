import { Card, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import type { DashboardAnswer } from '@app/shared';
import { paths } from '../../../app/routes';

/** The customer's parcels by status; each opens the parcel list filtered to that status. */
export function TransportCounters({ counts }: { counts: DashboardAnswer['TransportCounts'] }) {
  return (
    <Card title="Kiện hàng" extra={<Link to={paths.transportList}>Tất cả</Link>}>
      {counts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có kiện hàng" />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {counts.map((row) => (
            <Link key={row.Status} to={`${paths.transportList}?status=${row.Status}`}>
              <Tag style={{ padding: '4px 10px', fontSize: 14 }}>
                {row.StatusName}: <strong>{row.Count}</strong>
              </Tag>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
