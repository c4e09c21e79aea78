import { beforeAll, describe, expect, it } from 'vitest';
import { BankTransferStatus, type BankTransferRow, type DepositCreated } from '@app/shared';
import { EXPORTED_TIME, consoleListOf } from '../../test/console-lists.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { declareDeposit } from '../../test/money.js';

/** The console's incoming transfers as a console list: tabs' counts, search and export. */

const SEPAY_KEY = 'sepay-api-key-for-transfer-list';

const t = testAppForFile({ env: { SEPAY_API_KEY: SEPAY_KEY } });
const list = consoleListOf(t, '/api/admin/bank-transfers');
let lan: TestCustomer;
let deposit: DepositCreated;
/** The transfer that confirmed Lan's deposit, one waiting, one returned to its sender. */
let matched: BankTransferRow;
let waiting: BankTransferRow;
let returned: BankTransferRow;

let sequence = 0;
async function sepay(content: string, transferAmount: number, referenceCode = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sepay',
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    payload: {
      id: 9_000 + ++sequence,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-23 20:15:00',
      accountNumber: '0011004123456',
      content,
      transferType: 'in',
      transferAmount,
      referenceCode,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const ids = (rows: { Items: BankTransferRow[] }) => rows.Items.map((row) => row.Id);

beforeAll(async () => {
  lan = await createCustomer(t.app, { Phone: '0903 111 222' });
  deposit = await declareDeposit(t.app, lan, 250_000);
  const compact = deposit.TransferContent.replace(/ /g, '');
  await sepay(`MBVCB.5512345678.${compact}.CT tu 0011004123456`, 250_000, 'FT26112300017');
  await sepay('=HYPERLINK("http://x.example","mở") CK 778899', 123_000);
  await sepay('+84 chuyen nham tai khoan', 75_000);
  const rows = (await list.page<BankTransferRow>()).Items;
  [returned, waiting, matched] = rows as [BankTransferRow, BankTransferRow, BankTransferRow];
  const back = await t.asAdmin({
    method: 'PUT',
    url: `/api/admin/bank-transfers/${returned.Id}/return`,
    payload: { Reason: 'Khách chuyển nhầm' },
  });
  expect(back.statusCode, back.body).toBe(200);
});

describe('incoming transfers (console list kit)', () => {
  it('counts each status in the same answer as the rows', async () => {
    const all = await list.expectCountsAgree({});
    expect(all.Counts).toEqual([
      { Status: BankTransferStatus.Unmatched, Count: 1 },
      { Status: BankTransferStatus.Matched, Count: 1 },
      { Status: BankTransferStatus.Returned, Count: 1 },
    ]);
    expect(matched).toMatchObject({ Code: `GD${String(matched.Id).padStart(6, '0')}` });
    expect(matched).toMatchObject({ DepositCode: deposit.Code, CustomerCode: lan.code });
    const unmatched = await list.page<BankTransferRow>({ status: '0' });
    expect(ids(unmatched)).toEqual([waiting.Id]);
    expect(unmatched.Counts).toEqual(all.Counts);
  });

  it('finds a transfer by its code or number, the bank reference and its deposit', async () => {
    const number = waiting.Code.slice(2);
    for (const keyword of [waiting.Code, number, String(Number(number)), `gd ${number}`]) {
      expect(ids(await list.page({ keyword })), keyword).toContain(waiting.Id);
    }
    for (const keyword of [
      'FT26112300017',
      deposit.Code,
      deposit.Code.slice(2).replace(/^0+/, ''),
    ]) {
      expect(ids(await list.page({ keyword })), keyword).toContain(matched.Id);
    }
  });

  it('finds the transfer credited to a customer by phone digits, and a content by its letters and digits', async () => {
    for (const keyword of ['3111', '0903 111 222', lan.code]) {
      expect(ids(await list.page({ keyword })), keyword).toEqual([matched.Id]);
    }
    // The tail of a deposit's content inside the bank's text, typed loosely.
    const content = deposit.TransferContent;
    for (const keyword of [content.slice(-9).toLowerCase(), ` ${content.slice(-12)} `]) {
      expect(ids(await list.page({ keyword })), keyword).toEqual([matched.Id]);
    }
    for (const keyword of ['778899', 'ck 7788-99', 'CHUYEN NHAM']) {
      const found = ids(await list.page({ keyword }));
      expect(found, keyword).toHaveLength(1);
    }
    expect(ids(await list.page({ keyword: 'khong co dau' }))).toEqual([]);
  });

  it('exports the rows of the filter, a formula-like content kept as text', async () => {
    const rows = await list.exported({});
    expect(rows[0]).toEqual([
      'Mã giao dịch',
      'Số tiền (₫)',
      'Nội dung chuyển khoản',
      'Thời gian',
      'Nguồn',
      'Mã nhà cung cấp',
      'TK nhận',
      'Trạng thái',
      'Mã yêu cầu nạp',
      'Mã khách',
      'Ghi chú',
      'Ngày nhận',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([returned.Code, waiting.Code, matched.Code]);
    const formula = rows.find((row) => row[0] === waiting.Code);
    expect(formula?.slice(1, 8)).toEqual([
      '123000',
      `'=HYPERLINK("http://x.example","mở") CK 778899`,
      '23/11/2026 20:15',
      'SePay',
      expect.stringMatching(/^9\d{3}$/),
      '0011004123456',
      'Chưa khớp',
    ]);
    expect(rows.find((row) => row[0] === returned.Code)?.[2]).toBe(`'+84 chuyen nham tai khoan`);
    const one = await list.exported({ status: '1' });
    expect(one.slice(1)).toEqual([
      [
        matched.Code,
        '250000',
        matched.Content,
        '23/11/2026 20:15',
        'SePay',
        matched.ProviderId,
        '0011004123456',
        'Đã khớp',
        deposit.Code,
        lan.code,
        matched.Note,
        expect.stringMatching(EXPORTED_TIME),
      ],
    ]);
  });

  it('refuses an unknown format or status with a sentence', async () => {
    await list.expectRefusals(['3', '0,x']);
  });

  it('keeps customers out', async () => {
    await list.expectStaffOnly(lan.token);
  });
});
