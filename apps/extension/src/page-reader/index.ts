import { collectPageData, hasPageData } from '../page-data/collect.js';
import {
  PAGE_DATA_SOURCE,
  type PageData,
  type PageDataMessage,
  type PageDataRequest,
} from '../page-data/types.js';

/**
 * Runs in the item page's own world (manifest `"world": "MAIN"`), where the page's globals are:
 * it copies what the parsers need and posts it to the content script, which cannot see them.
 * Some pages fill their data a moment after load, so it looks again a few times before it posts
 * what it has (perhaps nothing: the content script then reads the DOM alone).
 */
const ATTEMPTS = 10;
const INTERVAL_MS = 300;

let latest: PageData | null = null;

function post(data: PageData) {
  const message: PageDataMessage = { source: PAGE_DATA_SOURCE, kind: 'page-data', data };
  window.postMessage(message, window.location.origin);
}

function read(attempt: number) {
  let data: PageData = {};
  try {
    data = collectPageData(window);
  } catch {
    // A page that throws while read is read by the DOM alone.
  }
  if (hasPageData(data) || attempt >= ATTEMPTS) {
    latest = data;
    post(data);
    return;
  }
  setTimeout(() => read(attempt + 1), INTERVAL_MS);
}

// The content script asks when it started listening after the data went out.
window.addEventListener('message', (event: MessageEvent<Partial<PageDataRequest>>) => {
  if (event.source !== window || event.data?.source !== PAGE_DATA_SOURCE) return;
  if (event.data.kind === 'request' && latest) post(latest);
});

read(1);
