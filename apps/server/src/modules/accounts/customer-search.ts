import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { nameWords, textGrams, users } from '../../db/schema.js';
import {
  codeId,
  likeContains,
  likePrefix,
  nameQuery,
  phoneDigitRuns,
} from '../../lib/search-text.js';

/**
 * A phone (a column in the national form, users.search_phone) holds `digits` anywhere: among the
 * numbers holding each of their runs of 4 (a GIN index of their text_grams), the ones holding them all
 * in a row. A LIKE '%…%' alone reads every number.
 */
export const phoneHolds = (phone: PgColumn, digits: string): SQL =>
  sql`(${textGrams(phone)} @> ${textGrams(sql`${digits}::text`)} and ${like(phone, likeContains(digits))})`;

/**
 * The customers a console keyword names: by code ("KH000123", "kh123", or its number "000123"),
 * by the start of an email, by any 4 or more digits of the phone typed in any form, or by the
 * words of the name without diacritics. Each reads an index: the primary key,
 * users_email_prefix_idx, users_phone_grams_idx (phoneHolds), users_search_name_idx. None when the
 * keyword can be none of them.
 */
function customerConditions(text: string): SQL[] {
  const id = codeId(text, 'KH');
  const words = nameQuery(text);
  return [
    id ? eq(users.id, id) : undefined,
    /\s/.test(text) ? undefined : like(users.email, likePrefix(text.toLowerCase())),
    ...phoneDigitRuns(text).map((digits) => phoneHolds(users.searchPhone, digits)),
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
 * The ids of the customers a keyword names, read once for a whole console list: a list asks for
 * them in every status's walk and count, and a subquery there would be run again in each, and
 * PostgreSQL, not knowing how many it finds, may walk a whole queue in date order for them.
 */
export async function customersNamed(tx: Executor, keyword: string): Promise<number[]> {
  const conditions = customerConditions(keyword.trim());
  if (conditions.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'customer'), or(...conditions)));
  return rows.map((row) => row.id);
}

/**
 * `column` holds one of the customers a keyword names (customersNamed): the queues' filter, the
 * queue's (customer_id, …) index read for each, one arm of an index OR. The ids are one array
 * parameter: one statement text whatever the keyword (db/client.ts prepares each text). Undefined
 * when the keyword names no customer.
 */
export async function ofCustomersMatching(
  tx: Executor,
  column: PgColumn,
  keyword: string,
): Promise<SQL | undefined> {
  const ids = await customersNamed(tx, keyword);
  return ids.length > 0 ? sql`${column} = any(${sql.param(ids)}::int[])` : undefined;
}
