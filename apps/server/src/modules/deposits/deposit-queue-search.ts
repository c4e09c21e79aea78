import { eq, like, or, sql, type SQL } from 'drizzle-orm';
import { compactContent, depositRequests } from '../../db/schema.js';
import { compactText, likePrefix } from '../../lib/search-text.js';
import { findTransferContent } from './transfer-content.js';

/**
 * What the deposit queue's keyword finds besides a request's code and its customer
 * (accounts/request-queue.ts): the transfer content as read off the bank's notice (any case, any
 * spacing, with the bank's references around it: the bank-transfer matcher reads it), the start
 * of a content, or its last 4 or more letters and digits however typed ("58231", "123 58231").
 * Each reads an index: deposit_requests_transfer_content_key, _content_idx, _content_tail_idx.
 */
export function depositContentMatch(keyword: string): SQL | undefined {
  const content = findTransferContent(keyword);
  const compact = compactText(keyword);
  return or(
    content ? eq(depositRequests.transferContent, content) : undefined,
    compact.length >= 3
      ? like(compactContent(depositRequests.transferContent), likePrefix(compact))
      : undefined,
    compact.length >= 4 ? endsWith(compact) : undefined,
  );
}

/** The contents ending in `compact`: their reversed compact form starts with it reversed. */
const endsWith = (compact: string) =>
  like(
    sql`reverse(${compactContent(depositRequests.transferContent)})`,
    likePrefix([...compact].reverse().join('')),
  );
