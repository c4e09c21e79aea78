import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/** A page's title with its actions beside it (under it on phones). */
export function PageTitle({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        justifyContent: 'space-between',
        alignItems: 'center',
        marginBottom: 12,
      }}
    >
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {actions && <Space wrap>{actions}</Space>}
    </div>
  );
}
