import { beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  fillMessage,
  formatVnd,
  messages as text,
  RequestStatus,
  TransactionType,
  type DepositCreated,
} from '@app/shared';
import { depositRequests, ledgerEntries, withdrawalRequests } from '../../db/schema.js';
import { createCustomer } from '../../test/factories.js';
import {
  declareDeposit,
  expectLedgerConsistent,
  expectListedInPostingOrder,
  ledgerOf,
  walletBalance,
  withdrawalPayload,
} from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';
import { fundedCustomer, type JourneyCustomer } from '../../test/journeys.js';
import { postEntry } from './ledger.js';

/**
 * Races only mean something with real concurrent connections: PGlite runs one query at a time, so
 * this file runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const onPostgres = inject('databaseSource').kind === 'postgres';

const WITHDRAWAL = 100_000;
const ADJUSTMENT = -150_000;
const PENDING_DEPOSIT = 300_000;

const messageOf = (response: LightMyRequestResponse) => response.json<string[]>()[0] ?? '';
/** `requestAlreadyHandled` or `insufficientBalance`, whatever the figures in them. */
const handledPattern = new RegExp(
  `^${escape(text.requestAlreadyHandled).replace(/\\\{\w+\\\}/g, '.+')}$`,
);
const insufficientPattern = new RegExp(
  `^${escape(text.insufficientBalance).replace(/\\\{\w+\\\}/g, '.+')}$`,
);
function escape(template: string): string {
  return template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe.skipIf(!onPostgres)('concurrent money movements (PostgreSQL)', () => {
  const t = testAppForFile();
  let customer: JourneyCustomer;
  beforeAll(async () => {
    customer = await fundedCustomer(t.journeys(), 1_000_000);
  });

  it('never overdraws, never pays twice, and keeps the ledger equal to the balance', async () => {
    const pendingDeposit = await declareDeposit(t.app, customer, PENDING_DEPOSIT);

    // 1. Fifty withdrawal requests at once against 1.000.000 ₫: exactly ten fit.
    const requests = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.as(customer)({
          method: 'POST',
          url: '/api/customer/withdrawal',
          payload: withdrawalPayload(WITHDRAWAL),
        }),
      ),
    );
    const accepted = requests.filter((response) => response.statusCode === 200);
    const refusedRequests = requests.filter((response) => response.statusCode === 400);
    expect(accepted).toHaveLength(10);
    expect(refusedRequests).toHaveLength(40);
    for (const response of refusedRequests) {
      expect(response.json()).toEqual([
        fillMessage(text.withdrawalOverAvailable, { available: formatVnd(0) }),
      ]);
    }
    const ids = accepted.map((response) => response.json<{ Id: number }>().Id);
    expect(new Set(ids).size).toBe(10);

    // 2. Twenty approvals (each request twice), ten −150.000 ₫ adjustments and ten confirmations
    //    of the same pending deposit, all at once.
    const staff = t.asAdmin;
    const approvals = [...ids, ...ids].map((id) =>
      staff({ method: 'PUT', url: `/api/admin/withdrawals/${id}/approve` }).then((response) => ({
        id,
        response,
      })),
    );
    const adjustments = Array.from({ length: 10 }, (_, index) =>
      staff({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/adjust`,
        payload: { Amount: ADJUSTMENT, Reason: `Thu phí lần ${index + 1}` },
      }),
    );
    const confirmations = Array.from({ length: 10 }, () =>
      staff({ method: 'PUT', url: `/api/admin/deposits/${pendingDeposit.Id}/approve` }),
    );
    const [approvalResults, adjustmentResults, confirmationResults] = await Promise.all([
      Promise.all(approvals),
      Promise.all(adjustments),
      Promise.all(confirmations),
    ]);

    // Every refusal is a 400 with one of the two expected messages; nothing else (no 500).
    const debited = approvalResults.filter(({ response }) => response.statusCode === 200);
    const approvalRefusals = approvalResults.filter(({ response }) => response.statusCode !== 200);
    for (const { response } of approvalRefusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toMatch(
        new RegExp(`${handledPattern.source}|${insufficientPattern.source}`),
      );
    }
    const debitedIds = debited.map(({ id }) => id);
    expect(new Set(debitedIds).size, 'a withdrawal was paid twice').toBe(debitedIds.length);
    const alreadyHandled = approvalRefusals.filter(({ response }) =>
      handledPattern.test(messageOf(response)),
    ).length;
    const approvalShort = approvalRefusals.length - alreadyHandled;
    // "Already handled" only ever answers a call on a request that was paid; a request left
    // unpaid was refused both times for want of money.
    for (const { id, response } of approvalRefusals) {
      if (handledPattern.test(messageOf(response))) expect(debitedIds).toContain(id);
      else expect(messageOf(response)).toMatch(insufficientPattern);
    }
    expect(alreadyHandled).toBeLessThanOrEqual(debited.length);
    expect(approvalShort).toBeGreaterThanOrEqual(2 * (10 - debited.length));

    const applied = adjustmentResults.filter((response) => response.statusCode === 200);
    const adjustmentRefusals = adjustmentResults.filter((response) => response.statusCode !== 200);
    for (const response of adjustmentRefusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toMatch(insufficientPattern);
    }

    const credited = confirmationResults.filter((response) => response.statusCode === 200);
    expect(credited).toHaveLength(1);
    for (const response of confirmationResults.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual([
        fillMessage(text.requestAlreadyHandled, {
          code: pendingDeposit.Code,
          status: 'Đã duyệt',
        }),
      ]);
    }

    // 3. The tables agree with the answers.
    const ledger = await ledgerOf(t.db, customer.id);
    for (const row of ledger) expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    const depositCredits = ledger.filter((row) => row.refCode === pendingDeposit.Code);
    expect(depositCredits).toHaveLength(1);
    expect(depositCredits[0]?.amount).toBe(PENDING_DEPOSIT);
    const withdrawalDebits = ledger.filter((row) => row.type === TransactionType.Withdrawal);
    expect(withdrawalDebits).toHaveLength(debited.length);
    expect(new Set(withdrawalDebits.map((row) => row.refCode)).size).toBe(debited.length);
    expect(ledger.filter((row) => row.type === TransactionType.Adjustment)).toHaveLength(
      applied.length,
    );
    const approvedRows = await t.db
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(
        and(
          eq(withdrawalRequests.customerId, customer.id),
          eq(withdrawalRequests.status, RequestStatus.Approved),
        ),
      );
    expect(approvedRows.map((row) => row.id).sort()).toEqual([...debitedIds].sort());

    const expected =
      1_000_000 + PENDING_DEPOSIT - WITHDRAWAL * debited.length + ADJUSTMENT * applied.length;
    const balance = await expectLedgerConsistent(t.db, customer.id);
    await expectListedInPostingOrder(t.app, customer);
    expect(balance).toBe(expected);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Every refusal for want of money names the balance it saw, and that balance was too low. (The
    // final balance may be higher: the deposit credit can land after a refusal.)
    const balanceSeen = (response: LightMyRequestResponse) =>
      Number(/số dư hiện có ([\d.]+) ₫/.exec(messageOf(response))?.[1]?.replace(/\./g, '') ?? NaN);
    for (const { response } of approvalRefusals.filter(({ response }) =>
      insufficientPattern.test(messageOf(response)),
    )) {
      expect(balanceSeen(response)).toBeLessThan(WITHDRAWAL);
    }
    for (const response of adjustmentRefusals) {
      expect(balanceSeen(response)).toBeLessThan(-ADJUSTMENT);
    }
    const ledgerSum = ledger.reduce((sum, row) => sum + row.amount, 0);
    const dashboard = await t.as(customer)({ url: '/api/order/getdashboard' });
    expect(dashboard.json<{ PocketMoney: number }>().PocketMoney).toBe(balance);

    console.log(
      `concurrency: 50 withdrawal requests → ${accepted.length} accepted, ${refusedRequests.length} refused; ` +
        `20 approvals → ${debited.length} debited, ${approvalRefusals.length} refused ` +
        `(${alreadyHandled} already handled, ${approvalShort} insufficient balance); ` +
        `10 adjustments of ${ADJUSTMENT} → ${applied.length} applied, ${adjustmentRefusals.length} refused; ` +
        `10 confirmations of ${pendingDeposit.Code} → ${credited.length} credited, ${confirmationResults.length - credited.length} refused; ` +
        `final balance ${balance} = ledger sum ${ledgerSum} = newest balance_after ${ledger.at(-1)?.balanceAfter}`,
    );
  });

  it('creates one request for ten concurrent deposits with the same Idempotency-Key', async () => {
    const other = await createCustomer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.as(other)({
          method: 'POST',
          url: '/api/customer/deposit',
          payload: { Amount: 150_000, BankAccountId: 1 },
          headers: { 'idempotency-key': 'song-song-1' },
        }),
      ),
    );
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
    const first = answers[0]?.json<DepositCreated>();
    for (const response of answers) expect(response.json()).toEqual(first);
    const rows = await t.db
      .select()
      .from(depositRequests)
      .where(eq(depositRequests.customerId, other.id));
    expect(rows).toHaveLength(1);
  });

  it('credits once when ten adjustments share an Idempotency-Key', async () => {
    const other = await createCustomer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.asAdmin({
          method: 'POST',
          url: `/api/admin/customers/${other.id}/adjust`,
          payload: { Amount: 50_000, Reason: 'Bồi hoàn' },
          headers: { 'idempotency-key': `dieu-chinh-${other.id}` },
        }),
      ),
    );
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ Balance: 50_000 });
    }
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.customerId, other.id));
    expect(rows).toHaveLength(1);
    expect(await walletBalance(t.db, other.id)).toBe(50_000);
  });

  it('lists a posting made by a transaction that began earlier above the one it waited for', async () => {
    const other = await createCustomer(t.app);
    const entry = (amount: number, note: string) => ({
      customerId: other.id,
      type: TransactionType.Adjustment,
      amount,
      ref: { kind: 'adjustment' as const, id: null, code: '' },
      note,
    });
    // The first transaction begins (its time is taken), the second posts and commits meanwhile,
    // then the first posts: its row has the earlier time but was posted second.
    await t.db.transaction(async (first) => {
      await first.execute(sql`select now()`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.db.transaction((second) => postEntry(second, entry(200_000, 'Bắt đầu sau')));
      await postEntry(first, entry(-50_000, 'Bắt đầu trước'));
    });
    const rows = await expectListedInPostingOrder(t.app, other);
    expect(rows.map((row) => [row.Note, row.BalanceAfter])).toEqual([
      ['Bắt đầu trước', 150_000],
      ['Bắt đầu sau', 200_000],
    ]);
    expect(Date.parse(rows[0]?.CreatedDate ?? '')).toBeLessThan(
      Date.parse(rows[1]?.CreatedDate ?? ''),
    );
  });
});
