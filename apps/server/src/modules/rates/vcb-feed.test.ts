import { describe, expect, it } from 'vitest';
import { vcbFeed } from '../../test/vcb-feed-stand-in.js';
import { cnyTransferRate, FeedUnreadable } from './vcb-feed.js';

const reasonOf = (xml: string) => {
  try {
    cnyTransferRate(xml);
  } catch (error) {
    if (error instanceof FeedUnreadable) return error.reason;
    throw error;
  }
  return null;
};

describe("Vietcombank's feed", () => {
  it('reads the CNY transfer rate with its thousands commas', () => {
    expect(cnyTransferRate(vcbFeed('3,555.71'))).toBe(3555.71);
    expect(cnyTransferRate(vcbFeed('3555'))).toBe(3555);
    expect(cnyTransferRate(vcbFeed('12,345,678.5'))).toBe(12_345_678.5);
  });

  it('reads attributes in any order, quoted either way, the element closed or not', () => {
    const xml = `<ExrateList><Exrate Transfer='3,601.20' Sell="3,700.00"
      CurrencyCode = "cny" Buy="-"></Exrate></ExrateList>`;
    expect(cnyTransferRate(xml)).toBe(3601.2);
  });

  it('says why when there is no rate to read', () => {
    expect(reasonOf(vcbFeed('-'))).toBe('tỷ giá chuyển khoản CNY là "-"');
    expect(reasonOf(vcbFeed(''))).toBe('tỷ giá chuyển khoản CNY là ""');
    expect(reasonOf(vcbFeed('3.555,71'))).toBe('tỷ giá chuyển khoản CNY là "3.555,71"');
    expect(reasonOf(vcbFeed('0.00'))).toBe('tỷ giá chuyển khoản CNY là "0.00"');
    expect(reasonOf(vcbFeed('35,55.71'))).toBe('tỷ giá chuyển khoản CNY là "35,55.71"');
    expect(
      reasonOf('<ExrateList><Exrate CurrencyCode="USD" Transfer="25,000"/></ExrateList>'),
    ).toBe('không có dòng tỷ giá CNY');
    expect(reasonOf('Service Unavailable')).toBe('nội dung không phải danh sách tỷ giá');
  });
});
