import { afterEach, describe, expect, it } from 'vitest';
import { fixAntdAccessibility, TABLE_REGION_LABEL } from './antd-accessibility';

afterEach(() => {
  document.body.innerHTML = '';
});

/** jsdom lays nothing out: the sizes a browser would measure. */
function sized(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  return element;
}

function scroller(overflowX: string) {
  document.body.innerHTML = `
    <div class="ant-table-content" style="overflow-x: ${overflowX}">
      <table><tbody><tr class="ant-table-measure-row" aria-hidden="true">
        <td><input type="checkbox"></td>
      </tr></tbody></table>
    </div>`;
  return document.querySelector<HTMLElement>('.ant-table-content')!;
}

describe('fixAntdAccessibility', () => {
  it('makes a table that scrolls sideways a focusable, named region, and undoes it once it fits', () => {
    const content = sized(scroller('auto'), 1000, 600);
    fixAntdAccessibility(document);
    expect(content.tabIndex).toBe(0);
    expect(content.getAttribute('role')).toBe('region');
    expect(content.getAttribute('aria-label')).toBe(TABLE_REGION_LABEL);

    sized(content, 600, 600);
    fixAntdAccessibility(document);
    expect(content.hasAttribute('tabindex')).toBe(false);
    expect(content.hasAttribute('role')).toBe(false);
  });

  it('leaves a table that cannot scroll, or fits, out of the tab order', () => {
    const fits = sized(scroller('auto'), 600, 600);
    fixAntdAccessibility(document);
    expect(fits.hasAttribute('tabindex')).toBe(false);
    const clipped = sized(scroller('hidden'), 1000, 600);
    fixAntdAccessibility(document);
    expect(clipped.hasAttribute('tabindex')).toBe(false);
  });

  it('makes the hidden measuring row inert, so its copied checkbox takes no focus', () => {
    scroller('auto');
    fixAntdAccessibility(document);
    expect(document.querySelector<HTMLElement>('.ant-table-measure-row')!.inert).toBe(true);
  });

  it("takes the tab bar's more button out of the tab list", () => {
    document.body.innerHTML = `
      <div role="tablist" class="ant-tabs-nav">
        <div class="ant-tabs-nav-operations"><button class="ant-tabs-nav-more">…</button></div>
      </div>`;
    fixAntdAccessibility(document);
    expect(document.querySelector<HTMLElement>('.ant-tabs-nav-more')!.tabIndex).toBe(-1);
    expect(document.querySelector('.ant-tabs-nav-operations')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });
});
