import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';

/**
 * One figure of the dashboard, the whole card a link to where it comes from; money is
 * pre-formatted (antd Statistic prints commas under vi_VN).
 */
export function StatCard({
  icon,
  label,
  value,
  to,
  extra,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /** The screen the figure opens. */
  to: string;
  /** A line under the figure: text only (the card is already the link). */
  extra?: ReactNode;
}) {
  return (
    <Link to={to} style={{ display: 'block', height: '100%', color: 'inherit' }}>
      <Card hoverable style={{ height: '100%' }}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <div style={{ fontSize: 28, color: '#c8102e' }}>{icon}</div>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <div style={{ fontSize: 22, fontWeight: 600 }}>{value}</div>
            {extra}
          </div>
        </div>
      </Card>
    </Link>
  );
}
