import type { ReactNode } from 'react';
import { Tag, Tooltip, Typography } from 'antd';

/** A consignment's tracking numbers as tags, the first few shown and the rest counted. */
export function TrackingTags({
  codes,
  max = 3,
  none = <Typography.Text type="warning">Chưa có mã vận đơn</Typography.Text>,
}: {
  codes: string[];
  max?: number;
  /** What shows when there is none yet (a status tag nearby may already say it). */
  none?: ReactNode;
}) {
  if (codes.length === 0) return none;
  const shown = codes.slice(0, max);
  const rest = codes.slice(max);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {shown.map((code) => (
        <Tag key={code} style={{ marginInlineEnd: 0 }}>
          {code}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </span>
  );
}
