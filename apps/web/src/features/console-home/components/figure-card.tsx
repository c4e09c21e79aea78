import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';

/**
 * One figure of the console's home: its icon, its name, the figure and a line under it; the whole
 * card a link to the list behind it when it has one (`to`).
 */
export function FigureCard({
  icon,
  label,
  value,
  extra,
  to,
  valueColor,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /** A line under the figure: text only (the card may be a link already). */
  extra?: ReactNode;
  to?: string;
  valueColor?: string;
}) {
  const card = (
    <Card hoverable={to !== undefined} style={{ height: '100%' }}>
      <div className="stat-card__body">
        <div className="stat-card__icon" aria-hidden="true">
          {icon}
        </div>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <div className="stat-card__value" style={{ color: valueColor }}>
            {value}
          </div>
          {extra && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {extra}
            </Typography.Text>
          )}
        </div>
      </div>
    </Card>
  );
  return to === undefined ? (
    <div className="stat-card" style={{ height: '100%' }}>
      {card}
    </div>
  ) : (
    <Link
      to={to}
      className="stat-card"
      style={{ display: 'block', height: '100%', color: 'inherit' }}
    >
      {card}
    </Link>
  );
}
