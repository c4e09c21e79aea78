import {
  PAGE_DATA_SOURCE,
  type PageData,
  type PageDataMessage,
  type PageDataRequest,
} from '../page-data/types.js';

/**
 * The page data the page-world script posts (page-reader.ts), or null after `timeoutMs` (the
 * page's own data never came: the parsers read the DOM alone). Only messages from this window
 * itself with the reader's tag count: a frame or another script posting the tag is ignored.
 */
export function waitForPageData(timeoutMs: number): Promise<PageData | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(data: PageData | null) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(data);
    }
    function onMessage(event: MessageEvent<Partial<PageDataMessage>>) {
      if (event.source !== window || event.data?.source !== PAGE_DATA_SOURCE) return;
      if (event.data.kind !== 'page-data') return;
      const data = event.data.data;
      finish(data && typeof data === 'object' ? data : {});
    }
    window.addEventListener('message', onMessage);
    // In case the reader posted before this script listened.
    const request: PageDataRequest = { source: PAGE_DATA_SOURCE, kind: 'request' };
    window.postMessage(request, window.location.origin);
  });
}
