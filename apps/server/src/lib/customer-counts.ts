import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { customerCounts } from '../db/schema.js';
import { qualified } from './qualified.js';

/** Lists the database counts as one number per customer. */
type SingleCount = 'messages' | 'carts';
/** Lists it counts per status (or, for the ledger, per transaction type). */
type CountByValue =
  | 'ledger'
  | 'deposits'
  | 'withdrawals'
  | 'orders'
  | 'transports'
  | 'orderShips'
  | 'deliveries'
  | 'complaints';

/**
 * A customer's number of rows in a list, read from `customer_counts` (kept at commit by the
 * triggers of migration 0016) — of one status or type when `value` is given. A subquery, so a
 * page's rows and its Total come back in one statement, seen at the same moment. The customer and
 * the value may be a prepared statement's placeholders.
 */
export function countedRows(customerId: number | Placeholder, list: SingleCount): SQL<number>;
export function countedRows(
  customerId: number | Placeholder,
  list: CountByValue,
  value?: number | Placeholder | SQL,
): SQL<number>;
export function countedRows(
  customerId: number | Placeholder,
  list: SingleCount | CountByValue,
  value?: number | Placeholder | SQL,
): SQL<number> {
  const column = qualified(customerCounts[list]);
  const owner = sql`${qualified(customerCounts.customerId)} = ${customerId}`;
  if (list === 'messages' || list === 'carts') {
    return sql<number>`coalesce((select ${column} from ${customerCounts} where ${owner}), 0)`.mapWith(
      Number,
    );
  }
  if (value !== undefined) {
    // Element value + 1: arrays start at 1, statuses at 0.
    return sql<number>`coalesce((select ${column}[${value}::integer + 1] from ${customerCounts} where ${owner}), 0)`.mapWith(
      Number,
    );
  }
  return sql<number>`coalesce((select sum(counted)::integer from ${customerCounts}, unnest(${column}) counted where ${owner}), 0)`.mapWith(
    Number,
  );
}

/**
 * Whether a customer list's Total can be read from its counter for `query` (a list call's query
 * string: skip, take, cursor and its filters): not when any filter is given besides the one the list is
 * counted by (`countedBy`: its status or type). Filters are read from the query itself, so a
 * filter added to a list later cannot be answered with the wrong Total.
 */
export function isCounted(query: { skip: number; take: number }, countedBy?: string): boolean {
  return Object.entries(query).every(
    ([key, value]) =>
      key === 'skip' ||
      key === 'take' ||
      // A cursor places the page in the same list: its Total is the same counter's.
      key === 'cursor' ||
      key === countedBy ||
      value === undefined ||
      value === null ||
      String(value) === '',
  );
}
