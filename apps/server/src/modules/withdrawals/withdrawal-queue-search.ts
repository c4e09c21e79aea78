import { eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withdrawalRequests } from '../../db/schema.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';

/**
 * The withdrawal queue's keyword: the request's code, the account the money goes to (its digits,
 * however grouped), or the customer (code, name, email, phone); each an index read.
 */
export function withdrawalKeyword(tx: Executor, keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const digits = text.replace(/[\s.-]/g, '');
  return or(
    eq(withdrawalRequests.code, text.toUpperCase()),
    /^\d{6,20}$/.test(digits) ? eq(withdrawalRequests.accountNumber, digits) : undefined,
    ofCustomersMatching(tx, withdrawalRequests.customerId, text),
  );
}
