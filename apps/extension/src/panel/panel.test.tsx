import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtensionState, Outcome, Request } from '../common/messages.js';
import { parsePage, type ParseResult } from '../parsers/index.js';
import { fixtureIndex, loadFixture } from '../test/fixtures.js';
import { Panel } from './panel.js';

/**
 * The panel as a customer uses it, against a service worker that answers from a table: choosing
 * a variant and adding it, the signed-out answer, and reporting a page it could not read.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PORTAL = 'http://portal.test';
const signedIn: ExtensionState = {
  version: '1.0.0',
  portalUrl: PORTAL,
  config: {
    CurrentRate: 3650,
    SignedIn: true,
    UserName: 'khach@example.vn',
    NumberCarts: 1,
    PortalUrl: PORTAL,
    MinVersion: '1.0.0',
  },
  problem: null,
  signedIn: true,
  userName: 'khach@example.vn',
  sessionExpired: false,
};

let requests: Request[];
let answers: Partial<Record<Request['kind'], ExtensionState | Outcome | null>>;
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  requests = [];
  answers = { state: signedIn };
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: async (request: Request) => {
        requests.push(request);
        return answers[request.kind];
      },
      getManifest: () => ({ version: '1.0.0' }),
    },
    storage: {
      local: { get: async () => ({}), set: async () => undefined },
      onChanged: { addListener: () => undefined, removeListener: () => undefined },
    },
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function show(result: ParseResult, pageUrl: string) {
  await act(async () => root.render(<Panel result={result} pageUrl={pageUrl} />));
}
/** A button by its text (a variant's by its value's name, without the "(hết)" of a sold-out one). */
const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (element) => (element.querySelector('span') ?? element).textContent?.trim() === name,
  )!;
const click = (element: Element) => act(async () => void (element as HTMLElement).click());

describe('the panel', () => {
  it('adds the chosen variant, and shows the estimate and the new cart count', async () => {
    const entry = fixtureIndex().fixtures.find((fixture) => fixture.name === 'taobao-new')!;
    const page = loadFixture(entry);
    await show(parsePage(page.pageData, page.document, page.url)!, page.url);
    expect(container.textContent).toContain('¥139,00 – ¥189,00');
    expect(container.textContent).toContain('Giỏ hàng: 1');

    await click(button('黑色'));
    expect(button('大号').disabled).toBe(true);
    await click(button('小号'));
    expect(container.querySelector('.price')?.textContent).toBe(
      '¥139,00≈ 507.350 ₫Tỷ giá 3.650 ₫ / ¥1',
    );

    answers.addToCart = { ok: true, numberCarts: 2 };
    await click(button('Thêm vào giỏ'));
    expect(requests.at(-1)).toMatchObject({
      kind: 'addToCart',
      body: {
        SkuId: '5100000000003',
        PriceCNY: 139,
        Quantity: 1,
        Properties: 'Màu: Đen (黑色); Kích thước: 小号',
      },
    });
    expect(container.textContent).toContain('Đã thêm 1 sản phẩm vào giỏ hàng.');
    expect(container.querySelector('a[href="http://portal.test/#/order/cart"]')).not.toBeNull();
    expect(container.textContent).toContain('Giỏ hàng: 2');
    page.close();
  });

  it('asks for the variant first, and to sign in when signed out', async () => {
    const entry = fixtureIndex().fixtures.find((fixture) => fixture.name === 'tmall-old')!;
    const page = loadFixture(entry);
    await show(parsePage(page.pageData, page.document, page.url)!, page.url);
    await click(button('Thêm vào giỏ'));
    expect(container.textContent).toContain('Hãy chọn Màu trước khi thêm vào giỏ.');

    await click(button('樱花粉'));
    answers.addToCart = { ok: false, reason: 'signedOut', messages: ['Hãy đăng nhập tiện ích.'] };
    await click(button('Thêm vào giỏ'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Hãy đăng nhập tiện ích.',
    );
    await click(button('Đăng nhập'));
    expect(requests.at(-1)).toEqual({ kind: 'openSignIn' });
    page.close();
  });

  it('offers adding by link on a page it cannot read, and reports it', async () => {
    const url = 'https://item.taobao.com/item.htm?id=600000000001';
    await show(
      {
        Unreadable: true,
        Site: 'taobao',
        Reason: 'taobao v1: dom: không thấy giá',
        ParserVersion: 1,
      },
      url,
    );
    expect(container.textContent).toContain('Không đọc được trang này');
    const link = container.querySelector('a.button.primary')!;
    expect(link.getAttribute('href')).toBe(
      `${PORTAL}/#/order/cart?link=${encodeURIComponent(url)}`,
    );

    answers.report = { ok: true };
    await click(button('Báo lỗi trang'));
    expect(requests.at(-1)).toEqual({
      kind: 'report',
      body: {
        Link: url,
        Site: 'taobao',
        Version: '1.0.0',
        Reason: 'taobao v1: dom: không thấy giá',
      },
    });
    expect(container.textContent).toContain('Đã gửi báo lỗi trang cho nhân viên. Cảm ơn bạn!');
  });
});
