import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCustomerRow, CustomerSearchQuery } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users, wallets } from '../../db/schema.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { listPage } from '../../lib/paging.js';
import { customerMatch } from '../accounts/customer-search.js';

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

export async function searchCustomers(
  tx: Executor,
  _scope: StaffScope,
  query: CustomerSearchQuery,
) {
  const where = and(eq(users.role, 'customer'), customerMatch(query.keyword));
  return listPage(
    query,
    tx
      .select(rowColumns)
      .from(users)
      .leftJoin(wallets, eq(wallets.customerId, users.id))
      .leftJoin(supporter, eq(supporter.id, users.supporterId))
      .where(where)
      .orderBy(desc(users.id))
      .offset(query.skip)
      .limit(query.take),
    () => tx.select({ value: count() }).from(users).where(where),
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
