import { describe, expect, it } from 'vitest';
import { parseItemLink, siteName } from './item-links.js';

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

describe('siteName', () => {
  it('writes a site as people write it, and an unknown one as Khác', () => {
    expect(siteName('taobao')).toBe('Taobao');
    expect(siteName('pinduoduo')).toBe('Pinduoduo');
    expect(siteName('other')).toBe('Khác');
  });
});
