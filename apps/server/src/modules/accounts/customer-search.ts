import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { nameWords, users } from '../../db/schema.js';
import {
  codeId,
  likeContains,
  likePrefix,
  nameQuery,
  phoneDigitRuns,
} from '../../lib/search-text.js';

/**
 * The customers a console keyword names: by code ("KH000123", "kh123", or its number "000123"),
 * by the start of an email, by any 4 or more digits of the phone typed in any form, or by the
 * words of the name without diacritics. The code, email and name read an index (the primary key,
 * users_email_prefix_idx, users_search_name_idx); digits inside a phone are looked for in every
 * customer's search_phone, a short column. None when the keyword can be none of them.
 */
function customerConditions(text: string): SQL[] {
  const id = codeId(text, 'KH');
  const words = nameQuery(text);
  return [
    id ? eq(users.id, id) : undefined,
    /\s/.test(text) ? undefined : like(users.email, likePrefix(text.toLowerCase())),
    ...phoneDigitRuns(text).map((digits) => like(users.searchPhone, likeContains(digits))),
    words ? sql`${nameWords(users.searchName)} @@ to_tsquery('simple', ${words})` : undefined,
  ].filter((condition) => condition !== undefined);
}

/** The customer search's filter: undefined without a keyword, false when it can name nobody. */
export function customerMatch(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  return or(...customerConditions(text)) ?? sql`false`;
}

/**
 * `column` holds one of the customers a keyword names: the queues' filter. Written `= any(array(…))`
 * so the customers are found first and the queue's (customer_id, …) index is read for each, one
 * arm of an index OR; `in (subquery)` would make PostgreSQL scan the queue instead. Undefined when
 * the keyword can name no customer.
 */
export function ofCustomersMatching(
  tx: Executor,
  column: PgColumn,
  keyword: string,
): SQL | undefined {
  const conditions = customerConditions(keyword.trim());
  if (conditions.length === 0) return undefined;
  const ids = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'customer'), or(...conditions)));
  return sql`${column} = any(array(${ids}))`;
}
