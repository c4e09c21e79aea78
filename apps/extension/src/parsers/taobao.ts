import type { PageData } from '../page-data/types.js';
import { draftFromDom } from './dom-fallback.js';
import { draftFromIce } from './ice.js';
import { firstReadable } from './run.js';
import { draftFromHub } from './taobao-hub.js';
import type { ParseResult } from './types.js';

/** Raised whenever what the Taobao parser reads changes, so a report names the parser it met. */
export const TAOBAO_PARSER_VERSION = 1;

/** item.taobao.com and world.taobao.com: ICE data (since 2023), else Hub's SKU map, else the DOM. */
export function parseTaobao(data: PageData | null, doc: Document, url: string): ParseResult {
  const version = TAOBAO_PARSER_VERSION;
  return firstReadable('taobao', version, [
    ['ice', () => draftFromIce(data?.ice, 'taobao', version, url)],
    [
      'hub',
      () => {
        const draft = draftFromHub(data?.hub, doc, version, url);
        return draft && { ...draft, site: 'taobao' };
      },
    ],
    ['dom', () => draftFromDom('taobao', doc, version, url)],
  ]);
}
