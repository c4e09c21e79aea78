import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerRow } from '@app/shared';
import { users } from '../../db/schema.js';
import { codeId, foldName, nameQuery, phoneDigitRuns } from '../../lib/search-text.js';
import { consoleListOf } from '../../test/console-lists.js';
import { createCustomer, setProfile, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';

const t = testAppForFile();
const list = consoleListOf(t, '/api/admin/customers');
let huong: TestCustomer;
let an: TestCustomer;

beforeAll(async () => {
  huong = await createCustomer(t.app, { Phone: '0987 654 321' });
  await setProfile(t.app, huong, 'Nguyễn Thị Thanh Hương', '0987 654 321');
  an = await createCustomer(t.app, { Phone: '+84 912.345.678' });
  // Typed in decomposed form (NFD), as some keyboards and pasted text do.
  await setProfile(t.app, an, 'Trần Văn Ân'.normalize('NFD'), '+84 912.345.678');
});

const search = async (keyword: string) =>
  (await list.page<AdminCustomerRow>({ keyword })).Items.map((row) => row.Id);

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

  it('finds a name with digits in it, by its words and its number', async () => {
    const numbered = await createCustomer(t.app, { Phone: '0933 111 222' });
    await setProfile(t.app, numbered, 'Khách hàng 4997', '0933 111 222');
    for (const keyword of ['Khách hàng 4997', 'khach hang 4997', 'hang 49']) {
      expect(await search(keyword), keyword).toEqual([numbered.id]);
    }
    expect(await search('Khách hàng 4998')).toEqual([]);
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
    // Any four digits in a row, wherever they stand in the number.
    for (const keyword of ['5678', '345 67', '2345']) {
      expect(await search(keyword), keyword).toEqual([an.id]);
    }
    expect(await search('6543')).toEqual([huong.id]);
    expect(await search('0912 999')).toEqual([]);
  });

  it('still finds by code (loosely typed) and by the start of an email, and refuses a long keyword', async () => {
    expect(await search(huong.code.toLowerCase())).toEqual([huong.id]);
    expect(await search(`kh${Number(huong.code.slice(2))}`)).toEqual([huong.id]);
    expect(await search(huong.code.slice(2))).toEqual([huong.id]);
    expect(await search(an.email.slice(0, -3))).toEqual([an.id]);
    await list.expectLongKeywordRefused();
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
      await setProfile(t.app, an, name, '+84 912.345.678');
      const [row] = await t.db
        .select({ name: users.searchName, phone: users.searchPhone })
        .from(users)
        .where(eq(users.id, an.id));
      expect(row).toEqual({ name: foldName(name), phone: '0912345678' });
      expect(row?.name).toMatch(/^[a-z ]+$/);
      // Decomposed text folds the same.
      await setProfile(t.app, an, name.normalize('NFD'), '912345678');
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
    expect(phoneDigitRuns('+84 912 345 678')).toEqual(['0912345678']);
    expect(phoneDigitRuns('+84 912')).toEqual(['0912']);
    expect(phoneDigitRuns('+84 9')).toEqual([]);
    expect(phoneDigitRuns('912.345.678')).toEqual(['912345678']);
    expect(phoneDigitRuns('0912 345')).toEqual(['0912345']);
    expect(phoneDigitRuns('5678')).toEqual(['5678']);
    expect(phoneDigitRuns('567')).toEqual([]);
    expect(phoneDigitRuns('nguyen')).toEqual([]);
  });

  it('reads a code whole, loosely typed or by its number alone', () => {
    for (const typed of ['DH000123', 'dh123', 'DH 0123', '000123', '123']) {
      expect(codeId(typed, 'DH'), typed).toBe(123);
    }
    expect(codeId('KH000123', 'DH')).toBeNull();
    expect(codeId('0', 'DH')).toBeNull();
    // Past an integer key's range: no row, and no failing cast either.
    expect(codeId('9999999999', 'DH')).toBeNull();
    expect(codeId('DH12A', 'DH')).toBeNull();
  });
});
