/**
 * What antd's markup leaves inaccessible, corrected in the page once for every screen (WCAG 2.1
 * AA, checked by e2e/accessibility.spec.ts):
 * - a table that scrolls (a Table given `scroll`, wider or taller than its box) can be scrolled
 *   from the keyboard: its scroll container takes focus and is a named region (axe:
 *   scrollable-region-focusable);
 * - the hidden row antd copies column titles into, to measure them, is inert: the select-all
 *   checkbox it copies takes no focus inside aria-hidden (axe: aria-hidden-focus);
 * - the tab bar's "more" button, a mouse shortcut to tabs that do not fit, is taken out of the tab
 *   list (the arrow keys reach every tab; rc-tabs leaves it out on touch devices too), so the list
 *   holds only tabs (axe: aria-required-children).
 */

const SCROLLERS = '.ant-table-content, .ant-table-body';
const SCROLLABLE = /(auto|scroll)/;

export const TABLE_REGION_LABEL = 'Bảng dữ liệu, cuộn để xem thêm';

/** Whether `element` scrolls now: it may, and its content does not fit. */
function scrolls(element: HTMLElement) {
  const style = getComputedStyle(element);
  if (!SCROLLABLE.test(`${style.overflowX} ${style.overflowY}`)) return false;
  return (
    element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1
  );
}

/** Applies the corrections to everything under `root`, as it is laid out now. */
export function fixAntdAccessibility(root: ParentNode) {
  for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const marked = scroller.dataset.scrollRegion === 'true';
    if (scrolls(scroller)) {
      if (marked) continue;
      scroller.dataset.scrollRegion = 'true';
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      const label = scroller.querySelector('table')?.getAttribute('aria-label');
      scroller.setAttribute('aria-label', label ?? TABLE_REGION_LABEL);
    } else if (marked) {
      delete scroller.dataset.scrollRegion;
      for (const name of ['tabindex', 'role', 'aria-label']) scroller.removeAttribute(name);
    }
  }
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row:not([inert])')) {
    row.inert = true;
  }
  for (const more of root.querySelectorAll<HTMLElement>('.ant-tabs-nav-more:not([tabindex])')) {
    more.tabIndex = -1;
    more.parentElement?.setAttribute('aria-hidden', 'true');
  }
}

/** Keeps `root` corrected as React renders; returns the function that stops watching. */
export function watchAntdAccessibility(root: HTMLElement = document.body): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    fixAntdAccessibility(root);
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(run);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  // A table starts or stops scrolling when the window is resized (a phone turned, say).
  window.addEventListener('resize', schedule);
  run();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
