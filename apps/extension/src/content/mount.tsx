import { createRoot } from 'react-dom/client';
import type { ParseResult } from '../parsers/types.js';
import { Panel } from '../panel/panel.js';
import { PANEL_CSS } from '../panel/styles.js';

/** The element the panel lives in: a name no shop stylesheet targets, its styles inline and important. */
export const PANEL_HOST_TAG = 'hangtq-order-panel';

const HOST_STYLE = [
  'all: initial',
  'position: fixed',
  'right: 16px',
  'bottom: 16px',
  'z-index: 2147483647',
  'display: block',
]
  .map((rule) => `${rule} !important`)
  .join('; ');

/** Puts the panel on the page, in a shadow root of its own. */
export function mountPanel(result: ParseResult, pageUrl: string): void {
  if (document.querySelector(PANEL_HOST_TAG)) return;
  const host = document.createElement(PANEL_HOST_TAG);
  host.setAttribute('style', HOST_STYLE);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = PANEL_CSS;
  const root = document.createElement('div');
  root.className = 'root';
  root.lang = 'vi';
  shadow.append(style, root);
  document.documentElement.append(host);
  createRoot(root).render(<Panel result={result} pageUrl={pageUrl} />);
}
