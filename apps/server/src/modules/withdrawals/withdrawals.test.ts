import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  fillMessage,
  formatVnd,
  messages as text,
  RequestStatus,
  TransactionType,
  type AdminWithdrawalRow,
  type WithdrawalRow,
} from '@app/shared';
import { auditLog } from '../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import {
  expectLedgerConsistent,
  financeMessages,
  fund,
  ledgerOf,
  withdrawalPayload,
} from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';

const t = testAppForFile();

const ask = (customer: TestCustomer, payload: object) =>
  asUser(t.app, customer.token)({ method: 'POST', url: '/api/customer/withdrawal', payload });

async function askOk(customer: TestCustomer, amount: number) {
  const response = await ask(customer, withdrawalPayload(amount));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number; Code: string }>();
}

const approve = (id: number) =>
  asUser(t.app, t.admin)({ method: 'PUT', url: `/api/admin/withdrawals/${id}/approve` });
const reject = (id: number, payload: object) =>
  asUser(t.app, t.admin)({ method: 'PUT', url: `/api/admin/withdrawals/${id}/reject`, payload });
const cancel = (customer: TestCustomer, id: number) =>
  asUser(t.app, customer.token)({ method: 'PUT', url: `/api/customer/cancelwithdrawal/${id}` });

const overAvailable = (available: number) =>
  fillMessage(text.withdrawalOverAvailable, { available: formatVnd(available) });
const alreadyHandled = (code: string, status: string) =>
  fillMessage(text.requestAlreadyHandled, { code, status });

describe('customer/withdrawal', () => {
  it('answers the id and an RT code and writes a finance message', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const response = await ask(customer, { ...withdrawalPayload(200_000), Note: 'Rút về lương' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ Id: number; Code: string }>();
    expect(body.Code).toBe('RT000001');
    expect(body.Id).toBeGreaterThan(0);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(body.Code);
    expect(message?.Note).toContain(formatVnd(200_000));
    // Asking moves no money yet.
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(500_000);
    const list = await asUser(t.app, customer.token)({ url: '/api/customer/getwithdrawals' });
    expect(list.json<{ Items: WithdrawalRow[] }>().Items[0]).toMatchObject({
      Code: body.Code,
      Amount: 200_000,
      Status: 0,
      StatusName: 'Chờ duyệt',
      Note: 'Rút về lương',
      BankName: 'Vietcombank',
      AccountNumber: '0123456789',
      AccountName: 'NGUYEN VAN AN',
      ReviewedDate: null,
    });
  });

  it('checks every field', async () => {
    const customer = await createCustomer(t.app);
    const small = await ask(customer, withdrawalPayload(49_999));
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      Amount: [fillMessage(text.withdrawalMin, { min: formatVnd(50_000) })],
    });
    const bad = await ask(customer, {
      Amount: 100_000,
      BankName: '',
      AccountNumber: '12ab',
      AccountName: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      BankName: [text.bankNameRequired],
      AccountNumber: [text.accountNumberInvalid],
      AccountName: [text.accountNameRequired],
    });
  });

  it('allows at most the balance less the other pending withdrawals', async () => {
    const customer = await createCustomer(t.app);
    const empty = await ask(customer, withdrawalPayload(50_000));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([overAvailable(0)]);

    await fund(t.app, t.admin, customer, 500_000);
    const first = await askOk(customer, 200_000);
    const tooMuch = await ask(customer, withdrawalPayload(300_001));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual([overAvailable(300_000)]);
    const second = await askOk(customer, 300_000);
    const none = await ask(customer, withdrawalPayload(50_000));
    expect(none.json()).toEqual([overAvailable(0)]);

    // Cancelling or rejecting one frees its amount again.
    expect((await cancel(customer, first.Id)).statusCode).toBe(200);
    expect((await ask(customer, withdrawalPayload(200_001))).json()).toEqual([
      overAvailable(200_000),
    ]);
    expect((await reject(second.Id, { Reason: 'Sai tên chủ tài khoản' })).statusCode).toBe(200);
    await askOk(customer, 500_000);

    const detail = await asUser(t.app, t.admin)({ url: `/api/admin/customers/${customer.id}` });
    expect(detail.json()).toMatchObject({ Balance: 500_000, PendingWithdrawals: 500_000 });
  });
});

describe('staff approve and reject', () => {
  it('debits on approval (ledger type 2) once, and tells the customer', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 800_000);
    const asked = await askOk(customer, 300_000);
    const approved = await approve(asked.Id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<WithdrawalRow>()).toMatchObject({
      Code: asked.Code,
      Status: RequestStatus.Approved,
      StatusName: 'Đã duyệt',
    });
    expect(approved.json<WithdrawalRow>().ReviewedDate).not.toBeNull();
    const again = await approve(asked.Id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([alreadyHandled(asked.Code, 'Đã duyệt')]);
    const rejectLater = await reject(asked.Id, { Reason: 'Nhầm' });
    expect(rejectLater.json()).toEqual([alreadyHandled(asked.Code, 'Đã duyệt')]);

    const rows = await ledgerOf(t.db, customer.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      type: TransactionType.Withdrawal,
      amount: -300_000,
      balanceAfter: 500_000,
      refCode: asked.Code,
    });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(500_000);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(`${asked.Code} đã được duyệt`);
    expect(message?.Note).toContain(formatVnd(500_000));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.approve'), eq(auditLog.entityId, asked.Code)));
    expect(audit).toMatchObject({ before: { Status: 0 }, after: { Status: 1, Amount: 300_000 } });
  });

  it('refuses to approve what the balance no longer covers', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const asked = await askOk(customer, 300_000);
    const adjusted = await asUser(
      t.app,
      t.admin,
    )({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/adjust`,
      payload: { Amount: -400_000, Reason: 'Thu phí vận chuyển' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const refused = await approve(asked.Id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      fillMessage(text.insufficientBalance, {
        shortfall: formatVnd(200_000),
        balance: formatVnd(100_000),
      }),
    ]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(100_000);
    const list = await asUser(
      t.app,
      customer.token,
    )({
      url: '/api/customer/getwithdrawals',
      query: { status: '0' },
    });
    expect(list.json<{ Total: number }>().Total).toBe(1);
  });

  it('needs a reason to reject, moves nothing, and tells the customer why', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 200_000);
    const asked = await askOk(customer, 150_000);
    const noReason = await reject(asked.Id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ Reason: [text.reasonRequired] });
    const rejected = await reject(asked.Id, { Reason: 'Tài khoản nhận không hợp lệ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<WithdrawalRow>()).toMatchObject({
      Status: RequestStatus.Rejected,
      StatusName: 'Từ chối',
      RejectReason: 'Tài khoản nhận không hợp lệ',
    });
    const approveLater = await approve(asked.Id);
    expect(approveLater.json()).toEqual([alreadyHandled(asked.Code, 'Từ chối')]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(200_000);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain('bị từ chối. Lý do: Tài khoản nhận không hợp lệ');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.reject'), eq(auditLog.entityId, asked.Code)));
    expect(audit).toMatchObject({
      before: { Status: 0 },
      after: { Status: 2, Reason: 'Tài khoản nhận không hợp lệ' },
    });
  });

  it('answers 404 for an unknown request and shows the queue with balances', async () => {
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await reject(999_999, { Reason: 'x' })).statusCode).toBe(404);
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 300_000);
    const asked = await askOk(customer, 100_000);
    const queue = await asUser(
      t.app,
      t.admin,
    )({
      url: '/api/admin/withdrawals',
      query: { status: '0', take: '100' },
    });
    expect(queue.statusCode).toBe(200);
    const row = queue.json<{ Items: AdminWithdrawalRow[] }>().Items.find((r) => r.Id === asked.Id);
    expect(row).toMatchObject({
      CustomerId: customer.id,
      CustomerCode: customer.code,
      Balance: 300_000,
      Amount: 100_000,
    });
  });
});

describe('customer/cancelwithdrawal', () => {
  it('cancels while pending, not after; another customer’s id is a 404', async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 400_000);
    const pending = await askOk(customer, 100_000);

    const foreign = await cancel(other, pending.Id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ Message: text.notFound });
    expect((await cancel(customer, 999_999)).statusCode).toBe(404);

    const cancelled = await cancel(customer, pending.Id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<WithdrawalRow>()).toMatchObject({
      Id: pending.Id,
      Status: RequestStatus.Cancelled,
      StatusName: 'Đã hủy',
    });
    const twice = await cancel(customer, pending.Id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual([alreadyHandled(pending.Code, 'Đã hủy')]);
    expect((await approve(pending.Id)).json()).toEqual([alreadyHandled(pending.Code, 'Đã hủy')]);
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(`hủy yêu cầu rút tiền ${pending.Code}`);

    const paid = await askOk(customer, 100_000);
    expect((await approve(paid.Id)).statusCode).toBe(200);
    const late = await cancel(customer, paid.Id);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual([alreadyHandled(paid.Code, 'Đã duyệt')]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(300_000);
  });

  it('lists only the caller’s withdrawals, filtered by status', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 400_000);
    const a = await askOk(customer, 100_000);
    await askOk(customer, 60_000);
    await cancel(customer, a.Id);
    const list = (query: Record<string, string>) =>
      asUser(t.app, customer.token)({ url: '/api/customer/getwithdrawals', query });
    expect((await list({})).json<{ Total: number }>().Total).toBe(2);
    const cancelled = (await list({ status: '3' })).json<{ Items: WithdrawalRow[] }>();
    expect(cancelled.Items.map((row) => row.Code)).toEqual([a.Code]);
    const stranger = await createCustomer(t.app);
    const theirs = await asUser(t.app, stranger.token)({ url: '/api/customer/getwithdrawals' });
    expect(theirs.json()).toEqual({ Items: [], Total: 0, NextCursor: null });
  });
});
