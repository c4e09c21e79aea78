import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as text, type ResolvedLink } from '@app/shared';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { defaultLinkFollowing, type LinkFollowing, type ResolvedAddress } from './link-follower.js';
import { isPublicAddress } from './public-addresses.js';

/**
 * POST order/resolvelink (DESIGN §9): pasted texts answered at once, and short links followed by
 * the server through a local stand-in of the shops' redirector (the test's lookup sends m.tb.cn
 * to it), within the shops' hosts, public addresses and 3 seconds.
 */

const ITEM: ResolvedLink = {
  Site: 'taobao',
  ItemId: '6543210987',
  Link: 'https://item.taobao.com/item.htm?id=6543210987',
};

/** What the stand-in was asked: the Host header and path of each request. */
const asked: string[] = [];
let port = 0;
const standIn = http.createServer((request, response) => {
  asked.push(`${request.headers.host?.replace(/:\d+$/, '')}${request.url}`);
  const redirect = (location: string) => response.writeHead(302, { location }).end();
  const page = (html: string) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  switch (request.url?.split('?')[0]) {
    case '/h.abc':
      return redirect(`https://item.taobao.com/item.htm?id=${ITEM.ItemId}&ut_sk=1.abc`);
    case '/h.html':
      // m.tb.cn's own answer to a phone's browser: a page whose script goes on to the item.
      return page(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>淘宝</title>
        <script>var url = 'https://a.m.taobao.com/i${ITEM.ItemId}.htm?price=12&amp;sourceType=item&amp;suid=A1';
        if (url) { location.replace(url); }</script></head><body></body></html>`);
    case '/h.meta':
      // A refresh to another short link of the stand-in: a second hop.
      return page(
        `<html><head><meta http-equiv="refresh" content="0; url=http://m.tb.cn:${port}/h.abc"></head></html>`,
      );
    case '/h.big':
      // The address after the first 64 KB of the page is never read.
      return page(`${' '.repeat(70_000)}<script>var url = '${ITEM.Link}';</script>`);
    case '/h.loop':
      return redirect(`http://e.tb.cn:${port}/h.loop`);
    case '/h.away':
      return redirect(`https://evil.example.com/item.htm?id=${ITEM.ItemId}`);
    case '/h.empty':
      return page('<html><body>Liên kết đã hết hạn</body></html>');
    case '/h.slow':
      return undefined; // never answers
    default:
      return response.writeHead(404).end();
  }
});

/** The test's lookup: every host is the stand-in, or what `answer` says. */
let answer: ResolvedAddress[] = [];
let lookups: string[] = [];
const following: LinkFollowing = {
  lookup: async (hostname) => {
    lookups.push(hostname);
    return answer;
  },
  addressAllowed: (address) => address === '127.0.0.1',
  timeoutMs: defaultLinkFollowing.timeoutMs,
};

const t = testAppForFile({ links: following });
let customer: TestCustomer;

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  port = (standIn.address() as AddressInfo).port;
  customer = await createCustomer(t.app);
});
afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
  lookups = [];
  answer = [{ address: '127.0.0.1', family: 4 }];
  following.addressAllowed = (address) => address === '127.0.0.1';
});

const resolve = (Text: unknown, token = customer.token) =>
  t.as(token)({ method: 'POST', url: '/api/order/resolvelink', payload: { Text } });

async function resolved(Text: string): Promise<ResolvedLink> {
  const response = await resolve(Text);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResolvedLink>();
}

async function expectUnresolved(Text: string) {
  const response = await resolve(Text);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual([text.shortLinkUnresolved]);
}

describe('resolvelink: texts that name their item', () => {
  it('answers at once, without a request, for every form a customer pastes', async () => {
    const forms: Array<[string, ResolvedLink]> = [
      [`【淘宝】限时特惠 ${ITEM.Link}&spm=a1 CZ3457「Áo khoác gió」 点击链接直接打开`, ITEM],
      ['item.taobao.com/item.htm?id=6543210987', ITEM],
      ['https://world.taobao.com/item/6543210987.htm', ITEM],
      ['https://a.m.taobao.com/i6543210987.htm?price=12', ITEM],
      [
        'detail.tmall.hk/hk/item.htm?id=71234567890',
        {
          Site: 'tmall',
          ItemId: '71234567890',
          Link: 'https://detail.tmall.com/item.htm?id=71234567890',
        },
      ],
      [
        'https://m.1688.com/offer/612345678901.html',
        {
          Site: '1688',
          ItemId: '612345678901',
          Link: 'https://detail.1688.com/offer/612345678901.html',
        },
      ],
      [
        'https://www.pinduoduo.com/goods.html?goods_id=123456789',
        {
          Site: 'pinduoduo',
          ItemId: '123456789',
          Link: 'https://mobile.yangkeduo.com/goods.html?goods_id=123456789',
        },
      ],
    ];
    for (const [pasted, item] of forms) expect(await resolved(pasted), pasted).toEqual(item);
    expect(lookups).toEqual([]);
  });

  it('refuses a text with no shop link in it, with the sentence', async () => {
    for (const pasted of ['áo khoác gió', 'https://www.amazon.com/dp/B000123']) {
      const response = await resolve(pasted);
      expect(response.statusCode, pasted).toBe(400);
      expect(response.json()).toEqual([text.itemLinkInvalid]);
    }
    const empty = await resolve('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ Text: [text.linkTextRequired] });
  });

  it('is for customers: 401 without a session, 403 for staff', async () => {
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/order/resolvelink',
      payload: { Text: ITEM.Link },
    });
    expect(stranger.statusCode).toBe(401);
    expect((await resolve(ITEM.Link, t.admin)).statusCode).toBe(403);
  });
});

describe('resolvelink: short links, followed by the server', () => {
  it('follows a redirect of a share text to its item, connecting where the lookup pointed', async () => {
    const share = `【淘宝】https://m.tb.cn/h.abc?tk=abcd1234 CZ0001「Áo khoác gió」点击链接直接打开`;
    // The stand-in's port, as an http link: the test cannot listen on 443.
    expect(await resolved(share.replace('https://m.tb.cn/', `http://m.tb.cn:${port}/`))).toEqual(
      ITEM,
    );
    expect(asked).toEqual(['m.tb.cn/h.abc?tk=abcd1234']);
    expect(lookups).toEqual(['m.tb.cn']);
  });

  it("reads m.tb.cn's page, which goes on by script or by refresh instead of a redirect", async () => {
    expect(await resolved(`http://m.tb.cn:${port}/h.html`)).toEqual(ITEM);
    expect(await resolved(`http://s.tb.cn:${port}/h.meta`)).toEqual(ITEM);
    expect(asked).toEqual(['m.tb.cn/h.html', 's.tb.cn/h.meta', 'm.tb.cn/h.abc']);
  });

  it('gives up after 5 requests, on a page without an address, and past the first 64 KB', async () => {
    await expectUnresolved(`http://e.tb.cn:${port}/h.loop`);
    expect(asked).toHaveLength(5);
    await expectUnresolved(`http://m.tb.cn:${port}/h.empty`);
    await expectUnresolved(`http://m.tb.cn:${port}/h.big`);
  });

  it("never goes to a host that is not a shop's", async () => {
    await expectUnresolved(`http://m.tb.cn:${port}/h.away`);
    expect(lookups).toEqual(['m.tb.cn']);
  });

  it('refuses private addresses with the default check, before any connection', async () => {
    following.addressAllowed = defaultLinkFollowing.addressAllowed;
    for (const addresses of [
      [{ address: '10.0.0.5', family: 4 }],
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '::1', family: 6 }],
      // One public address among them does not make the others safe.
      [
        { address: '47.246.136.1', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    ]) {
      answer = addresses;
      await expectUnresolved(`http://m.tb.cn:${port}/h.abc`);
    }
    expect(asked).toEqual([]);
    expect(defaultLinkFollowing.addressAllowed).toBe(isPublicAddress);
  });

  it('answers within about 3 seconds when the redirector does not', async () => {
    const started = Date.now();
    await expectUnresolved(`http://m.tb.cn:${port}/h.slow`);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(4_000);
  });
});
