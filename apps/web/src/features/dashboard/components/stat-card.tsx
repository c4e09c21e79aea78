import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** One figure of the dashboard; money is pre-formatted (antd Statistic prints commas under vi_VN). */
export function StatCard({
  icon,
  label,
  value,
  extra,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card style={{ height: '100%' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div style={{ fontSize: 28, color: '#c8102e' }}>{icon}</div>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <div style={{ fontSize: 22, fontWeight: 600 }}>{value}</div>
          {extra}
        </div>
      </div>
    </Card>
  );
}
