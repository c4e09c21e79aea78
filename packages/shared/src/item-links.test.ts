import { describe, expect, it } from 'vitest';
import { extractLink, extractLinks, isShortLink, parseItemLink, siteName } from './item-links.js';

describe('parseItemLink', () => {
  it('reads the site and the item id of desktop and mobile links, and normalises the link', () => {
    expect(parseItemLink('https://item.taobao.com/item.htm?spm=a1z10&id=6543210987&ns=1')).toEqual({
      Site: 'taobao',
      ItemId: '6543210987',
      Link: 'https://item.taobao.com/item.htm?id=6543210987',
    });
    expect(parseItemLink('https://m.intl.taobao.com/detail/detail.html?id=6543210987')?.Link).toBe(
      'https://item.taobao.com/item.htm?id=6543210987',
    );
    expect(parseItemLink('https://detail.tmall.com/item.htm?id=71234567890&skuId=1')).toMatchObject(
      {
        Site: 'tmall',
        ItemId: '71234567890',
      },
    );
    expect(parseItemLink('https://detail.1688.com/offer/612345678901.html?spm=x')).toEqual({
      Site: '1688',
      ItemId: '612345678901',
      Link: 'https://detail.1688.com/offer/612345678901.html',
    });
    expect(
      parseItemLink('https://mobile.yangkeduo.com/goods.html?goods_id=123456789&page=1'),
    ).toMatchObject({
      Site: 'pinduoduo',
      ItemId: '123456789',
    });
    expect(parseItemLink('  https://weidian.com/item.html?itemID=4455667788  ')).toMatchObject({
      Site: 'weidian',
      ItemId: '4455667788',
    });
  });

  it('refuses what is not an item page of a shop we buy from', () => {
    for (const text of [
      '',
      'taobao',
      'https://www.amazon.com/dp/B000123',
      'https://item.taobao.com/item.htm',
      'https://item.taobao.com/item.htm?id=abc',
      'https://evil-taobao.com/item.htm?id=6543210987',
      'javascript:alert(1)',
      'ftp://item.taobao.com/item.htm?id=6543210987',
    ]) {
      expect(parseItemLink(text), text).toBeNull();
    }
  });
});

describe('parseItemLink: every form of DESIGN §9', () => {
  const forms: Array<[string, string, string]> = [
    // [what is pasted, site, item id]
    ['item.taobao.com/item.htm?id=6543210987', 'taobao', '6543210987'],
    ['https://world.taobao.com/item/6543210987.htm?spm=a21wu', 'taobao', '6543210987'],
    ['https://a.m.taobao.com/i6543210987.htm?price=12&sourceType=item', 'taobao', '6543210987'],
    ['https://m.intl.taobao.com/detail/detail.html?id=6543210987', 'taobao', '6543210987'],
    ['https://h5.m.taobao.com/awp/core/detail.htm?id=6543210987&spm=x', 'taobao', '6543210987'],
    ['https://detail.tmall.hk/hk/item.htm?id=71234567890', 'tmall', '71234567890'],
    ['https://detail.m.tmall.com/item.htm?id=71234567890&skuId=5', 'tmall', '71234567890'],
    ['detail.tmall.com/item.htm?id=71234567890', 'tmall', '71234567890'],
    ['https://m.1688.com/offer/612345678901.html?spm=a26g8', '1688', '612345678901'],
    ['https://www.pinduoduo.com/goods.html?goods_id=123456789', 'pinduoduo', '123456789'],
    ['https://mobile.yangkeduo.com/goods2.html?goods_id=123456789&_x=1', 'pinduoduo', '123456789'],
    ['HTTPS://Item.Taobao.com/item.htm?id=6543210987', 'taobao', '6543210987'],
  ];
  it.each(forms)('reads %s', (pasted, site, id) => {
    expect(parseItemLink(pasted)).toMatchObject({ Site: site, ItemId: id });
  });

  it('reads the link inside a share text, in the canonical form of its site', () => {
    const share =
      '【淘宝】限时特惠 https://item.taobao.com/item.htm?id=6543210987&sourceType=item CZ3457「Áo khoác gió」\n点击链接直接打开 或者 淘宝搜索直接打开';
    expect(parseItemLink(share)).toEqual({
      Site: 'taobao',
      ItemId: '6543210987',
      Link: 'https://item.taobao.com/item.htm?id=6543210987',
    });
    expect(parseItemLink('Mua giúp em cái này: detail.1688.com/offer/612345678901.html.')).toEqual({
      Site: '1688',
      ItemId: '612345678901',
      Link: 'https://detail.1688.com/offer/612345678901.html',
    });
    // A shop's name in the text before its link does not hide the link.
    expect(
      parseItemLink('xem trên taobao.com nhé: https://world.taobao.com/item/6543210987.htm'),
    ).toMatchObject({ ItemId: '6543210987' });
  });

  it('leaves a short link to the server: it carries no item id', () => {
    expect(
      parseItemLink('【淘宝】https://m.tb.cn/h.UvXyZAb?tk=abcd1234 点击链接直接打开'),
    ).toBeNull();
  });
});

describe('extractLink', () => {
  it('finds the first shop link of a text, with or without its scheme', () => {
    expect(
      extractLink('【淘宝】限时特惠 https://m.tb.cn/h.UvXyZAb?tk=abcd1234 点击链接直接打开'),
    ).toBe('https://m.tb.cn/h.UvXyZAb?tk=abcd1234');
    expect(extractLink('「好物」https://m.tb.cn/h.UvXyZAb」点击链接')).toBe(
      'https://m.tb.cn/h.UvXyZAb',
    );
    expect(extractLink('link: item.taobao.com/item.htm?id=1234567, cảm ơn')).toBe(
      'https://item.taobao.com/item.htm?id=1234567',
    );
    expect(extractLink('(https://qr.1688.com/s/AbCdEf12)')).toBe('https://qr.1688.com/s/AbCdEf12');
  });

  it("prefers a shop's link to another site's, and gives another site's when it is the only one", () => {
    expect(extractLinks('https://example.vn/a và https://m.tb.cn/h.abc')).toEqual([
      'https://m.tb.cn/h.abc',
      'https://example.vn/a',
    ]);
    expect(extractLink('https://www.amazon.com/dp/B000123')).toBe(
      'https://www.amazon.com/dp/B000123',
    );
  });

  it('finds nothing in a text without a link, nor a bare domain that only looks like a shop', () => {
    for (const text of [
      '',
      'áo khoác gió',
      'evil-taobao.com/item.htm?id=1',
      'javascript:alert(1)',
    ]) {
      expect(extractLink(text), text).toBeNull();
    }
    // Inside another scheme's link, a shop's host is not a link of its own.
    expect(extractLink('ftp://item.taobao.com/item.htm?id=6543210987')).toBeNull();
  });
});

describe('isShortLink', () => {
  it("knows the shops' redirectors, and only them", () => {
    for (const link of [
      'https://m.tb.cn/h.UvXyZAb?tk=abcd',
      'https://e.tb.cn/h.UvXyZAb',
      'https://s.tb.cn/h.UvXyZAb',
      'http://tb.cn/x7Yz',
      'https://qr.1688.com/s/AbCdEf12',
      'https://p.pinduoduo.com/AbCdEf',
    ]) {
      expect(isShortLink(link), link).toBe(true);
    }
    for (const link of [
      'https://item.taobao.com/item.htm?id=6543210987',
      'https://m.1688.com/offer/612345678901.html',
      'https://mobile.yangkeduo.com/goods.html?goods_id=1',
      'https://m.tb.cn.evil.com/h.abc',
      'https://notb.cn/h.abc',
      'ftp://m.tb.cn/h.abc',
      'không phải link',
    ]) {
      expect(isShortLink(link), link).toBe(false);
    }
  });
});

describe('siteName', () => {
  it('writes a site as people write it, and an unknown one as Khác', () => {
    expect(siteName('taobao')).toBe('Taobao');
    expect(siteName('pinduoduo')).toBe('Pinduoduo');
    expect(siteName('other')).toBe('Khác');
  });
});
