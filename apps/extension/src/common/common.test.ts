import { parseItemLink } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { normalisePortalUrl, originPattern } from './portal-url.js';
import { propertiesText, PROPERTIES_MAX, propertyLabel } from './properties.js';
import { canonicalItemLink, itemIdFromUrl, siteOfHost } from './site.js';
import { compareVersions, isOutdated } from './version.js';

describe('propertiesText', () => {
  it('names common properties in Vietnamese and keeps the shop’s values', () => {
    expect(
      propertiesText([
        ['颜色分类', '红色'],
        ['尺码', 'XL'],
      ]),
    ).toBe('Màu: Đỏ (红色); Size: XL');
    expect(
      propertiesText([
        ['规格', '红色（如图）'],
        ['型号', 'A1'],
      ]),
    ).toBe('Quy cách: 红色（如图）; Mẫu: A1');
    expect(propertyLabel('适用季节')).toBe('适用季节');
  });

  it('is cut to the cart’s 255 characters', () => {
    const text = propertiesText([['款式', '长'.repeat(400)]]);
    expect(text).toHaveLength(PROPERTIES_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('versions', () => {
  it('compare part by part as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.0.0', '1.0.1')).toBe(-1);
    expect(isOutdated('1.0.0', '1.1')).toBe(true);
    expect(isOutdated('1.0.0', '')).toBe(false);
    expect(isOutdated('2.0.0', '1.9.9')).toBe(false);
  });
});

describe('item pages', () => {
  it('are told apart by host and give their item id', () => {
    expect(siteOfHost('DETAIL.TMALL.HK')).toBe('tmall');
    expect(siteOfHost('www.taobao.com')).toBeNull();
    expect(itemIdFromUrl('https://world.taobao.com/item/700100200301.htm?spm=a')).toBe(
      '700100200301',
    );
    expect(itemIdFromUrl('https://detail.1688.com/offer/645678901234.html')).toBe('645678901234');
    expect(itemIdFromUrl('https://item.taobao.com/item.htm?id=12')).toBe('');
  });

  it('link to the canonical page the portal makes of a pasted link', () => {
    for (const site of ['taobao', 'tmall', '1688'] as const) {
      const link = canonicalItemLink(site, '645678901234');
      expect(parseItemLink(link)).toEqual({ Site: site, ItemId: '645678901234', Link: link });
    }
  });
});

describe('the portal’s address', () => {
  it('is kept without a trailing slash, and only over http(s)', () => {
    expect(normalisePortalUrl(' cong.example.vn/ ')).toBe('https://cong.example.vn');
    expect(normalisePortalUrl('http://localhost:8080/')).toBe('http://localhost:8080');
    expect(normalisePortalUrl('https://example.vn/portal/?a=1#x')).toBe(
      'https://example.vn/portal',
    );
    expect(normalisePortalUrl('javascript:alert(1)')).toBeNull();
    expect(normalisePortalUrl('https://user:pw@example.vn')).toBeNull();
    expect(normalisePortalUrl('')).toBeNull();
    expect(originPattern('http://localhost:8080/portal')).toBe('http://localhost:8080/*');
  });
});
