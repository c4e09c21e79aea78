import type { ShopSite } from '../common/site.js';
import { complete, NotAnItem, type Draft } from './draft.js';
import type { ParseResult } from './types.js';

/** One page generation's reader: its name, and its draft (null when the page is not of it). */
export type Reader = [generation: string, read: () => Omit<Draft, 'generation'> | null];

/**
 * Tries a site's readers, newest page generation first; the first whose draft is an item wins.
 * Unreadable says what each reader found wrong, for the report staff read.
 */
export function firstReadable(
  site: ShopSite,
  version: number,
  readers: readonly Reader[],
): ParseResult {
  const reasons: string[] = [];
  for (const [generation, read] of readers) {
    let draft: Omit<Draft, 'generation'> | null;
    try {
      draft = read();
    } catch (error) {
      reasons.push(
        `${generation}: lỗi khi đọc (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    if (!draft) continue;
    const result = complete({ ...draft, generation });
    if (!(result instanceof NotAnItem)) return result;
    reasons.push(`${generation}: ${result.reason}`);
  }
  return {
    Unreadable: true,
    Site: site,
    Reason: `${site} v${version}: ${reasons.join('; ') || 'không có dữ liệu trang'}`.slice(0, 500),
    ParserVersion: version,
  };
}
