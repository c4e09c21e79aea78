import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  fillMessage,
  formatVnd,
  hasValidCrc,
  messages as text,
  RequestStatus,
  TransactionType,
  type AdminDepositRow,
  type DepositCreated,
  type DepositRow,
} from '@app/shared';
import { auditLog, depositRequests } from '../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import {
  declareDeposit,
  expectLedgerConsistent,
  financeMessages,
  ledgerOf,
  walletBalance,
} from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';

const t = testAppForFile();

const deposit = (customer: TestCustomer, payload: object) =>
  asUser(t.app, customer.token)({ method: 'POST', url: '/api/customer/deposit', payload });

const approve = (id: number, token = t.admin) =>
  asUser(t.app, token)({ method: 'PUT', url: `/api/admin/deposits/${id}/approve` });

const reject = (id: number, payload: object) =>
  asUser(t.app, t.admin)({ method: 'PUT', url: `/api/admin/deposits/${id}/reject`, payload });

const alreadyHandled = (code: string, status: string) =>
  fillMessage(text.requestAlreadyHandled, { code, status });

/** VietQR field `id` + two-digit length + value. */
const qrField = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

describe('customer/deposit', () => {
  it('answers the code, the transfer content and a VietQR payload with a valid CRC', async () => {
    const customer = await createCustomer(t.app);
    const response = await deposit(customer, { Amount: 500_000, BankAccountId: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DepositCreated>();
    expect(body).toMatchObject({
      Code: 'NT000001',
      Amount: 500_000,
      BankAccount: {
        Id: 1,
        BankName: 'Vietcombank',
        BankBin: '970436',
        AccountNumber: '0011004123456',
        AccountName: 'CONG TY TNHH HANG TQ',
      },
    });
    expect(body.Id).toBeGreaterThan(0);
    expect(body.TransferContent).toMatch(new RegExp(`^NAP ${customer.code} \\d{5}$`));
    expect(hasValidCrc(body.VietQR)).toBe(true);
    expect(body.VietQR).toContain(qrField('00', '970436') + qrField('01', '0011004123456'));
    expect(body.VietQR).toContain(qrField('54', '500000'));
    expect(body.VietQR).toContain(qrField('08', body.TransferContent));
    expect(body.VietQR).toContain(qrField('53', '704'));
    // A tampered payload fails the check.
    expect(hasValidCrc(body.VietQR.replace('500000', '900000'))).toBe(false);
  });

  it('builds the QR for the chosen company account and gives every request its own content', async () => {
    const customer = await createCustomer(t.app);
    const first = await declareDeposit(t.app, customer, 1_250_000, 2);
    const second = await declareDeposit(t.app, customer, 1_250_000, 2);
    expect(first.BankAccount.BankBin).toBe('970407');
    // The beneficiary: BIN (00) then account number (01), inside the NAPAS merchant field.
    expect(first.VietQR).toContain(qrField('00', '970407') + qrField('01', '19036688899001'));
    expect(first.VietQR).toContain(qrField('54', '1250000'));
    expect(hasValidCrc(first.VietQR)).toBe(true);
    expect(second.TransferContent).not.toBe(first.TransferContent);
    expect(Number(second.Code.slice(2))).toBe(Number(first.Code.slice(2)) + 1);
  });

  it('refuses an amount below 10.000 ₫, a fraction, and an unknown company account', async () => {
    const customer = await createCustomer(t.app);
    const small = await deposit(customer, { Amount: 9_999, BankAccountId: 1 });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      Amount: [fillMessage(text.depositMin, { min: formatVnd(10_000) })],
    });
    expect(formatVnd(10_000)).toMatch(/^10\.000/);
    const fraction = await deposit(customer, { Amount: 50_000.5, BankAccountId: 1 });
    expect(fraction.json()).toEqual({ Amount: [text.amountInteger] });
    const unknown = await deposit(customer, { Amount: 50_000, BankAccountId: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ BankAccountId: [text.bankAccountUnknown] });
    const missing = await deposit(customer, { Amount: 50_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ BankAccountId: [text.bankAccountRequired] });
    const rows = await t.db
      .select()
      .from(depositRequests)
      .where(eq(depositRequests.customerId, customer.id));
    expect(rows).toHaveLength(0);
  });

  it('writes a finance message with the code and the transfer content', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 75_000);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.MessageTypeName).toBe('Tài chính');
    expect(message?.Note).toContain(created.Code);
    expect(message?.Note).toContain(created.TransferContent);
    expect(message?.Note).toContain(formatVnd(75_000));
  });
});

describe('customer/getdeposits', () => {
  let customer: TestCustomer;
  let created: DepositCreated[];
  beforeAll(async () => {
    customer = await createCustomer(t.app);
    created = [];
    for (const amount of [100_000, 200_000, 300_000]) {
      created.push(await declareDeposit(t.app, customer, amount));
    }
    const [first] = created;
    if (!first) throw new Error('no deposit');
    expect((await approve(first.Id)).statusCode).toBe(200);
  });

  const list = (query: Record<string, string> = {}) =>
    asUser(t.app, customer.token)({ url: '/api/customer/getdeposits', query });

  it('lists the caller’s requests newest first with status labels and QR codes', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<{ Items: DepositRow[]; Total: number }>();
    expect(body.Total).toBe(3);
    expect(body.Items.map((row) => [row.Code, row.Amount, row.Status, row.StatusName])).toEqual([
      [created[2]?.Code, 300_000, 0, 'Chờ duyệt'],
      [created[1]?.Code, 200_000, 0, 'Chờ duyệt'],
      [created[0]?.Code, 100_000, 1, 'Đã duyệt'],
    ]);
    expect(body.Items[0]?.VietQR).toBe(created[2]?.VietQR);
    expect(body.Items[2]?.ReviewedDate).not.toBeNull();
    expect(body.Items[0]?.ReviewedDate).toBeNull();
  });

  it('filters by status and day, pages, and refuses an unknown status', async () => {
    const pending = (await list({ status: '0' })).json<{ Items: DepositRow[]; Total: number }>();
    expect(pending.Total).toBe(2);
    expect(pending.Items.every((row) => row.Status === 0)).toBe(true);
    const approved = (await list({ status: '1' })).json<{ Total: number }>();
    expect(approved.Total).toBe(1);
    expect((await list({ status: '' })).json<{ Total: number }>().Total).toBe(3);
    const page = (await list({ skip: '1', take: '1' })).json<{
      Items: DepositRow[];
      Total: number;
    }>();
    expect(page.Total).toBe(3);
    expect(page.Items.map((row) => row.Code)).toEqual([created[1]?.Code]);
    expect((await list({ from: '01/01/2099' })).json<{ Total: number }>().Total).toBe(0);
    const bad = await list({ status: '7' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: [text.statusInvalid] });
  });

  it('never shows another customer’s requests', async () => {
    const other = await createCustomer(t.app);
    const body = (await asUser(t.app, other.token)({ url: '/api/customer/getdeposits' })).json<{
      Total: number;
    }>();
    expect(body.Total).toBe(0);
  });
});

describe('staff approve and reject', () => {
  it('credits once: a second approval is refused and writes nothing', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 400_000);
    const approved = await approve(created.Id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<DepositRow>()).toMatchObject({
      Id: created.Id,
      Code: created.Code,
      Status: RequestStatus.Approved,
      StatusName: 'Đã duyệt',
    });
    const again = await approve(created.Id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([alreadyHandled(created.Code, 'Đã duyệt')]);
    const rejectLater = await reject(created.Id, { Reason: 'Nhầm' });
    expect(rejectLater.statusCode).toBe(400);
    expect(rejectLater.json()).toEqual([alreadyHandled(created.Code, 'Đã duyệt')]);

    const rows = await ledgerOf(t.db, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: TransactionType.Deposit,
      amount: 400_000,
      balanceAfter: 400_000,
      refCode: created.Code,
    });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(400_000);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(`${created.Code} đã được duyệt`);
    expect(message?.Note).toContain(`+${formatVnd(400_000)}`);
  });

  it('answers a repeated approval with the same Idempotency-Key with the first answer', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 180_000);
    const once = (key: string) =>
      asUser(
        t.app,
        t.admin,
      )({
        method: 'PUT',
        url: `/api/admin/deposits/${created.Id}/approve`,
        headers: { 'idempotency-key': key },
      });
    const first = await once('duyet-1');
    const replay = await once('duyet-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(1);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(180_000);
    // A key already used for another decision is not a licence for this one.
    const other = await declareDeposit(t.app, customer, 90_000);
    const reused = await asUser(
      t.app,
      t.admin,
    )({
      method: 'PUT',
      url: `/api/admin/deposits/${other.Id}/approve`,
      headers: { 'idempotency-key': 'duyet-1' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual([text.idempotencyKeyInvalid]);
  });

  it('needs a reason to reject; a rejected request cannot be approved', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 60_000);
    for (const payload of [{}, { Reason: '   ' }]) {
      const response = await reject(created.Id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Reason: [text.reasonRequired] });
    }
    const tooLong = await reject(created.Id, { Reason: 'x'.repeat(256) });
    expect(tooLong.json()).toEqual({ Reason: [text.reasonTooLong] });
    const rejected = await reject(created.Id, { Reason: 'Không nhận được tiền' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<DepositRow>()).toMatchObject({
      Status: RequestStatus.Rejected,
      StatusName: 'Từ chối',
      RejectReason: 'Không nhận được tiền',
    });
    const approveLater = await approve(created.Id);
    expect(approveLater.statusCode).toBe(400);
    expect(approveLater.json()).toEqual([alreadyHandled(created.Code, 'Từ chối')]);
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(0);
    expect(await walletBalance(t.db, customer.id)).toBe(0);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(`${created.Code}`);
    expect(message?.Note).toContain('bị từ chối. Lý do: Không nhận được tiền');
  });

  it('answers 404 for an unknown request and 403 to the customer who asked', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 60_000);
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await reject(999_999, { Reason: 'x' })).statusCode).toBe(404);
    const self = await approve(created.Id, customer.token);
    expect(self.statusCode).toBe(403);
    expect(await walletBalance(t.db, customer.id)).toBe(0);
  });

  it('lists the staff queue with who asked, and audits each decision', async () => {
    const customer = await createCustomer(t.app);
    const a = await declareDeposit(t.app, customer, 111_000);
    const b = await declareDeposit(t.app, customer, 222_000);
    const queue = await asUser(
      t.app,
      t.admin,
    )({
      url: '/api/admin/deposits',
      query: { status: '0', take: '100' },
    });
    expect(queue.statusCode).toBe(200);
    const rows = queue.json<{ Items: AdminDepositRow[] }>().Items;
    expect(rows.find((row) => row.Id === a.Id)).toMatchObject({
      CustomerId: customer.id,
      CustomerCode: customer.code,
      CustomerEmail: customer.email,
      Amount: 111_000,
      TransferContent: a.TransferContent,
    });
    await approve(a.Id);
    await reject(b.Id, { Reason: 'Sai số tiền' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'deposit')));
    expect(audit.find((row) => row.entityId === a.Code)).toMatchObject({
      action: 'deposit.approve',
      before: { Status: 0 },
      after: { Status: 1, Amount: 111_000 },
    });
    expect(audit.find((row) => row.entityId === b.Code)).toMatchObject({
      action: 'deposit.reject',
      before: { Status: 0 },
      after: { Status: 2, Reason: 'Sai số tiền' },
    });
  });
});
