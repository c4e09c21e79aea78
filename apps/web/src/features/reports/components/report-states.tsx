import type { ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';

/**
 * What a report shows before or instead of its figures: a skeleton while it loads, a sentence
 * when the call failed (the API client has already said why) or when the period holds nothing.
 */
export function ReportState({
  isPending,
  isError,
  empty,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card>
        <Empty description="Không tải được báo cáo cho khoảng thời gian này. Hãy chọn khoảng thời gian khác rồi thử lại." />
      </Card>
    );
  }
  if (empty) {
    return (
      <Card>
        <Empty description={emptyText} />
      </Card>
    );
  }
  return <>{children}</>;
}
