import type { ReactNode } from 'react';
import { Empty } from 'antd';

/**
 * What an empty customer list says: with filters in use, to loosen them; without, how to make the
 * first one (`children`), with the button that does it.
 */
export function ListEmpty({
  filtered,
  noun,
  children,
  action,
}: {
  filtered: boolean;
  /** What the list holds, as in "Không có phiếu giao nào". */
  noun: string;
  children: string;
  action?: ReactNode;
}) {
  if (filtered) {
    return (
      <Empty description={`Không có ${noun} nào khớp bộ lọc. Hãy bỏ bớt điều kiện tìm kiếm.`} />
    );
  }
  return <Empty description={children}>{action}</Empty>;
}
