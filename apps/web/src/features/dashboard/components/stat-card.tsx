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
    <Link
      to={to}
      className="stat-card"
      style={{ display: 'block', height: '100%', color: 'inherit' }}
    >
      <Card hoverable style={{ height: '100%' }}>
        <div className="stat-card__body">
          <div className="stat-card__icon">{icon}</div>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <div className="stat-card__value">{value}</div>
            {extra}
          </div>
        </div>
      </Card>
    </Link>
  );
}
