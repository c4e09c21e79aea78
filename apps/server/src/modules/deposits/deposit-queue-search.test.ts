import { beforeAll, describe, expect, it } from 'vitest';
import { RequestStatus, type AdminDepositRow, type DepositCreated } from '@app/shared';
import { EXPORTED_TIME, consoleListOf } from '../../test/console-lists.js';
import { createCustomer, setProfile, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { declareDeposit } from '../../test/money.js';

const t = testAppForFile();
const queue = consoleListOf(t, '/api/admin/deposits');
let lan: TestCustomer;
let other: TestCustomer;
let deposit: DepositCreated;
let otherDeposit: DepositCreated;

beforeAll(async () => {
  lan = await createCustomer(t.app, { Phone: '0903 111 222' });
  await setProfile(t.app, lan, 'Phạm Ngọc Lan', '0903 111 222');
  other = await createCustomer(t.app, { Phone: '0904 999 888' });
  deposit = await declareDeposit(t.app, lan, 1_500_000);
  otherDeposit = await declareDeposit(t.app, other, 700_000);
});

const deposits = async (keyword: string, status = '0'): Promise<number[]> =>
  (await queue.page<AdminDepositRow>({ keyword, status })).Items.map((row) => row.Id);

describe('the deposit queue finds a request by what staff read or know', () => {
  it('by its transfer content in any case and spacing, or inside the bank’s own text', async () => {
    const content = deposit.TransferContent;
    expect(content).toMatch(/^NAP KH\d{6} \d{5}$/);
    const compact = content.replace(/ /g, '');
    for (const keyword of [
      content,
      content.toLowerCase(),
      `  ${content.toLowerCase().replace(/ /g, '   ')} `,
      compact.toLowerCase(),
      `MBVCB.5512345678.${compact}.CT tu 0011004123456 PHAM NGOC LAN`,
      // The start of a content, as far as staff have read it.
      content.slice(0, -3).toLowerCase(),
      // Its end, as the customer's code and the digits after it, typed loosely.
      content.slice(-9).toLowerCase(),
      ` ${content.slice(-9, -6)}-${content.slice(-6).replace(' ', '')} `,
    ]) {
      expect(await deposits(keyword), keyword).toEqual([deposit.Id]);
    }
    // Its last 4 or 5 digits (another content may end in the same few digits).
    for (const keyword of [content.slice(-5), content.slice(-4)]) {
      expect(await deposits(keyword), keyword).toContain(deposit.Id);
    }
  });

  it('by its code, or by the customer’s code, name (without diacritics) or phone', async () => {
    for (const keyword of [
      deposit.Code.toLowerCase(),
      lan.code,
      'pham ngoc lan',
      'Lan',
      '+84 903 111 222',
      '903111222',
    ]) {
      expect(await deposits(keyword), keyword).toEqual([deposit.Id]);
    }
    expect(await deposits(other.code)).toEqual([otherDeposit.Id]);
    expect(await deposits('NAP KH999999 12345')).toEqual([]);
    expect(await deposits('không có ai')).toEqual([]);
  });

  it('keeps the other filters: a reviewed request leaves the pending list', async () => {
    const approved = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/deposits/${otherDeposit.Id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await deposits(other.code)).toEqual([]);
    expect(await deposits(other.code, '1')).toEqual([otherDeposit.Id]);
    expect(await deposits(other.code, '')).toEqual([otherDeposit.Id]);
  });

  it('answers a keyword that is too long with a Vietnamese sentence', async () => {
    await queue.expectLongKeywordRefused();
  });
});

describe('the deposit queue (console list kit)', () => {
  it('counts each status in the same answer, within the keyword and the days asked', async () => {
    const all = await queue.expectCountsAgree({ keyword: lan.code });
    expect(all.Counts).toEqual([{ Status: RequestStatus.Pending, Count: 1 }]);
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(),
    );
    const within = await queue.page({ keyword: lan.code, from: today, end: today });
    expect(within.Counts).toEqual(all.Counts);
    const later = await queue.page({ keyword: lan.code, from: '01/01/2099' });
    expect(later).toEqual({ Items: [], Total: 0, Counts: [] });
  });

  it('finds a request by its number with or without zeros, and its customer by phone digits', async () => {
    const number = deposit.Code.slice(2);
    for (const keyword of [number, String(Number(number)), `nt${number}`]) {
      const found = await queue.page<AdminDepositRow>({ keyword });
      expect(
        found.Items.map((row) => row.Id),
        keyword,
      ).toContain(deposit.Id);
    }
    for (const keyword of ['3111', '903 111', '0903.111.222']) {
      const found = await queue.page<AdminDepositRow>({ keyword });
      expect(
        found.Items.map((row) => row.CustomerCode),
        keyword,
      ).toContain(lan.code);
    }
  });

  it('exports the rows of the filter, amounts as numbers and dates as the console shows them', async () => {
    const rows = await queue.exported({ keyword: lan.code });
    expect(rows[0]).toEqual([
      'Mã yêu cầu',
      'Mã khách',
      'Tên khách hàng',
      'Email',
      'Số tiền (₫)',
      'Nội dung chuyển khoản',
      'Tài khoản nhận',
      'Trạng thái',
      'Lý do từ chối',
      'Ngày tạo',
      'Ngày duyệt',
    ]);
    const listed = await queue.page<AdminDepositRow>({ keyword: lan.code });
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.Items.map((row) => row.Code));
    const [line] = rows.slice(1);
    expect(line?.slice(0, 8)).toEqual([
      deposit.Code,
      lan.code,
      'Phạm Ngọc Lan',
      lan.email,
      '1500000',
      deposit.TransferContent,
      expect.stringContaining(deposit.BankAccount.AccountNumber),
      'Chờ duyệt',
    ]);
    expect(line?.[9]).toMatch(EXPORTED_TIME);
    const none = await queue.exported({ keyword: lan.code, status: '1' });
    expect(none).toHaveLength(1);
  });

  it('refuses an unknown format, status or day with a sentence', async () => {
    await queue.expectRefusals(['9', '0,x']);
    const day = await t.asAdmin({ url: queue.url, query: { from: '31/02/2026' } });
    expect(day.statusCode).toBe(400);
  });

  it('keeps customers out', async () => {
    await queue.expectStaffOnly(lan.token);
  });
});
