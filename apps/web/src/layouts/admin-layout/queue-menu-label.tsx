import { Badge } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { QueueCounts } from '@app/shared';
import { queueCountsQuery } from '../../features/admin';

interface Props {
  label: string;
  queue: keyof QueueCounts;
  /** What the count is of, for its tooltip: "yêu cầu nạp tiền chờ duyệt". */
  noun: string;
}

/** A console menu entry with how many rows wait in its queue, when any do. */
export function QueueMenuLabel({ label, queue, noun }: Props) {
  const { data } = useQuery(queueCountsQuery);
  const waiting = data?.[queue] ?? 0;
  return (
    <span>
      {label}
      {waiting > 0 && (
        <Badge
          count={waiting}
          size="small"
          overflowCount={99}
          title={`${waiting} ${noun}`}
          style={{ marginInlineStart: 6 }}
        />
      )}
    </span>
  );
}
