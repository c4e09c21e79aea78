import { useState } from 'react';
import type { Paging } from '../../../lib/pagination';
import type { PageQuery } from '../api/reports';

/** How many rows a page of a report's list shows at first. */
export const PAGE_SIZE = 20;

/**
 * The page of a list behind a report (the rows of a figure, the customers who owe): what to ask
 * the server (`skip`, `take`) and the pager's state. A new page size starts again at page 1.
 */
export function usePaging(pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [take, setTake] = useState(pageSize);
  const query: PageQuery = { skip: (page - 1) * take, take };
  const paging = (total: number): Paging => ({
    page,
    pageSize: take,
    total,
    onPage: (next, size) => {
      setPage(size !== take ? 1 : next);
      setTake(size);
    },
  });
  return { query, paging };
}
