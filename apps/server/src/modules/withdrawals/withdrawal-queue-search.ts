import { like, sql, type SQL } from 'drizzle-orm';
import { withdrawalRequests } from '../../db/schema.js';
import { likePrefix } from '../../lib/search-text.js';

/**
 * What the withdrawal queue's keyword finds besides a request's code and its customer
 * (accounts/request-queue.ts): the account the money goes to, by its last 4 or more digits
 * however grouped ("1234 567"), the whole number too; withdrawal_requests_account_tail_idx.
 */
export function payeeAccountMatch(keyword: string): SQL | undefined {
  const digits = keyword.replace(/[\s.-]/g, '');
  if (!/^\d{4,20}$/.test(digits)) return undefined;
  return like(
    sql`reverse(${withdrawalRequests.accountNumber})`,
    likePrefix([...digits].reverse().join('')),
  );
}
