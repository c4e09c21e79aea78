import { and, desc, eq, inArray } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRow } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Staff and admins: a small set, listed whole for the supporter picker and the staff page. */
export async function listStaff(tx: Executor): Promise<StaffRow[]> {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.role, STAFF_ROLES))
    .orderBy(desc(users.id))
    .limit(500);
  return rows.map(toStaffRow);
}

/** One staff member (or admin), locked for the change about to be made; null when there is none. */
export async function lockStaffMember(
  tx: Executor,
  id: number,
): Promise<typeof users.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES)))
    .for('update');
  return row ?? null;
}

export function toStaffRow(row: typeof users.$inferSelect): StaffRow {
  return {
    Id: row.id,
    Code: row.code,
    Email: row.email,
    FullName: row.fullName,
    Phone: row.phone,
    Role: row.role,
    WarehouseId: row.warehouseId,
    IsLocked: row.isLocked,
    CreatedDate: row.createdAt.toISOString(),
  };
}
