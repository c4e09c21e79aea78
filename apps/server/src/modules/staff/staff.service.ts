import { eq } from 'drizzle-orm';
import { type CreateStaffInput, type StaffRow, type UpdateStaffInput } from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AppDeps } from '../../types.js';
import { normaliseEmail } from '../accounts/accounts.service.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTaken,
} from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { forgetSessions } from '../sessions/session-cache.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import { warehouseExists } from '../warehouses/warehouses.repository.js';
import { lockStaffMember, toStaffRow } from './staff.repository.js';

/**
 * The warehouse kept on a staff account: a warehouse worker's Vietnamese warehouse (none for the
 * Chinese warehouse's workers), and none for every other role, whatever the form sent.
 */
async function staffWarehouse(
  db: Database,
  input: Pick<CreateStaffInput, 'Role' | 'WarehouseId'>,
): Promise<number | null> {
  const id = input.Role === 'warehouse' ? (input.WarehouseId ?? null) : null;
  if (id !== null && !(await warehouseExists(db, id))) {
    throw fieldError('WarehouseId', 'staffWarehouseUnknown');
  }
  return id;
}

/** An admin opens a staff (or admin) account; audited in the same transaction. */
export async function createStaff(
  deps: AppDeps,
  actorId: number,
  input: CreateStaffInput,
): Promise<StaffRow> {
  const email = normaliseEmail(input.Email);
  if (await findUserByEmail(deps.db, email)) throw fieldError('Email', 'emailTaken');
  const warehouseId = await staffWarehouse(deps.db, input);
  const passwordHash = await hashPassword(input.Password, deps.config.passwordHashCost);
  try {
    const created = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        phone: input.Phone,
        passwordHash,
        warehouseId,
        role: input.Role,
        fullName: input.FullName,
      });
      await writeAudit(tx, {
        actorId,
        action: 'staff.create',
        entity: 'staff',
        entityId: user.code,
        after: {
          Email: email,
          Role: input.Role,
          FullName: input.FullName,
          WarehouseId: warehouseId,
        },
      });
      return user;
    });
    const row = await findUserById(deps.db, created.id);
    if (!row) throw new Error('created staff member not found');
    return toStaffRow(row);
  } catch (error) {
    // Two admins adding the same address at once: the unique index decides.
    if (isEmailTaken(error)) throw fieldError('Email', 'emailTaken');
    throw error;
  }
}

type StaffRecord = typeof users.$inferSelect;

/** A change to a staff member's account, as `changeStaffMember` writes it. */
interface StaffChange {
  /** Refuses the change before anything is written (an admin's own role, their own lock). */
  refuse: (before: StaffRecord) => void;
  set: Partial<typeof users.$inferInsert>;
  /** Runs in the change's transaction once the row is written (revoking sessions). */
  effect?: (tx: Transaction) => Promise<void>;
  /** The audit row's action, and what it keeps of the account before and after. */
  action: string;
  audit: (before: StaffRecord, after: StaffRecord) => { before: object; after: object };
}

/**
 * One audited change to a staff member's account, in one transaction; every server reads the
 * member's sessions again afterwards (this one drops its cache, the others hear auth_changed), so
 * a new role or a lock takes effect on their next call.
 */
async function changeStaffMember(
  db: Database,
  actorId: number,
  id: number,
  change: StaffChange,
): Promise<StaffRow> {
  const row = await db.transaction(async (tx) => {
    const before = await lockStaffMember(tx, id);
    if (!before) throw new NotFoundError();
    change.refuse(before);
    const [after] = await tx
      .update(users)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw new NotFoundError();
    await change.effect?.(tx);
    await writeAudit(tx, {
      actorId,
      action: change.action,
      entity: 'staff',
      entityId: before.code,
      ...change.audit(before, after),
    });
    return after;
  });
  forgetSessions(db);
  return toStaffRow(row);
}

/**
 * An admin corrects a staff member's name, phone, role or warehouse. An admin keeps their own
 * role, so the console always has the admin who is using it.
 */
export async function updateStaff(
  db: Database,
  actorId: number,
  id: number,
  input: UpdateStaffInput,
): Promise<StaffRow> {
  const warehouseId = await staffWarehouse(db, input);
  const kept = (row: StaffRecord) => ({
    FullName: row.fullName,
    Phone: row.phone,
    Role: row.role,
    WarehouseId: row.warehouseId,
  });
  return changeStaffMember(db, actorId, id, {
    refuse: (before) => {
      if (id === actorId && input.Role !== before.role) throw ruleError('staffSelfRole');
    },
    set: { fullName: input.FullName, phone: input.Phone, role: input.Role, warehouseId },
    action: 'staff.update',
    audit: (before, after) => ({ before: kept(before), after: kept(after) }),
  });
}

/**
 * A locked staff member cannot sign in, and every session they have ends now (as for a customer:
 * revoked in the transaction). An admin cannot lock themself out.
 */
export const setStaffLocked = (db: Database, actorId: number, id: number, locked: boolean) =>
  changeStaffMember(db, actorId, id, {
    refuse: () => {
      if (id === actorId && locked) throw ruleError('staffSelfLock');
    },
    set: { isLocked: locked },
    effect: async (tx) => {
      if (locked) await revokeUserSessions(tx, id);
    },
    action: locked ? 'staff.lock' : 'staff.unlock',
    audit: (before) => ({ before: { IsLocked: before.isLocked }, after: { IsLocked: locked } }),
  });
