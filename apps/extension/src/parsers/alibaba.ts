import type { PageData } from '../page-data/types.js';
import { draftFromIDetail } from './alibaba-idetail.js';
import { draftFromInitData } from './alibaba-init.js';
import { draftFromDom } from './dom-fallback.js';
import { firstReadable } from './run.js';
import type { ParseResult } from './types.js';

/** Raised whenever what the 1688 parser reads changes, so a report names the parser it met. */
export const ALIBABA_PARSER_VERSION = 1;

/** detail.1688.com: `__INIT_DATA` (since 2020), else `iDetailData`/`iDetailConfig`, else the DOM. */
export function parse1688(data: PageData | null, doc: Document, url: string): ParseResult {
  const version = ALIBABA_PARSER_VERSION;
  return firstReadable('1688', version, [
    [
      'init-data',
      () => {
        const draft = draftFromInitData(data?.initData, version, url);
        return draft && { ...draft, site: '1688' };
      },
    ],
    [
      'idetail',
      () => {
        const draft = draftFromIDetail(data?.iDetail, doc, version, url);
        return draft && { ...draft, site: '1688' };
      },
    ],
    ['dom', () => draftFromDom('1688', doc, version, url)],
  ]);
}
