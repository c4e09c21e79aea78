import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CustomerAccountState,
  customerLevelName,
  type AdminCustomerListRow,
  type AdminCustomerRow,
  type CustomerSearchQuery,
  STAFF_ROLES,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users, wallets } from '../../db/schema.js';
import { cappedCounts, consolePage, type Page } from '../../lib/console-list.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';
import { readSettings } from '../settings/settings.repository.js';

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

/** An account's tab: CustomerAccountState is its lock as a number (Active 0, Locked 1). */
const accountState = sql<number>`${users.isLocked}::int`;

/**
 * The console's customer list, newest first: active or locked accounts (with each one's count),
 * found by code or its number, email start, name words or any 4+ digits of the phone. The
 * customers a keyword names are found first (customersNamed): asked for newest first with a
 * limit, PostgreSQL would walk every customer backwards looking for the few a code names.
 */
export async function searchCustomers(
  tx: Executor,
  _scope: StaffScope,
  query: CustomerSearchQuery,
  page: Page = query,
) {
  const keyword = query.keyword?.trim();
  const found = and(
    eq(users.role, 'customer'),
    keyword ? ((await ofCustomersMatching(tx, users.id, keyword)) ?? sql`false`) : undefined,
  );
  const locked = query.status?.map((status) => status === CustomerAccountState.Locked);
  const { CustomerLevels } = await readSettings(tx);
  return consolePage(page, query.status, {
    rows: ({ skip, take }) =>
      tx
        .select(rowColumns)
        .from(users)
        .leftJoin(wallets, eq(wallets.customerId, users.id))
        .leftJoin(supporter, eq(supporter.id, users.supporterId))
        .where(and(found, locked && inArray(users.isLocked, locked)))
        .orderBy(desc(users.id))
        .offset(skip)
        .limit(take),
    counts: () =>
      cappedCounts(tx, Object.values(CustomerAccountState), (status) =>
        tx
          .select({ one: sql`1` })
          .from(users)
          .where(and(found, sql`${accountState} = ${status}`)),
      ),
    toItem: (row): AdminCustomerListRow => ({
      ...toRow(row),
      LevelName: customerLevelName(CustomerLevels, row.user.level),
    }),
  });
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
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES)));
  return Boolean(row);
}
