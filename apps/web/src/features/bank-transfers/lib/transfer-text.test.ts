import { describe, expect, it } from 'vitest';
import { bankTime, customerCodeIn } from './transfer-text';

describe('bank transfer text', () => {
  it("reads the bank's time as Vietnam time, in dd/MM/yyyy HH:mm", () => {
    expect(bankTime('2026-11-23 20:15:00')).toBe('23/11/2026 20:15');
    expect(bankTime('2026-11-23')).toBe('23/11/2026');
    expect(bankTime('2026-11-23T13:15:00.000Z')).toBe('23/11/2026 20:15');
    expect(bankTime('23/11/2026')).toBe('23/11/2026');
    expect(bankTime('')).toBe('');
  });

  it('finds the customer code a sender wrote', () => {
    expect(customerCodeIn('CK cho KH000123 khong ghi noi dung')).toBe('KH000123');
    expect(customerCodeIn('MBVCB.123 kh 000045 nap tien')).toBe('KH000045');
    expect(customerCodeIn('chuyen nham tai khoan 0909')).toBe('');
  });
});
