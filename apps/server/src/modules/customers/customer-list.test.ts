import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerAccountState, type AdminCustomerListRow } from '@app/shared';
import { users } from '../../db/schema.js';
import { createCustomer, setProfile, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { fund } from '../../test/money.js';
import { codeKeywords, consoleListOf } from '../../test/console-lists.js';

const t = testAppForFile();
const list = consoleListOf(t, '/api/admin/customers');
let active: TestCustomer;
let vip: TestCustomer;
let locked: TestCustomer;

/** What every customer of this file is named with, so the seeded customers stay out of the counts. */
const SURNAME = 'Quách';

beforeAll(async () => {
  active = await createCustomer(t.app);
  await setProfile(t.app, active, `${SURNAME} Văn Hoạt`, '0912 345 678');
  await fund(t.app, t.admin, active, 1_234_000);
  vip = await createCustomer(t.app);
  // A name and a phone a spreadsheet would take for a formula.
  await setProfile(t.app, vip, `=cmd|' /C calc'!A0 ${SURNAME}`, '+84 933 222 111');
  await t.db.update(users).set({ level: 1 }).where(eq(users.id, vip.id));
  locked = await createCustomer(t.app);
  await setProfile(t.app, locked, `${SURNAME} Thị Khóa`, '0977 000 555');
  const lock = await t.asAdmin({
    method: 'PUT',
    url: `/api/admin/customers/${locked.id}/lock`,
    payload: { Locked: true },
  });
  expect(lock.statusCode, lock.body).toBe(200);
});

const ids = (answer: { Items: AdminCustomerListRow[] }) => answer.Items.map((row) => row.Id);

describe('the customer list (console list kit)', () => {
  it('counts active and locked accounts in the same answer as the rows', async () => {
    const all = await list.expectCountsAgree({ keyword: SURNAME });
    expect(all.Counts).toEqual([
      { Status: CustomerAccountState.Active, Count: 2 },
      { Status: CustomerAccountState.Locked, Count: 1 },
    ]);
    const activeOnes = await list.page<AdminCustomerListRow>({
      keyword: SURNAME,
      status: String(CustomerAccountState.Active),
    });
    expect(ids(activeOnes)).toEqual([vip.id, active.id]);
    const lockedOnes = await list.page<AdminCustomerListRow>({
      keyword: SURNAME,
      status: String(CustomerAccountState.Locked),
    });
    expect(lockedOnes.Items).toMatchObject([{ Id: locked.id, IsLocked: true }]);
  });

  it('shows each level by its name', async () => {
    const found = await list.page<AdminCustomerListRow>({ keyword: SURNAME });
    const levelOf = (id: number) => found.Items.find((row) => row.Id === id)?.LevelName;
    expect(levelOf(active.id)).toBe('Thường');
    expect(levelOf(vip.id)).toBe('VIP1');
  });

  it('finds a customer by the code, its number with or without zeros, and 4+ digits of the phone', async () => {
    for (const keyword of codeKeywords(active.code)) {
      expect(ids(await list.page({ keyword })), keyword).toEqual([active.id]);
    }
    for (const keyword of ['5678', '345 67', '+84 912 345']) {
      expect(ids(await list.page({ keyword })), keyword).toEqual([active.id]);
    }
    expect(ids(await list.page({ keyword: '2221' }))).toEqual([vip.id]);
    // The tab holds the search: a locked customer is found under "Đã khóa", not "Đang hoạt động".
    const lockedCode = { keyword: locked.code };
    expect(ids(await list.page({ ...lockedCode, status: '0' }))).toEqual([]);
    expect(ids(await list.page({ ...lockedCode, status: '1' }))).toEqual([locked.id]);
  });

  it('exports the filtered rows, a formula-like name or phone kept as text', async () => {
    const rows = await list.exported({ keyword: SURNAME });
    expect(rows[0]).toEqual([
      'Mã KH',
      'Họ tên',
      'Email',
      'Điện thoại',
      'Cấp',
      'Số dư (₫)',
      'Nhân viên hỗ trợ',
      'Trạng thái',
      'Ngày tạo',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([locked.code, vip.code, active.code]);
    const [, vipRow, activeRow] = rows.slice(1);
    expect(vipRow).toMatchObject({
      1: `'=cmd|' /C calc'!A0 ${SURNAME}`,
      3: "'+84 933 222 111",
      4: 'VIP1',
      7: 'Đang hoạt động',
    });
    expect(activeRow).toMatchObject({ 4: 'Thường', 5: '1234000' });
    expect(rows[1]?.[7]).toBe('Đã khóa');
    expect(rows[1]?.[8]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const lockedOnly = { keyword: SURNAME, status: '1' };
    expect(await list.exportedColumn(lockedOnly)).toEqual([locked.code]);
  });

  it('refuses an unknown format or status with a sentence', async () => {
    await list.expectRefusals(['2', 'x', '0,,1']);
  });

  it('keeps customers out', async () => {
    await list.expectStaffOnly(active.token);
  });
});
