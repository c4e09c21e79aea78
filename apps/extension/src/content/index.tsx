import { parsePage } from '../parsers/index.js';
import { waitForPageData } from './wait-page-data.js';
import { mountPanel } from './mount.js';

/**
 * The content script of the shops' item pages (isolated world): it waits for the page data the
 * page-world script posts, reads the page with its site's parser and shows the panel.
 */
const PAGE_DATA_TIMEOUT_MS = 5000;

async function main() {
  const data = await waitForPageData(PAGE_DATA_TIMEOUT_MS);
  const result = parsePage(data, document, window.location.href);
  if (result) mountPanel(result, window.location.href);
}

void main();
