import { describe, expect, it } from 'vitest';
import { customerCodeIn } from './transfer-text';

describe('bank transfer text', () => {
  it('finds the customer code a sender wrote', () => {
    expect(customerCodeIn('CK cho KH000123 khong ghi noi dung')).toBe('KH000123');
    expect(customerCodeIn('MBVCB.123 kh 000045 nap tien')).toBe('KH000045');
    expect(customerCodeIn('chuyen nham tai khoan 0909')).toBe('');
  });
});
