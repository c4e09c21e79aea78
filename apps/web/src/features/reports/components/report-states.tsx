import type { ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';

/**
 * What a report shows before or instead of its figures: a skeleton while it loads, a sentence
 * when the call failed (the API client has already said why) or when the period holds nothing.
 */
export function ReportState({
  isPending,
  isError,
  empty = false,
  emptyText,
  errorText = 'Không tải được báo cáo cho khoảng thời gian này. Hãy chọn khoảng thời gian khác rồi thử lại.',
  children,
}: {
  isPending: boolean;
  isError: boolean;
  /** The report has nothing to show (none: it always has something, its totals at least). */
  empty?: boolean;
  emptyText?: string;
  /** A report without a period says something else than "choose other days". */
  errorText?: string;
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
        <Empty description={errorText} />
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
