import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from './messages.js';

describe('fillMessage', () => {
  it('fills named placeholders and keeps unknown ones', () => {
    expect(fillMessage(messages.tooManyAttempts, { minutes: 15 })).toBe(
      'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.',
    );
    expect(fillMessage('{a} {b}', { a: 'x' })).toBe('x {b}');
  });

  it('keeps the spec §5 wording of the form messages', () => {
    expect(messages.emailRequired).toBe('Tên đăng nhập email');
    expect(messages.confirmPassword).toBe('Nhập lại mật khẩu');
    expect(messages.passwordLength).toBe('Mật khẩu phải trên 6 và không quá 100 ký tự');
    expect(messages.warehouseRequired).toBe('Bạn chưa chọn kho hàng');
  });
});
