import { Typography } from 'antd';
import { formatDateTime } from '@app/shared';

/** A list's first cell: the row's code in bold, when it was made in small grey under it. */
export function CodeAndDate({ code, date }: { code: string; date: string }) {
  return (
    <div>
      <strong>{code}</strong>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(date)}
        </Typography.Text>
      </div>
    </div>
  );
}
