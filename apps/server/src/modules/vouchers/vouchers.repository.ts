import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CASH_FUND,
  labelOf,
  voucherKindNames,
  VoucherStatus,
  voucherStatusNames,
  type Settings,
  type VoucherListQuery,
  type VoucherRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users, vouchers } from '../../db/schema.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';

export type VoucherRecord = typeof vouchers.$inferSelect;

/** The business's fund accounts: the cash box, then each bank account of the settings. */
export function fundAccountsOf(settings: Pick<Settings, 'BankAccounts'>) {
  return [
    { Id: CASH_FUND.Id, Name: CASH_FUND.Name },
    ...settings.BankAccounts.map((account) => ({
      Id: account.Id,
      Name: `${account.BankName} · ${account.AccountNumber}`,
    })),
  ];
}

const creator = alias(users, 'creator');
const approver = alias(users, 'approver');
const customer = alias(users, 'customer');

/** A voucher with the names of who wrote and who decided it, and its customer's code. */
const voucherSelect = (tx: Executor) =>
  tx
    .select({
      row: vouchers,
      createdBy: sql<string>`coalesce(nullif(${creator.fullName}, ''), ${creator.email})`,
      approvedBy: sql<string | null>`coalesce(nullif(${approver.fullName}, ''), ${approver.email})`,
      customerCode: customer.code,
    })
    .from(vouchers)
    .innerJoin(creator, eq(creator.id, vouchers.createdBy))
    .leftJoin(approver, eq(approver.id, vouchers.decidedBy))
    .leftJoin(customer, eq(customer.id, vouchers.customerId));

type Selected = Awaited<ReturnType<ReturnType<typeof voucherSelect>['execute']>>[number];

export function toVoucherRow({ row, createdBy, approvedBy, customerCode }: Selected): VoucherRow {
  return {
    Id: row.id,
    Code: row.code,
    Kind: row.kind,
    KindName: labelOf(voucherKindNames, row.kind),
    Amount: row.amount,
    FundAccountId: row.fundAccountId,
    FundAccountName: row.fundAccountName,
    Counterparty: row.counterparty,
    Reason: row.reason,
    CustomerId: row.customerId,
    CustomerCode: customerCode,
    Status: row.status,
    StatusName: labelOf(voucherStatusNames, row.status),
    CreatedById: row.createdBy,
    CreatedBy: createdBy,
    CreatedDate: row.createdAt.toISOString(),
    ApprovedById: row.decidedBy,
    ApprovedBy: row.decidedBy === null ? null : approvedBy,
    DecidedDate: row.decidedAt?.toISOString() ?? null,
    RejectReason: row.rejectReason,
    FundBalanceAfter: row.fundBalanceAfter,
  };
}

export async function findVoucher(tx: Executor, id: number): Promise<VoucherRow | null> {
  const [found] = await voucherSelect(tx).where(eq(vouchers.id, id));
  return found ? toVoucherRow(found) : null;
}

/** A keyword is a voucher's code (PT…, PC…, or its number alone) or its customer's code. */
function keywordMatch(keyword: string): SQL | undefined {
  const text = keyword.toUpperCase();
  if (/^\d+$/.test(text)) return eq(vouchers.id, Number(text) <= 2_147_483_647 ? Number(text) : 0);
  if (/^P[TC]\d+$/.test(text)) return eq(vouchers.code, text);
  return sql`${vouchers.customerId} = (select ${users.id} from ${users} where ${users.code} = ${text})`;
}

/**
 * The console list: newest first by status (each one's count walking the status index), by kind,
 * by fund account, by code or customer.
 */
export function listVouchers(tx: Executor, query: VoucherListQuery, page: Page = query) {
  return statusListPage(tx, page, {
    key: vouchers,
    statuses: Object.values(VoucherStatus),
    asked: query.status,
    found: and(
      query.kind !== undefined ? eq(vouchers.kind, query.kind) : undefined,
      query.fundAccountId !== undefined
        ? eq(vouchers.fundAccountId, query.fundAccountId)
        : undefined,
      query.keyword ? keywordMatch(query.keyword) : undefined,
    ),
    rows: (where) =>
      voucherSelect(tx)
        .where(where)
        .orderBy(...newestFirst(vouchers.createdAt, vouchers.id)),
    toItem: toVoucherRow,
  });
}
