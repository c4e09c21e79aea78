import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DepositCreated, MessageRow, TransactionRow } from '@app/shared';
import type { Database } from '../db/client.js';
import { ledgerEntries } from '../db/schema.js';
import { readBalance } from '../modules/wallet/wallet.repository.js';
import { asUser, login, type TestCustomer } from './factories.js';
import { TEST_ADMIN } from './test-config.js';

/** A fresh session of the seeded admin. */
export const adminToken = (app: FastifyInstance) =>
  login(app, TEST_ADMIN.email, TEST_ADMIN.password);

/** The customer declares a deposit to the first company account (or `bankAccountId`). */
export async function declareDeposit(
  app: FastifyInstance,
  customer: TestCustomer,
  amount: number,
  bankAccountId = 1,
): Promise<DepositCreated> {
  const response = await asUser(
    app,
    customer.token,
  )({
    method: 'POST',
    url: '/api/customer/deposit',
    payload: { Amount: amount, BankAccountId: bankAccountId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DepositCreated>();
}

/** Puts `amount` in the customer's wallet the way production does: a deposit that staff approve. */
export async function fund(
  app: FastifyInstance,
  staffToken: string,
  customer: TestCustomer,
  amount: number,
): Promise<DepositCreated> {
  const deposit = await declareDeposit(app, customer, amount);
  const approved = await asUser(
    app,
    staffToken,
  )({
    method: 'PUT',
    url: `/api/admin/deposits/${deposit.Id}/approve`,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return deposit;
}

export function withdrawalPayload(amount: number) {
  return {
    Amount: amount,
    BankName: 'Vietcombank',
    AccountNumber: '0123456789',
    AccountName: 'NGUYEN VAN AN',
  };
}

/** The customer's ledger rows, oldest first. */
export const ledgerOf = (db: Database, customerId: number) =>
  db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId))
    .orderBy(asc(ledgerEntries.id));

/** The balance the wallet row keeps (what the invariants below compare with the ledger). */
export const walletBalance = (db: Database, customerId: number): Promise<number> =>
  readBalance(db, customerId);

/**
 * DESIGN §4 invariants, read straight from the tables: balance == sum(amount) == newest
 * balance_after, every balance_after is the running sum and never below zero. Answers the balance.
 */
export async function expectLedgerConsistent(db: Database, customerId: number): Promise<number> {
  const rows = await ledgerOf(db, customerId);
  const balance = await walletBalance(db, customerId);
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    expect(row.balanceAfter, `ledger row ${row.id}`).toBe(running);
    expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId));
  expect(Number(sum?.total)).toBe(balance);
  expect(rows.at(-1)?.balanceAfter ?? 0).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

/**
 * The customer's transactions as the portal lists them, every page, are in posting order: each
 * row's BalanceAfter − Amount is the BalanceAfter of the row below it (the oldest row's is 0).
 */
export async function expectListedInPostingOrder(
  app: FastifyInstance,
  customer: TestCustomer,
): Promise<TransactionRow[]> {
  const rows: TransactionRow[] = [];
  for (let skip = 0; ; skip += 100) {
    const response = await asUser(
      app,
      customer.token,
    )({
      url: '/api/customer/transactions',
      query: { skip: String(skip), take: '100' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { Items } = response.json<{ Items: TransactionRow[] }>();
    rows.push(...Items);
    if (Items.length < 100) break;
  }
  rows.forEach((row, index) => {
    const below = rows[index + 1]?.BalanceAfter ?? 0;
    expect(row.BalanceAfter - row.Amount, `row ${index} (${row.Id}) sits on ${below}`).toBe(below);
  });
  return rows;
}

/** The customer's 'Tài chính' messages, newest first. */
export async function financeMessages(
  app: FastifyInstance,
  customer: TestCustomer,
): Promise<MessageRow[]> {
  const response = await asUser(
    app,
    customer.token,
  )({
    url: '/api/customer/getmessages',
    query: { take: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: MessageRow[] }>().Items.filter((row) => row.MessageType === 3);
}
