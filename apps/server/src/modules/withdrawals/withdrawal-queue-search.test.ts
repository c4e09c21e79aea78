import { beforeAll, describe, expect, it } from 'vitest';
import { RequestStatus, type AdminWithdrawalRow } from '@app/shared';
import { EXPORTED_TIME, consoleListOf } from '../../test/console-lists.js';
import { createCustomer, setProfile, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { fund, withdrawalPayload } from '../../test/money.js';

const t = testAppForFile();
const queue = consoleListOf(t, '/api/admin/withdrawals');
let lan: TestCustomer;
let other: TestCustomer;
/** Lan's request to be paid to 19035551234567, and one whose holder and note look like formulas. */
let paid: { Id: number; Code: string };
let formulaLike: { Id: number; Code: string };

const ask = async (customer: TestCustomer, payload: Record<string, unknown>) => {
  const asked = await t.as(customer)({ method: 'POST', url: '/api/customer/withdrawal', payload });
  expect(asked.statusCode, asked.body).toBe(200);
  return asked.json<{ Id: number; Code: string }>();
};

beforeAll(async () => {
  lan = await createCustomer(t.app, { Phone: '0903 111 222' });
  await setProfile(t.app, lan, 'Phạm Ngọc Lan', '0903 111 222');
  other = await createCustomer(t.app);
  await fund(t.app, t.admin, lan, 2_000_000);
  paid = await ask(lan, { ...withdrawalPayload(300_000), AccountNumber: '19035551234567' });
  formulaLike = await ask(lan, {
    ...withdrawalPayload(200_000),
    AccountName: '=HYPERLINK("http://x.example","nhận")',
    Note: '+84 chuyển gấp',
  });
});

const withdrawals = async (keyword: string): Promise<number[]> =>
  (await queue.page<AdminWithdrawalRow>({ keyword, status: '0' })).Items.map((row) => row.Id);

describe('the withdrawal queue finds a request', () => {
  it('by its code, the account it is paid to (however grouped), or the customer', async () => {
    for (const keyword of [
      paid.Code.toLowerCase(),
      '19035551234567',
      '1903 5551 2345 67',
      // The account's last digits, as staff read them off the customer's message.
      '1234567',
      '4567',
      '234-567',
    ]) {
      expect(await withdrawals(keyword), keyword).toEqual([paid.Id]);
    }
    for (const keyword of ['phạm ngọc', lan.code]) {
      expect((await withdrawals(keyword)).sort(), keyword).toEqual(
        [paid.Id, formulaLike.Id].sort(),
      );
    }
    expect(await withdrawals(other.code)).toEqual([]);
    // The start of an account is not its end.
    expect(await withdrawals('1903555')).toEqual([]);
  });

  it('by its number with or without zeros, and its customer by 4 or more phone digits', async () => {
    const number = paid.Code.slice(2);
    for (const keyword of [number, String(Number(number))]) {
      expect(await withdrawals(keyword), keyword).toContain(paid.Id);
    }
    for (const keyword of ['3111', '111 222', '+84 903 111 222']) {
      expect((await withdrawals(keyword)).sort(), keyword).toEqual(
        [paid.Id, formulaLike.Id].sort(),
      );
    }
  });
});

describe('the withdrawal queue (console list kit)', () => {
  it('counts each status in the same answer; a refused request leaves the pending tab', async () => {
    const refused = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/withdrawals/${formulaLike.Id}/reject`,
      payload: { Reason: 'Sai tên chủ tài khoản' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const all = await queue.expectCountsAgree({ keyword: lan.code });
    expect(all.Counts).toEqual([
      { Status: RequestStatus.Pending, Count: 1 },
      { Status: RequestStatus.Rejected, Count: 1 },
    ]);
    const pending = await queue.page<AdminWithdrawalRow>({
      keyword: lan.code,
      status: String(RequestStatus.Pending),
    });
    expect(pending.Items.map((row) => row.Id)).toEqual([paid.Id]);
    expect(pending.Counts).toEqual(all.Counts);
  });

  it('exports the rows of the filter, a formula-like holder or note kept as text', async () => {
    const rows = await queue.exported({ keyword: lan.code });
    expect(rows[0]).toEqual([
      'Mã yêu cầu',
      'Mã khách',
      'Tên khách hàng',
      'Email',
      'Số tiền (₫)',
      'Số dư hiện tại (₫)',
      'Ngân hàng',
      'Số tài khoản',
      'Chủ tài khoản',
      'Ghi chú',
      'Trạng thái',
      'Lý do từ chối',
      'Ngày tạo',
      'Ngày duyệt',
    ]);
    const listed = await queue.page<AdminWithdrawalRow>({ keyword: lan.code });
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.Items.map((row) => row.Code));
    const refused = rows.find((row) => row[0] === formulaLike.Code);
    expect(refused?.slice(4, 12)).toEqual([
      '200000',
      '2000000',
      'Vietcombank',
      '0123456789',
      `'=HYPERLINK("http://x.example","nhận")`,
      `'+84 chuyển gấp`,
      'Từ chối',
      'Sai tên chủ tài khoản',
    ]);
    expect(refused?.[13]).toMatch(EXPORTED_TIME);
    const pending = await queue.exportedColumn({ keyword: '4567', status: '0' });
    expect(pending).toEqual([paid.Code]);
  });

  it('refuses an unknown format or status with a sentence', async () => {
    await queue.expectRefusals(['9', '0,x']);
  });

  it('keeps customers out', async () => {
    await queue.expectStaffOnly(other.token);
  });
});
