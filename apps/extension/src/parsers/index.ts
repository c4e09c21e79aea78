import { siteOfHost } from '../common/site.js';
import type { PageData } from '../page-data/types.js';
import { parse1688 } from './alibaba.js';
import { parseTaobao } from './taobao.js';
import { parseTmall } from './tmall.js';
import type { ParseResult } from './types.js';

export { ALIBABA_PARSER_VERSION } from './alibaba.js';
export { TAOBAO_PARSER_VERSION } from './taobao.js';
export { TMALL_PARSER_VERSION } from './tmall.js';
export * from './types.js';

/** The item page at `url` read by its site's parser; null on a host that is not an item page. */
export function parsePage(data: PageData | null, doc: Document, url: string): ParseResult | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  switch (siteOfHost(host)) {
    case 'taobao':
      return parseTaobao(data, doc, url);
    case 'tmall':
      return parseTmall(data, doc, url);
    case '1688':
      return parse1688(data, doc, url);
    case null:
      return null;
  }
}
