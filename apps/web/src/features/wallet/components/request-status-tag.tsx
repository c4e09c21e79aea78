import { Tag, Typography } from 'antd';
import { RequestStatus, labelOf, requestStatusNames } from '@app/shared';

const colors: Record<number, string> = {
  [RequestStatus.Pending]: 'gold',
  [RequestStatus.Approved]: 'green',
  [RequestStatus.Rejected]: 'red',
  [RequestStatus.Cancelled]: 'default',
};

interface Props {
  row: { Status: number; StatusName: string; RejectReason: string };
}

/** A request's status; a refused one also says why. */
export function RequestStatusTag({ row }: Props) {
  return (
    <div>
      <Tag color={colors[row.Status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {row.StatusName || labelOf(requestStatusNames, row.Status)}
      </Tag>
      {row.Status === RequestStatus.Rejected && row.RejectReason && (
        <div>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            Lý do: {row.RejectReason}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

export const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.values(RequestStatus).map((status) => ({
    value: String(status),
    label: requestStatusNames[status],
  })),
];
