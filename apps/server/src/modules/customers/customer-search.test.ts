import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerRow } from '@app/shared';
import { users } from '../../db/schema.js';
import { foldName, nameQuery, phonePrefixes } from '../../lib/search-text.js';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import { adminToken } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let huong: TestCustomer;
let an: TestCustomer;

/** Sets the name and phone a customer typed on their profile page. */
async function profile(customer: TestCustomer, FullName: string, Phone: string) {
  const response = await asUser(
    t.app,
    customer.token,
  )({
    method: 'POST',
    url: '/api/customer/updateuserinfo',
    payload: { FullName, Phone, Address: '', WarehouseId: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  huong = await createCustomer(t.app, { Phone: '0987 654 321' });
  await profile(huong, 'Nguyễn Thị Thanh Hương', '0987 654 321');
  an = await createCustomer(t.app, { Phone: '+84 912.345.678' });
  // Typed in decomposed form (NFD), as some keyboards and pasted text do.
  await profile(an, 'Trần Văn Ân'.normalize('NFD'), '+84 912.345.678');
});
afterAll(async () => t.close());

const search = async (keyword: string) => {
  const response = await asUser(t.app, admin)({ url: '/api/admin/customers', query: { keyword } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: AdminCustomerRow[]; Total: number }>().Items.map((row) => row.Id);
};

describe('staff find customers however the name or phone is typed', () => {
  it('finds a name without diacritics, in any case, by any words and their beginnings', async () => {
    for (const keyword of [
      'nguyen thi thanh huong',
      'NGUYỄN THỊ THANH HƯƠNG',
      'thanh huong',
      'Hương',
      'huong nguyen',
      'nguy th',
    ]) {
      expect(await search(keyword), keyword).toEqual([huong.id]);
    }
    expect(await search('tran van an')).toEqual([an.id]);
    expect(await search('Trần Văn Ân')).toEqual([an.id]);
    expect(await search('nguyen van')).toEqual([]);
  });

  it('finds a phone typed with or without spaces, dots, +84 or the leading 0', async () => {
    for (const keyword of [
      '0912345678',
      '0912 345 678',
      '912345678',
      '+84912345678',
      '84 912 345 678',
      '0912.345',
    ]) {
      expect(await search(keyword), keyword).toEqual([an.id]);
    }
    for (const keyword of ['0987654321', '987 654 321', '+84 987 654 321', '0987-654']) {
      expect(await search(keyword), keyword).toEqual([huong.id]);
    }
    expect(await search('0912 999')).toEqual([]);
  });

  it('still finds by code (loosely typed) and by the start of an email, and refuses a long keyword', async () => {
    expect(await search(huong.code.toLowerCase())).toEqual([huong.id]);
    expect(await search(`kh${Number(huong.code.slice(2))}`)).toEqual([huong.id]);
    expect(await search(an.email.slice(0, -3))).toEqual([an.id]);
    const tooLong = await asUser(
      t.app,
      admin,
    )({
      url: '/api/admin/customers',
      query: { keyword: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ keyword: ['Từ khóa tìm kiếm không quá 100 ký tự'] });
    // Characters of a full-text query are plain text here.
    expect(await search('hương & | ! ( ) :*')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('keeps the folded name and phone as the keyword is folded, for every Vietnamese letter', async () => {
    const groups = [
      'aàáảãạăằắẳẵặâầấẩẫậ',
      'eèéẻẽẹêềếểễệ iìíỉĩị dđ',
      'oòóỏõọôồốổỗộơờớởỡợ',
      'uùúủũụưừứửữự yỳýỷỹỵ',
    ];
    for (const name of [...groups, ...groups.map((group) => group.toUpperCase())]) {
      await profile(an, name, '+84 912.345.678');
      const [row] = await t.db
        .select({ name: users.searchName, phone: users.searchPhone })
        .from(users)
        .where(eq(users.id, an.id));
      expect(row).toEqual({ name: foldName(name), phone: '0912345678' });
      expect(row?.name).toMatch(/^[a-z ]+$/);
      // Decomposed text folds the same.
      await profile(an, name.normalize('NFD'), '912345678');
      const [decomposed] = await t.db
        .select({ name: users.searchName, phone: users.searchPhone })
        .from(users)
        .where(eq(users.id, an.id));
      expect(decomposed).toEqual({ name: foldName(name), phone: '0912345678' });
    }
  });
});

describe('search keywords', () => {
  it('reads a name as words found by their beginnings, and only names', () => {
    expect(nameQuery('Nguyễn Văn  A')).toBe('nguyen:* & van:* & a:*');
    expect(nameQuery('tim.kiem')).toBeNull();
    expect(nameQuery('0912')).toBeNull();
  });

  it('reads a phone in its national form', () => {
    expect(phonePrefixes('+84 912 345 678')).toEqual(['0912345678']);
    expect(phonePrefixes('912.345.678')).toEqual(['0912345678']);
    expect(phonePrefixes('0912 345')).toEqual(['0912345']);
    expect(phonePrefixes('nguyen')).toEqual([]);
  });
});
