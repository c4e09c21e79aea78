import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  formatDateTime,
  RequestStatus,
  type ConsoleListAnswer,
  type RequestQueueQuery,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { depositRequests, withdrawalRequests } from '../../db/schema.js';
import {
  statusListPage,
  type ExportColumn,
  type ExportSheet,
  type Page,
} from '../../lib/console-list.js';
import { requestConditions } from '../../lib/request-list.js';
import { codeId } from '../../lib/search-text.js';
import { ofCustomersMatching } from './customer-search.js';

/** What makes the deposit queue and the withdrawal queue differ. */
export interface RequestQueueSource<Row, Item> {
  /** The requests' code prefix: NT, RT. */
  prefix: string;
  /** What else the keyword finds in this queue (a transfer content, a payee's account). */
  own: (keyword: string) => SQL | undefined;
  /** The requests `where` picks (one page of them), newest first, with what a row shows. */
  rows: (where: SQL) => PromiseLike<Row[]>;
  toItem: (row: Row) => Item;
}

/**
 * The console's deposit or withdrawal queue (a console list): the requests of the statuses asked
 * for among those made in the days asked and found by the keyword (the request's code or its
 * number, its customer, and what the queue itself adds), with every status's count.
 */
export async function requestQueue<Row, Item>(
  tx: Executor,
  table: typeof depositRequests | typeof withdrawalRequests,
  query: RequestQueueQuery,
  page: Page,
  source: RequestQueueSource<Row, Item>,
): Promise<ConsoleListAnswer<Item>> {
  const keyword = query.keyword;
  const id = keyword ? codeId(keyword, source.prefix) : null;
  const found = keyword
    ? (or(
        id ? eq(table.id, id) : undefined,
        source.own(keyword),
        await ofCustomersMatching(tx, table.customerId, keyword),
      ) ?? sql`false`)
    : undefined;
  return statusListPage(tx, page, {
    key: { id: table.id, createdAt: table.createdAt, status: table.status },
    statuses: Object.values(RequestStatus),
    asked: query.status,
    found: and(requestConditions(table, { from: query.from, end: query.end }), found),
    rows: source.rows,
    toItem: source.toItem,
  });
}

/** What both queues' rows hold: the request and who asked (customerRef). */
interface QueueItem {
  Code: string;
  CustomerCode: string;
  CustomerName: string;
  CustomerEmail: string;
  Amount: number;
  StatusName: string;
  RejectReason: string;
  CreatedDate: string;
  ReviewedDate: string | null;
}

/**
 * A queue as a workbook: the request, who asked and the amount, then the queue's own columns
 * (`details`), then where the request stands.
 */
export function requestQueueSheet<Item extends QueueItem>(
  names: Pick<ExportSheet<Item>, 'fileName' | 'sheetName'>,
  details: ExportColumn<Item>[],
): ExportSheet<Item> {
  return {
    ...names,
    columns: [
      { header: 'Mã yêu cầu', width: 12, value: (row) => row.Code },
      { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
      { header: 'Tên khách hàng', width: 24, value: (row) => row.CustomerName },
      { header: 'Email', width: 28, value: (row) => row.CustomerEmail },
      { header: 'Số tiền (₫)', width: 16, value: (row) => row.Amount },
      ...details,
      { header: 'Trạng thái', width: 12, value: (row) => row.StatusName },
      { header: 'Lý do từ chối', width: 30, value: (row) => row.RejectReason },
      { header: 'Ngày tạo', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
      { header: 'Ngày duyệt', width: 18, value: (row) => formatDateTime(row.ReviewedDate) },
    ],
  };
}
