import type { PageData } from '../page-data/types.js';
import { draftFromDom } from './dom-fallback.js';
import { draftFromIce } from './ice.js';
import { firstReadable } from './run.js';
import { draftFromTShop } from './tmall-tshop.js';
import type { ParseResult } from './types.js';

/** Raised whenever what the Tmall parser reads changes, so a report names the parser it met. */
export const TMALL_PARSER_VERSION = 1;

/** detail.tmall.com and detail.tmall.hk: ICE data (since 2023), else TShop.Setup, else the DOM. */
export function parseTmall(data: PageData | null, doc: Document, url: string): ParseResult {
  const version = TMALL_PARSER_VERSION;
  return firstReadable('tmall', version, [
    ['ice', () => draftFromIce(data?.ice, 'tmall', version, url)],
    [
      'tshop',
      () => {
        const draft = draftFromTShop(data?.tshop, doc, version, url);
        return draft && { ...draft, site: 'tmall' };
      },
    ],
    ['dom', () => draftFromDom('tmall', doc, version, url)],
  ]);
}
