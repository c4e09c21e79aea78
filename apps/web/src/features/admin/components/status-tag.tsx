import { Tag, Tooltip } from 'antd';
import { RequestStatus, labelOf, requestStatusNames } from '@app/shared';

const colors: Record<number, string> = {
  [RequestStatus.Pending]: 'gold',
  [RequestStatus.Approved]: 'green',
  [RequestStatus.Rejected]: 'red',
  [RequestStatus.Cancelled]: 'default',
};

export function StatusTag({
  row,
}: {
  row: { Status: number; StatusName: string; RejectReason: string };
}) {
  const tag = (
    <Tag color={colors[row.Status]}>
      {row.StatusName || labelOf(requestStatusNames, row.Status)}
    </Tag>
  );
  return row.RejectReason ? <Tooltip title={`Lý do: ${row.RejectReason}`}>{tag}</Tooltip> : tag;
}
