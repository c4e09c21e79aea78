import { describe, expect, it } from 'vitest';
import { chinaAddressLines, chinaAddressOf, shippingMark } from './china-address.js';

const guangzhou = {
  WarehouseId: 1,
  Receiver: '阿明',
  Phone: '13800138000',
  Address: '广东省广州市白云区太和镇示例路88号A3仓',
};

describe('the Chinese warehouse address a customer gives a shop', () => {
  it('carries the customer’s shipping mark on the receiver and the address', () => {
    const mark = shippingMark('HANGTQ', 'KH000123');
    expect(mark).toBe('HANGTQ KH000123');
    expect(chinaAddressLines(guangzhou, mark)).toEqual({
      Receiver: '阿明 HANGTQ KH000123',
      Phone: '13800138000',
      Address: '广东省广州市白云区太和镇示例路88号A3仓 (HANGTQ KH000123)',
      Text: '收货人: 阿明 HANGTQ KH000123\n电话: 13800138000\n地址: 广东省广州市白云区太和镇示例路88号A3仓 (HANGTQ KH000123)',
    });
  });

  it('leaves out a phone staff did not give, and finds a warehouse’s address only when it has one', () => {
    const lines = chinaAddressLines({ ...guangzhou, Phone: '' }, 'HANGTQ KH000001');
    expect(lines.Text).not.toContain('电话');
    expect(chinaAddressOf([guangzhou], 1)).toBe(guangzhou);
    expect(chinaAddressOf([guangzhou], 2)).toBeNull();
    expect(chinaAddressOf([{ ...guangzhou, Address: '' }], 1)).toBeNull();
    expect(chinaAddressOf([guangzhou], null)).toBeNull();
  });
});
