import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { collectPageData } from './collect.js';
import { jsonCopy } from './json-copy.js';
import { objectPassedTo } from './script-call.js';

describe('jsonCopy', () => {
  it('keeps plain data and leaves out functions, symbols and non-finite numbers', () => {
    expect(
      jsonCopy({
        a: 1,
        b: 'x',
        c: [true, null],
        f: () => 1,
        s: Symbol('s'),
        n: Number.NaN,
        u: undefined,
      }),
    ).toEqual({ a: 1, b: 'x', c: [true, null] });
  });

  it('ends a cycle in null and cuts what is too deep, too long or too many', () => {
    const cyclic: Record<string, unknown> = { name: 'root' };
    cyclic.self = cyclic;
    expect(jsonCopy(cyclic)).toEqual({ name: 'root', self: null });
    const limits = { depth: 2, entries: 2, stringLength: 3, total: 100 };
    expect(jsonCopy({ a: { b: { c: 1 } }, long: 'abcdef', list: [1, 2, 3] }, limits)).toEqual({
      a: { b: null },
      long: 'abc',
    });
  });

  it('skips a property whose getter throws', () => {
    const value = Object.defineProperty({ kept: 1 }, 'trap', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(jsonCopy(value)).toEqual({ kept: 1 });
  });
});

describe('objectPassedTo', () => {
  it('reads the JSON passed to a call, braces inside strings included', () => {
    const script = `TShop.poc('x'); TShop.Setup({"title":"杯 {大} \\"号\\"","n":{"m":1}}); foo({});`;
    expect(objectPassedTo(script, 'TShop.Setup(')).toEqual({ title: '杯 {大} "号"', n: { m: 1 } });
  });

  it('gives nothing for an object literal that is not JSON, or no call', () => {
    expect(objectPassedTo("TShop.Setup({ title: 'x' })", 'TShop.Setup(')).toBeUndefined();
    expect(objectPassedTo('var a = 1;', 'TShop.Setup(')).toBeUndefined();
  });
});

describe('collectPageData', () => {
  it('copies only the parts the parsers read, and nothing from a page without item data', () => {
    const dom = new JSDOM(
      `<script>
        window.__ICE_APP_CONTEXT__ = { loaderData: { home: { data: { res: {
          item: { itemId: '1', title: 't' }, user: { cookie: 'secret' }, skuBase: { props: [] } } } } } };
      </script>`,
      { runScripts: 'dangerously', url: 'https://item.taobao.com/item.htm?id=1' },
    );
    expect(collectPageData(dom.window as unknown as Window)).toEqual({
      ice: { item: { itemId: '1', title: 't' }, skuBase: { props: [] } },
    });
    const empty = new JSDOM('<p>x</p>', { runScripts: 'dangerously' });
    expect(collectPageData(empty.window as unknown as Window)).toEqual({});
  });
});
