import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BankTransferStatus,
  RequestStatus,
  StatementLineOutcome,
  type BankTransferRow,
  type DepositCreated,
  type StatementImportAnswer,
} from '@app/shared';
import {
  auditLog,
  bankTransfers,
  depositRequests,
  ledgerEntries,
  notifications,
} from '../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import {
  declareDeposit,
  expectLedgerConsistent,
  financeMessages,
  walletBalance,
} from '../../test/money.js';
import { previewAndImport } from '../../test/statements.js';
import { testAppForFile } from '../../test/file-app.js';
import { createTestApp } from '../../test/test-app.js';
import { cassoSignature, verifyCassoSignature } from './casso-signature.js';
import { findTransferContent } from '../deposits/transfer-content.js';

/**
 * Deposits confirmed by the bank-notification services (DESIGN §4): SePay's key, Casso's signed
 * notifications, the store-once matcher, the unmatched queue, and a statement line telling of a
 * transfer a notification brought first (statement-import.test.ts tests the import itself).
 */

const SEPAY_KEY = 'sepay-api-key-for-tests-0001';
const CASSO_KEY = 'casso-checksum-key-for-tests-0001';
/** The seed's first company account (Vietcombank). */
const COMPANY_ACCOUNT = '0011004123456';

const t = testAppForFile({ env: { SEPAY_API_KEY: SEPAY_KEY, CASSO_CHECKSUM_KEY: CASSO_KEY } });

let sequence = 0;
const nextId = () => Date.now() * 100 + ++sequence;

function sepay(
  payload: Partial<{
    id: number;
    content: string;
    transferAmount: number;
    transferType: string;
    accountNumber: string;
    referenceCode: string;
  }>,
  key: string | null = SEPAY_KEY,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sepay',
    headers: key === null ? {} : { authorization: `Apikey ${key}` },
    payload: {
      id: nextId(),
      gateway: 'Vietcombank',
      transactionDate: '2026-11-23 20:15:00',
      accountNumber: COMPANY_ACCOUNT,
      subAccount: null,
      code: null,
      content: '',
      transferType: 'in',
      transferAmount: 0,
      accumulated: 19_077_000,
      referenceCode: '',
      description: '',
      ...payload,
    },
  });
}

function casso(data: Record<string, unknown>, options: { key?: string; at?: number } = {}) {
  const timestamp = String(options.at ?? Date.now());
  const signature = cassoSignature(options.key ?? CASSO_KEY, timestamp, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/casso',
    headers: { 'x-casso-signature': `t=${timestamp},v1=${signature}` },
    payload: { error: 0, data },
  });
}

const cassoData = (fields: Record<string, unknown>) => ({
  id: nextId(),
  reference: '',
  description: '',
  amount: 0,
  runningBalance: 5_000_000,
  transactionDateTime: '2026-11-23 20:15:00',
  accountNumber: COMPANY_ACCOUNT,
  bankName: 'VCB',
  ...fields,
});

const desk = () => asUser(t.app, t.admin);

async function depositStatus(id: number) {
  const [row] = await t.db
    .select({ status: depositRequests.status })
    .from(depositRequests)
    .where(eq(depositRequests.id, id));
  return row?.status;
}

const unmatchedQueue = async (keyword: string) =>
  (
    await desk()({
      url: '/api/admin/bank-transfers',
      query: { status: String(BankTransferStatus.Unmatched), keyword },
    })
  ).json<{ Items: BankTransferRow[] }>().Items;

describe('SePay', () => {
  let customer: TestCustomer;
  let deposit: DepositCreated;
  beforeAll(async () => {
    customer = await createCustomer(t.app);
    deposit = await declareDeposit(t.app, customer, 250_000);
  });

  it('refuses a missing or wrong key and stores nothing', async () => {
    const before = await t.db.select().from(bankTransfers);
    for (const key of [null, 'wrong-key', `${SEPAY_KEY}x`]) {
      const response = await sepay(
        { content: deposit.TransferContent, transferAmount: 250_000 },
        key,
      );
      expect(response.statusCode).toBe(401);
    }
    expect(await t.db.select().from(bankTransfers)).toHaveLength(before.length);
    expect(await depositStatus(deposit.Id)).toBe(RequestStatus.Pending);
  });

  it('confirms the deposit its content names, once, however often SePay delivers it', async () => {
    const id = nextId();
    // The bank's line as SePay forwards it: its own references around a squeezed content.
    const content = `MBVCB.11223344.${deposit.TransferContent.replace(/ /g, '')}.CT tu 0071000999 NGUYEN VAN A`;
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        sepay({ id, content, transferAmount: 250_000, referenceCode: `FT${id}` }),
      ),
    );
    for (const response of deliveries) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await depositStatus(deposit.Id)).toBe(RequestStatus.Approved);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(250_000);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(`${deposit.Code} đã được duyệt: +250.000 ₫`);
    // Delivered again later: still one credit.
    expect((await sepay({ id, content, transferAmount: 250_000 })).statusCode).toBe(200);
    expect(await walletBalance(t.db, customer.id)).toBe(250_000);
    // And the customer is told once on each channel (this test app's e-mail), however often.
    await t.runJobs();
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.code, deposit.Code));
    expect(told.map((row) => [row.event, row.channel, row.status])).toEqual([
      ['deposit.credited', 'email', 1],
    ]);
    expect(t.sentMail.filter((mail) => mail.text.includes(deposit.Code))).toHaveLength(1);
  });

  it('ignores money going out and transfers to an account that is not the company’s', async () => {
    const other = await declareDeposit(t.app, customer, 120_000);
    const out = await sepay({
      content: other.TransferContent,
      transferAmount: 120_000,
      transferType: 'out',
    });
    const elsewhere = await sepay({
      content: other.TransferContent,
      transferAmount: 120_000,
      accountNumber: '999888777666',
    });
    expect([out.statusCode, elsewhere.statusCode]).toEqual([200, 200]);
    expect(await depositStatus(other.Id)).toBe(RequestStatus.Pending);
    expect(await unmatchedQueue(other.TransferContent)).toEqual([]);
  });

  it('keeps a transfer of the wrong amount, or naming nothing, in the unmatched queue', async () => {
    const other = await declareDeposit(t.app, customer, 300_000);
    expect(
      (await sepay({ content: other.TransferContent, transferAmount: 290_000 })).statusCode,
    ).toBe(200);
    expect(await depositStatus(other.Id)).toBe(RequestStatus.Pending);
    const [waiting] = await unmatchedQueue(other.TransferContent);
    expect(waiting).toMatchObject({
      Provider: 'sepay',
      Amount: 290_000,
      StatusName: 'Chưa khớp',
      Note: `Số tiền khác yêu cầu ${other.Code} (300.000 ₫)`,
      DepositCode: '',
    });
    expect((await sepay({ content: 'UNG HO QUY', transferAmount: 50_000 })).statusCode).toBe(200);
    expect(await unmatchedQueue('UNG HO QUY')).toHaveLength(1);
  });

  it('answers 404 while SePay is not configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/webhooks/sepay',
        headers: { authorization: 'Apikey anything-at-all-here' },
        payload: { id: 1, transferType: 'in', transferAmount: 1000 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('Casso', () => {
  it('checks the signature against a vector written out by hand', () => {
    const data = {
      accountNumber: '0071001234567',
      amount: 250_000,
      bankName: 'VCB',
      description: 'NAP KH000042 12345',
      id: 7788,
      reference: 'FT25327001',
      runningBalance: 1_250_000,
      transactionDateTime: '2026-11-23 20:15:00',
    };
    const header =
      't=1795465335000,v1=e390036a9c57371d00d6031bcd02d338d5647157f92fe84ee17631bf4e54410d3173fc29b5482fdcd076c1db50db9aaffa5e120816684febd595f2f5c5fdc87b';
    const now = 1_795_465_335_000 + 60_000;
    expect(verifyCassoSignature(header, data, CASSO_KEY, now)).toBe(true);
    // The same keys in another order sign the same; any changed value does not.
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    expect(verifyCassoSignature(header, reordered, CASSO_KEY, now)).toBe(true);
    expect(verifyCassoSignature(header, { ...data, amount: 250_001 }, CASSO_KEY, now)).toBe(false);
    expect(verifyCassoSignature(header, data, 'another-key-entirely', now)).toBe(false);
    expect(verifyCassoSignature(header, data, CASSO_KEY, now + 5 * 60_000)).toBe(false);
    expect(verifyCassoSignature('t=abc,v1=zz', data, CASSO_KEY, now)).toBe(false);
  });

  it('confirms a signed notification and refuses a bad or stale signature, storing nothing', async () => {
    const customer = await createCustomer(t.app);
    const deposit = await declareDeposit(t.app, customer, 410_000);
    const data = cassoData({
      description: `IBFT ${deposit.TransferContent.toLowerCase()} chuyen tien`,
      amount: 410_000,
    });
    const stale = await casso(data, { at: Date.now() - 6 * 60_000 });
    const forged = await casso(data, { key: 'not-the-checksum-key-0000' });
    expect([stale.statusCode, forged.statusCode]).toEqual([401, 401]);
    expect(await depositStatus(deposit.Id)).toBe(RequestStatus.Pending);

    const accepted = await casso(data);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ success: true });
    expect((await casso(data)).statusCode).toBe(200);
    expect(await depositStatus(deposit.Id)).toBe(RequestStatus.Approved);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(410_000);
    // Money going out (a negative amount) is not ours to match.
    const out = await casso(cassoData({ description: deposit.TransferContent, amount: -410_000 }));
    expect(out.statusCode).toBe(200);
    expect(await walletBalance(t.db, customer.id)).toBe(410_000);
  });
});

describe('matching a transfer content', () => {
  it('finds the content however the bank wrote it, and nothing that only looks like it', () => {
    const found = (text: string) => findTransferContent(text);
    expect(found('NAP KH000123 58231')).toBe('NAP KH000123 58231');
    expect(found('nap kh000123 58231')).toBe('NAP KH000123 58231');
    expect(found('MBVCB.3278.NAPKH00012358231.CT tu 007')).toBe('NAP KH000123 58231');
    expect(found('IBFT NAP-KH000123-58231 ck')).toBe('NAP KH000123 58231');
    expect(found('NAP KH1234567 58231')).toBe('NAP KH1234567 58231');
    expect(found('NAPKH123456758231')).toBe('NAP KH1234567 58231');
    expect(found('NAP KH000123 5823')).toBeNull();
    expect(found('NAP KH000123 582311')).toBeNull();
    expect(found('KH000123 58231')).toBeNull();
    expect(found('THANH TOAN HOA DON')).toBeNull();
  });
});

describe('the unmatched queue', () => {
  it('lets t.admin assign a transfer to a customer (credited once) or return it, each audited', async () => {
    const customer = await createCustomer(t.app);
    await sepay({ content: `CK cho ${customer.code} khong ghi noi dung`, transferAmount: 180_000 });
    const [waiting] = await unmatchedQueue(customer.code);
    expect(waiting?.Status).toBe(BankTransferStatus.Unmatched);
    const assign = (CustomerId: number) =>
      desk()({
        method: 'PUT',
        url: `/api/admin/bank-transfers/${waiting?.Id}/assign`,
        payload: { CustomerId },
      });
    expect((await assign(999_999)).json()).toEqual({
      CustomerId: ['Không tìm thấy khách hàng này'],
    });
    const assigned = await assign(customer.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<BankTransferRow>()).toMatchObject({
      StatusName: 'Đã khớp',
      CustomerCode: customer.code,
      DepositCode: expect.stringMatching(/^NT\d+/) as string,
    });
    expect((await assign(customer.id)).statusCode).toBe(400);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(180_000);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain('+180.000 ₫');

    await sepay({ content: 'chuyen nham tai khoan 0909', transferAmount: 75_000 });
    const [mistake] = await unmatchedQueue('chuyen nham');
    const returned = await desk()({
      method: 'PUT',
      url: `/api/admin/bank-transfers/${mistake?.Id}/return`,
      payload: { Reason: 'Khách chuyển nhầm, đã hoàn lại qua ngân hàng' },
    });
    expect(returned.json<BankTransferRow>()).toMatchObject({
      StatusName: 'Đã trả lại',
      Note: 'Khách chuyển nhầm, đã hoàn lại qua ngân hàng',
    });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank-transfer')));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'bank-transfer.assign',
      'bank-transfer.return',
    ]);
    // A customer cannot see or touch the queue.
    const asCustomer = await asUser(t.app, customer.token)({ url: '/api/admin/bank-transfers' });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('statements from the banks', () => {
  const importStatement = (statement: { Csv: string }) =>
    previewAndImport(t.app, t.admin, statement).then(({ applied }) => applied);
  const linesUsedBefore = (answer: StatementImportAnswer) =>
    answer.Lines.filter((row) => row.Outcome === StatementLineOutcome.AlreadyUsed).map(
      (row) => row.Line,
    );

  it('credits once when a notification and a statement line tell of the same transfer', async () => {
    const customer = await createCustomer(t.app);
    const byReference = await declareDeposit(t.app, customer, 500_000);
    const withoutReference = await declareDeposit(t.app, customer, 60_000);
    const reference = `FT${nextId()}`;
    await sepay({
      content: byReference.TransferContent,
      transferAmount: 500_000,
      referenceCode: reference,
    });
    await sepay({ content: withoutReference.TransferContent, transferAmount: 60_000 });
    // Vietcombank's CSV export, with the account's details above its header.
    const vietcombank = [
      'NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM',
      `Số tài khoản:,${COMPANY_ACCOUNT}`,
      '',
      'STT,Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Số dư,Mô tả',
      `1,23/11/2026,${reference},,"500,000","5,500,000",${byReference.TransferContent}`,
    ].join('\n');
    const first = await importStatement({ Csv: vietcombank });
    expect(linesUsedBefore(first)).toEqual([5]);
    expect(first.Lines[0]).toMatchObject({
      DepositCode: byReference.Code,
      CustomerCode: customer.code,
      OutcomeName: 'Đã dùng trước đó',
    });
    // MB Bank's export names no reference: the deposit a notification confirmed tells it apart.
    const mb = [
      'Ngày hạch toán;Phát sinh nợ;Phát sinh có;Số dư;Nội dung',
      `23/11/2026;0;60.000;5.560.000;${withoutReference.TransferContent}`,
    ].join('\n');
    expect(linesUsedBefore(await importStatement({ Csv: mb }))).toEqual([2]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(560_000);
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.customerId, customer.id));
    expect(credits).toHaveLength(2);
  });
});
