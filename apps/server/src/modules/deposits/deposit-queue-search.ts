import { eq, like, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { compactContent, depositRequests } from '../../db/schema.js';
import { compactText, likePrefix } from '../../lib/search-text.js';
import { findTransferContent } from './transfer-content.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';

/**
 * The deposit queue's keyword: the request's code, the transfer content as read off the bank's
 * notice (any case, any spacing, with the bank's references around it: the bank-transfer matcher
 * reads it), the start of a content, or the customer (code, name, email, phone). Each part reads
 * an index: deposit_requests_code_unique, _transfer_content_key, _content_idx, the customer's.
 */
export function depositKeyword(tx: Executor, keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const content = findTransferContent(text);
  const compact = compactText(text);
  return or(
    eq(depositRequests.code, text.toUpperCase()),
    content ? eq(depositRequests.transferContent, content) : undefined,
    compact.length >= 3
      ? like(compactContent(depositRequests.transferContent), likePrefix(compact))
      : undefined,
    ofCustomersMatching(tx, depositRequests.customerId, text),
  );
}
