import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { messages as m } from '../messages.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateUserInfoSchema,
} from './account.js';

/** The [path, message] pairs a schema reports, in order; [] when the value is valid. */
function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

const long = (n: number) => 'a'.repeat(n);
const validRegister = {
  Email: 'khach@example.vn',
  Password: '123456',
  ConfirmPassword: '123456',
  Phone: '0901234567',
  WarehouseId: 1,
};

describe('loginSchema', () => {
  it('accepts a user name and a 6–100 character password', () => {
    expect(issuesOf(loginSchema, { UserName: 'khach', Password: '123456' })).toEqual([]);
    expect(issuesOf(loginSchema, { UserName: long(100), Password: long(100) })).toEqual([]);
  });

  it('names each missing field once', () => {
    expect(issuesOf(loginSchema, {})).toEqual([
      ['UserName', m.userNameRequired],
      ['Password', m.passwordRequired],
    ]);
    expect(issuesOf(loginSchema, { UserName: '   ', Password: '' })).toEqual([
      ['UserName', m.userNameRequired],
      ['Password', m.passwordRequired],
    ]);
  });

  it('limits the user name to 100 characters', () => {
    expect(issuesOf(loginSchema, { UserName: long(101), Password: '123456' })).toEqual([
      ['UserName', m.userNameTooLong],
    ]);
  });

  it('wants a password of more than 5 and at most 100 characters', () => {
    expect(issuesOf(loginSchema, { UserName: 'a', Password: '12345' })).toEqual([
      ['Password', m.passwordLength],
    ]);
    expect(issuesOf(loginSchema, { UserName: 'a', Password: long(101) })).toEqual([
      ['Password', m.passwordLength],
    ]);
  });

  it('trims the user name', () => {
    expect(loginSchema.parse({ UserName: ' khach ', Password: '123456' }).UserName).toBe('khach');
  });
});

describe('forgotPasswordSchema', () => {
  it('shows only "Tên đăng nhập email" for an empty email', () => {
    expect(issuesOf(forgotPasswordSchema, { Email: '' })).toEqual([['Email', m.emailRequired]]);
    expect(issuesOf(forgotPasswordSchema, {})).toEqual([['Email', m.emailRequired]]);
  });

  it('refuses a malformed email', () => {
    for (const Email of ['abc', 'a@', '@b.vn', 'a b@c.vn', 'a@b']) {
      expect(issuesOf(forgotPasswordSchema, { Email })).toEqual([['Email', m.emailInvalid]]);
    }
  });

  it('limits the email to 100 characters, with one message', () => {
    expect(issuesOf(forgotPasswordSchema, { Email: `${long(95)}@x.vn` })).toEqual([]);
    expect(issuesOf(forgotPasswordSchema, { Email: `${long(96)}@x.vn` })).toEqual([
      ['Email', m.emailTooLong],
    ]);
  });
});

describe('registerSchema', () => {
  it('accepts a complete form and coerces the warehouse id', () => {
    expect(registerSchema.parse({ ...validRegister, WarehouseId: '2' }).WarehouseId).toBe(2);
  });

  it('names every missing field once', () => {
    const empty = { Email: '', Password: '', ConfirmPassword: '', Phone: '', WarehouseId: '' };
    const expected = [
      ['Email', m.emailRequired],
      ['Password', m.passwordRequired],
      ['ConfirmPassword', m.confirmPassword],
      ['Phone', m.phoneRequired],
      ['WarehouseId', m.warehouseRequired],
    ];
    expect(issuesOf(registerSchema, empty)).toEqual(expected);
    expect(issuesOf(registerSchema, {})).toEqual(expected);
  });

  it('shows "Nhập lại mật khẩu" on ConfirmPassword when the passwords differ', () => {
    expect(issuesOf(registerSchema, { ...validRegister, ConfirmPassword: '1234567' })).toEqual([
      ['ConfirmPassword', m.confirmPassword],
    ]);
  });

  it('shows the mismatch together with the other fields’ messages', () => {
    const value = { ...validRegister, Email: '', ConfirmPassword: '1234567' };
    expect(issuesOf(registerSchema, value)).toEqual([
      ['Email', m.emailRequired],
      ['ConfirmPassword', m.confirmPassword],
    ]);
  });

  it('gives ConfirmPassword its length message alone', () => {
    expect(issuesOf(registerSchema, { ...validRegister, ConfirmPassword: '123' })).toEqual([
      ['ConfirmPassword', m.passwordLength],
    ]);
  });

  it('limits the phone to 100 characters', () => {
    expect(issuesOf(registerSchema, { ...validRegister, Phone: '1'.repeat(101) })).toEqual([
      ['Phone', m.phoneTooLong],
    ]);
  });

  it('wants a warehouse chosen', () => {
    for (const WarehouseId of [0, -1, 1.5, null, undefined, 'abc', '']) {
      expect(issuesOf(registerSchema, { ...validRegister, WarehouseId })).toEqual([
        ['WarehouseId', m.warehouseRequired],
      ]);
    }
  });
});

describe('resetPasswordSchema', () => {
  it('accepts matching passwords', () => {
    expect(
      issuesOf(resetPasswordSchema, { Password: '123456', ConfirmPassword: '123456' }),
    ).toEqual([]);
  });

  it('says "không khớp" when they differ', () => {
    expect(
      issuesOf(resetPasswordSchema, { Password: '123456', ConfirmPassword: '654321' }),
    ).toEqual([['ConfirmPassword', m.confirmPasswordMismatch]]);
  });

  it('names both empty fields', () => {
    expect(issuesOf(resetPasswordSchema, { Password: '', ConfirmPassword: '' })).toEqual([
      ['Password', m.passwordRequired],
      ['ConfirmPassword', m.confirmPassword],
    ]);
  });
});

describe('changePasswordSchema', () => {
  const valid = { OldPassword: 'x', NewPassword: '123456', ConfirmPassword: '123456' };

  it('accepts any current password and a valid new one', () => {
    expect(issuesOf(changePasswordSchema, valid)).toEqual([]);
  });

  it('names every empty field', () => {
    expect(
      issuesOf(changePasswordSchema, { OldPassword: '', NewPassword: '', ConfirmPassword: '' }),
    ).toEqual([
      ['OldPassword', m.oldPasswordRequired],
      ['NewPassword', m.passwordRequired],
      ['ConfirmPassword', m.confirmPassword],
    ]);
  });

  it('checks the new password length and the retype', () => {
    expect(issuesOf(changePasswordSchema, { ...valid, NewPassword: '123' })).toEqual([
      ['NewPassword', m.passwordLength],
      ['ConfirmPassword', m.confirmPasswordMismatch],
    ]);
    expect(issuesOf(changePasswordSchema, { ...valid, ConfirmPassword: '1234567' })).toEqual([
      ['ConfirmPassword', m.confirmPasswordMismatch],
    ]);
  });
});

describe('updateUserInfoSchema', () => {
  it('fills absent optional texts with "" and trims', () => {
    expect(
      updateUserInfoSchema.parse({
        Phone: '+84 90-123.456',
        WarehouseId: '1',
        FullName: null,
        Address: '  Hà Nội ',
      }),
    ).toEqual({
      FullName: '',
      Phone: '+84 90-123.456',
      Address: 'Hà Nội',
      WarehouseId: 1,
      Avatar: '',
    });
  });

  it('reports each wrong field with its own message', () => {
    const value = {
      FullName: long(101),
      Phone: 'abc',
      Address: long(256),
      WarehouseId: '',
      Avatar: 'ftp://x',
    };
    expect(issuesOf(updateUserInfoSchema, value)).toEqual([
      ['FullName', m.fullNameTooLong],
      ['Phone', m.phoneInvalid],
      ['Address', m.addressTooLong],
      ['WarehouseId', m.warehouseRequired],
      ['Avatar', m.avatarInvalid],
    ]);
  });

  it('validates the phone: required, digits, at most 100', () => {
    const base = { WarehouseId: 1 };
    expect(issuesOf(updateUserInfoSchema, { ...base, Phone: '' })).toEqual([
      ['Phone', m.phoneRequired],
    ]);
    expect(issuesOf(updateUserInfoSchema, { ...base, Phone: '12345' })).toEqual([
      ['Phone', m.phoneInvalid],
    ]);
    expect(issuesOf(updateUserInfoSchema, { ...base, Phone: '1'.repeat(101) })).toEqual([
      ['Phone', m.phoneTooLong],
    ]);
  });

  it('accepts an http(s) avatar or none, at most 500 characters, one message', () => {
    const base = { Phone: '0901234567', WarehouseId: 1 };
    expect(issuesOf(updateUserInfoSchema, { ...base, Avatar: 'https://x.vn/a.png' })).toEqual([]);
    expect(issuesOf(updateUserInfoSchema, { ...base, Avatar: '' })).toEqual([]);
    expect(issuesOf(updateUserInfoSchema, { ...base, Avatar: `x${long(500)}` })).toEqual([
      ['Avatar', m.avatarInvalid],
    ]);
  });

  it('limits full name to 100 and address to 255 characters', () => {
    const base = { Phone: '0901234567', WarehouseId: 1 };
    expect(
      issuesOf(updateUserInfoSchema, { ...base, FullName: long(100), Address: long(255) }),
    ).toEqual([]);
  });
});
