import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCustomerRow, CustomerSearchQuery } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users, wallets } from '../../db/schema.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { listPage } from '../../lib/paging.js';

const supporter = alias(users, 'supporter');

const rowColumns = {
  user: users,
  balance: sql<number>`coalesce(${wallets.balance}, 0)`.mapWith(Number),
  supporterName: sql<string>`coalesce(nullif(${supporter.fullName}, ''), ${supporter.email}, '')`,
};

function toRow(row: {
  user: typeof users.$inferSelect;
  balance: number;
  supporterName: string;
}): AdminCustomerRow {
  return {
    Id: row.user.id,
    Code: row.user.code,
    Email: row.user.email,
    Phone: row.user.phone,
    FullName: row.user.fullName,
    Level: row.user.level,
    Balance: row.balance,
    IsLocked: row.user.isLocked,
    SupporterId: row.user.supporterId,
    SupporterName: row.supporterName,
    CreatedDate: row.user.createdAt.toISOString(),
  };
}

/** Escapes LIKE wildcards for a prefix search. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Staff find a customer by code (exact), or by the start of an email or phone number: each uses an
 * index (users_code_unique, users_email_prefix_idx, users_phone_prefix_idx), never a scan.
 */
function searchCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return or(
    eq(users.code, keyword.toUpperCase()),
    like(users.email, prefix(keyword.toLowerCase())),
    like(users.phone, prefix(keyword)),
  );
}

export async function searchCustomers(
  tx: Executor,
  _scope: StaffScope,
  query: CustomerSearchQuery,
) {
  const where = and(eq(users.role, 'customer'), searchCondition(query.keyword));
  return listPage(
    tx
      .select(rowColumns)
      .from(users)
      .leftJoin(wallets, eq(wallets.customerId, users.id))
      .leftJoin(supporter, eq(supporter.id, users.supporterId))
      .where(where)
      .orderBy(desc(users.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(users).where(where),
    toRow,
  );
}

/** A customer as the console shows them (staff only). */
export async function findCustomer(
  tx: Executor,
  _scope: StaffScope,
  id: number,
): Promise<AdminCustomerRow | null> {
  const [row] = await tx
    .select(rowColumns)
    .from(users)
    .leftJoin(wallets, eq(wallets.customerId, users.id))
    .leftJoin(supporter, eq(supporter.id, users.supporterId))
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  return row ? toRow(row) : null;
}

export async function isStaffMember(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['staff', 'admin'])));
  return Boolean(row);
}
