import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  formatDate,
  messages as text,
  TransactionType,
  type DepositCreated,
  type TransactionRow,
} from '@app/shared';
import { depositRequests, idempotencyKeys, ledgerEntries } from '../../db/schema.js';
import { createCustomer, login, type TestCustomer } from '../../test/factories.js';
import {
  declareDeposit,
  expectLedgerConsistent,
  fund,
  ledgerOf,
  walletBalance,
  withdrawalPayload,
} from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';

const t = testAppForFile();

const DAY_MS = 24 * 60 * 60 * 1000;

interface TransactionList {
  Items: TransactionRow[];
  Total: number;
}

const transactions = (customer: TestCustomer, query: Record<string, string> = {}) =>
  t.as(customer)({ url: '/api/customer/transactions', query });

const adjust = (customerId: number, Amount: number, Reason: string, key?: string) =>
  t.asAdmin({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/adjust`,
    payload: { Amount, Reason },
    headers: key ? { 'idempotency-key': key } : {},
  });

async function withdrawAndApprove(customer: TestCustomer, amount: number): Promise<string> {
  const asked = await t.as(customer)({
    method: 'POST',
    url: '/api/customer/withdrawal',
    payload: withdrawalPayload(amount),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { Id, Code } = asked.json<{ Id: number; Code: string }>();
  const approved = await t.asAdmin({
    method: 'PUT',
    url: `/api/admin/withdrawals/${Id}/approve`,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return Code;
}

describe('customer/transactions', () => {
  let customer: TestCustomer;
  let depositCode: string;
  let withdrawalCode: string;
  beforeAll(async () => {
    customer = await createCustomer(t.app);
    depositCode = (await fund(t.app, t.admin, customer, 500_000)).Code;
    expect((await adjust(customer.id, 200_000, 'Hoàn phí vận chuyển thu thừa')).statusCode).toBe(
      200,
    );
    withdrawalCode = await withdrawAndApprove(customer, 100_000);
  });

  it('lists the ledger newest first with types, labels, amounts and running balances', async () => {
    const response = await transactions(customer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TransactionList>();
    expect(body.Total).toBe(3);
    expect(
      body.Items.map(({ Type, TypeName, Amount, BalanceAfter, OrderCode }) => ({
        Type,
        TypeName,
        Amount,
        BalanceAfter,
        OrderCode,
      })),
    ).toEqual([
      {
        Type: TransactionType.Withdrawal,
        TypeName: 'Rút tiền',
        Amount: -100_000,
        BalanceAfter: 600_000,
        OrderCode: withdrawalCode,
      },
      {
        Type: TransactionType.Adjustment,
        TypeName: 'Điều chỉnh',
        Amount: 200_000,
        BalanceAfter: 700_000,
        OrderCode: '',
      },
      {
        Type: TransactionType.Deposit,
        TypeName: 'Nạp tiền',
        Amount: 500_000,
        BalanceAfter: 500_000,
        OrderCode: depositCode,
      },
    ]);
    expect(depositCode).toBe('NT000001');
    expect(withdrawalCode).toMatch(/^RT\d{6}$/);
    expect(body.Items[1]?.Note).toBe('Hoàn phí vận chuyển thu thừa');
    for (const row of body.Items) {
      expect(new Date(row.CreatedDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('filters by the request code, in any case', async () => {
    for (const orderCode of ['NT000001', 'nt000001']) {
      const body = (await transactions(customer, { orderCode })).json<TransactionList>();
      expect(body.Total).toBe(1);
      expect(body.Items[0]).toMatchObject({ OrderCode: 'NT000001', Amount: 500_000 });
    }
    const none = (await transactions(customer, { orderCode: 'NT999999' })).json<TransactionList>();
    expect(none).toEqual({ Items: [], Total: 0, NextCursor: null });
  });

  it('filters by transaction type and refuses an unknown type', async () => {
    const adjustments = (
      await transactions(customer, { transactionType: String(TransactionType.Adjustment) })
    ).json<TransactionList>();
    expect(adjustments.Total).toBe(1);
    expect(adjustments.Items[0]?.Type).toBe(TransactionType.Adjustment);
    const any = (await transactions(customer, { transactionType: '' })).json<TransactionList>();
    expect(any.Total).toBe(3);
    for (const transactionType of ['9', '0', 'abc']) {
      const response = await transactions(customer, { transactionType });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ transactionType: [text.transactionTypeInvalid] });
    }
  });

  it('filters by day (dd/MM/yyyy, Vietnam time) and refuses a bad date', async () => {
    const today = formatDate(new Date());
    const tomorrow = formatDate(new Date(Date.now() + DAY_MS));
    const yesterday = formatDate(new Date(Date.now() - DAY_MS));
    const total = async (query: Record<string, string>) =>
      (await transactions(customer, query)).json<TransactionList>().Total;
    expect(await total({ from: today, end: today })).toBe(3);
    expect(await total({ from: yesterday })).toBe(3);
    expect(await total({ from: tomorrow })).toBe(0);
    expect(await total({ end: yesterday })).toBe(0);
    const bad = await transactions(customer, { from: '2024-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ from: [text.dateInvalid] });
  });

  it('pages with skip and take and keeps the total', async () => {
    const all = (await transactions(customer)).json<TransactionList>();
    const page = (await transactions(customer, { skip: '1', take: '1' })).json<TransactionList>();
    expect(page.Total).toBe(3);
    expect(page.Items).toEqual([all.Items[1]]);
    const past = (await transactions(customer, { skip: '5' })).json<TransactionList>();
    expect(past).toEqual({ Items: [], Total: 3, NextCursor: null });
    const tooMany = await transactions(customer, { take: '101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ take: [text.takeInvalid] });
  });

  it('shows each customer only their own ledger; staff see it under /api/admin', async () => {
    const other = await createCustomer(t.app);
    expect((await transactions(other)).json()).toEqual({ Items: [], Total: 0, NextCursor: null });
    const asStaff = await t.asAdmin({
      url: `/api/admin/customers/${customer.id}/transactions`,
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toEqual((await transactions(customer)).json());
  });

  it('shows the balance as PocketMoney on the dashboard', async () => {
    const dashboard = await t.as(customer)({ url: '/api/order/getdashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json<{ PocketMoney: number }>().PocketMoney).toBe(600_000);
    expect(await walletBalance(t.db, customer.id)).toBe(600_000);
    const fresh = await createCustomer(t.app);
    const empty = await t.as(fresh)({ url: '/api/order/getdashboard' });
    expect(empty.json<{ PocketMoney: number }>().PocketMoney).toBe(0);
  });
});

describe('customer/wallet', () => {
  it('answers the balance and what may still be withdrawn, by the server’s rule', async () => {
    const customer = await createCustomer(t.app);
    const wallet = () => t.as(customer)({ url: '/api/customer/wallet' });
    expect((await wallet()).json()).toEqual({ Balance: 0, PendingWithdrawals: 0, Available: 0 });
    await fund(t.app, t.admin, customer, 900_000);
    for (const amount of [200_000, 150_000]) {
      const asked = await t.as(customer)({
        method: 'POST',
        url: '/api/customer/withdrawal',
        payload: withdrawalPayload(amount),
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    expect((await wallet()).json()).toEqual({
      Balance: 900_000,
      PendingWithdrawals: 350_000,
      Available: 550_000,
    });
  });
});

describe('wallet routes are for customers only', () => {
  const moneyRoutes = [
    { method: 'GET', url: '/api/customer/transactions' },
    {
      method: 'POST',
      url: '/api/customer/deposit',
      payload: { Amount: 100_000, BankAccountId: 1 },
    },
    { method: 'GET', url: '/api/customer/getdeposits' },
    { method: 'POST', url: '/api/customer/withdrawal', payload: withdrawalPayload(100_000) },
    { method: 'GET', url: '/api/customer/getwithdrawals' },
    { method: 'PUT', url: '/api/customer/cancelwithdrawal/1' },
  ] as const;

  it('answers 403 to a staff or admin token and 401 without one', async () => {
    const staffEmail = `thu.ngan.${Date.now()}@example.vn`;
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/staff',
      payload: {
        Email: staffEmail,
        FullName: 'Trần Thu Ngân',
        Phone: '0987000111',
        Password: 'nhanvien123',
        Role: 'staff',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const staff = await login(t.app, staffEmail, 'nhanvien123');
    for (const route of moneyRoutes) {
      for (const token of [t.admin, staff]) {
        const response = await t.as(token)({ ...route });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ Message: text.forbidden });
      }
      const anonymous = await t.app.inject({ ...route });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('Idempotency-Key', () => {
  const deposit = (customer: TestCustomer, key: string, BankAccountId = 1) =>
    t.as(customer)({
      method: 'POST',
      url: '/api/customer/deposit',
      payload: { Amount: 250_000, BankAccountId },
      headers: { 'idempotency-key': key },
    });

  const requestRows = async (customerId: number) =>
    (
      await t.db
        .select({ value: count() })
        .from(depositRequests)
        .where(eq(depositRequests.customerId, customerId))
    )[0]?.value;

  it('answers a repeated deposit with the first answer and creates one request', async () => {
    const customer = await createCustomer(t.app);
    const first = await deposit(customer, 'nap-tien-0001');
    const second = await deposit(customer, 'nap-tien-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<DepositCreated>()).toEqual(first.json<DepositCreated>());
    expect(await requestRows(customer.id)).toBe(1);
    const another = await deposit(customer, 'nap-tien-0002');
    expect(another.json<DepositCreated>().Id).not.toBe(first.json<DepositCreated>().Id);
    expect(await requestRows(customer.id)).toBe(2);
  });

  it('keeps keys per user', async () => {
    const one = await createCustomer(t.app);
    const two = await createCustomer(t.app);
    const a = (await deposit(one, 'cung-mot-khoa')).json<DepositCreated>();
    const b = (await deposit(two, 'cung-mot-khoa')).json<DepositCreated>();
    expect(a.Id).not.toBe(b.Id);
    expect(b.TransferContent).toContain(two.code);
  });

  it('evaluates a retry afresh when the first attempt was refused', async () => {
    const customer = await createCustomer(t.app);
    const refused = await deposit(customer, 'thu-lai', 99);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ BankAccountId: [text.bankAccountUnknown] });
    const retried = await deposit(customer, 'thu-lai', 1);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await requestRows(customer.id)).toBe(1);
  });

  it('refuses a key reused on another route and a key longer than 100 characters', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 300_000);
    expect((await deposit(customer, 'khoa-da-dung')).statusCode).toBe(200);
    const reused = await t.as(customer)({
      method: 'POST',
      url: '/api/customer/withdrawal',
      payload: withdrawalPayload(100_000),
      headers: { 'idempotency-key': 'khoa-da-dung' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual([text.idempotencyKeyInvalid]);
    const long = await deposit(customer, 'k'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual([text.idempotencyKeyInvalid]);
  });

  it('answers a repeated withdrawal with the first answer', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 300_000);
    const ask = () =>
      t.as(customer)({
        method: 'POST',
        url: '/api/customer/withdrawal',
        payload: withdrawalPayload(200_000),
        headers: { 'idempotency-key': 'rut-1' },
      });
    const first = await ask();
    const second = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const list = await t.as(customer)({ url: '/api/customer/getwithdrawals' });
    expect(list.json<{ Total: number }>().Total).toBe(1);
  });

  it('moves money once for a repeated adjustment', async () => {
    const customer = await createCustomer(t.app);
    const first = await adjust(customer.id, 120_000, 'Khuyến mãi tháng 9', 'dieu-chinh-1');
    const second = await adjust(customer.id, 120_000, 'Khuyến mãi tháng 9', 'dieu-chinh-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ Balance: 120_000 });
    expect(second.json()).toEqual({ Balance: 120_000 });
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.customerId, customer.id),
          eq(ledgerEntries.type, TransactionType.Adjustment),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(await walletBalance(t.db, customer.id)).toBe(120_000);
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'dieu-chinh-1'));
    expect(keys).toHaveLength(1);
  });
});

describe('ledger invariants', () => {
  it('keeps balance == sum of amounts == newest BalanceAfter, append-only, never below zero', async () => {
    const customer = await createCustomer(t.app);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(0);

    await fund(t.app, t.admin, customer, 1_000_000);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(1_000_000);
    const history = await ledgerOf(t.db, customer.id);

    expect((await adjust(customer.id, -250_000, 'Trừ phí kiểm đếm')).statusCode).toBe(200);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(750_000);

    await withdrawAndApprove(customer, 300_000);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(450_000);

    // Refused: more than the balance; nothing is written.
    const overdraw = await adjust(customer.id, -450_001, 'Trừ nhầm');
    expect(overdraw.statusCode).toBe(400);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(450_000);

    // A rejected deposit and a rejected withdrawal move nothing.
    const pending = await declareDeposit(t.app, customer, 80_000);
    const rejected = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/deposits/${pending.Id}/reject`,
      payload: { Reason: 'Không thấy tiền về' },
    });
    expect(rejected.statusCode).toBe(200);
    await fund(t.app, t.admin, customer, 50_000);
    expect((await adjust(customer.id, -500_000, 'Về 0')).statusCode).toBe(200);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(0);

    const rows = await ledgerOf(t.db, customer.id);
    expect(rows.map((row) => row.amount)).toEqual([
      1_000_000, -250_000, -300_000, 50_000, -500_000,
    ]);
    // Earlier rows are never rewritten by later movements.
    expect(rows.slice(0, history.length)).toEqual(history);
  });
});
