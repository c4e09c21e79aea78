import type { TablePaginationConfig } from 'antd';
import { formatNumber } from '@app/shared';

/** The page a list shows, as the pages hand it to their tables. */
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a console list's cap (COUNT_CAP): more rows match than it counted. */
  capped?: boolean;
  onPage: (page: number, pageSize: number) => void;
}

/**
 * Every paged list in the portal and the console pages the same way: phones get the small pager
 * without the page-size picker, and the total is counted in the list's own noun.
 */
export const paginationOf = (paging: Paging, wide: boolean, noun: string) =>
  ({
    current: paging.page,
    pageSize: paging.pageSize,
    total: paging.total,
    showSizeChanger: wide,
    size: wide ? 'medium' : 'small',
    showTotal: (total: number) =>
      paging.capped ? `Hơn ${formatNumber(total)} ${noun}` : `Tổng ${formatNumber(total)} ${noun}`,
    onChange: paging.onPage,
  }) satisfies TablePaginationConfig;
