import type { TablePaginationConfig } from 'antd';

/** The page a list shows, as the pages hand it to their tables. */
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
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
    showTotal: (total: number) => `Tổng ${total} ${noun}`,
    onChange: paging.onPage,
  }) satisfies TablePaginationConfig;
