import { eq } from 'drizzle-orm';
import { type CreateStaffInput, type StaffRow, type UpdateStaffInput } from '@app/shared';
import type { Database } from '../../db/client.js';
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
import { lockStaffMember, toStaffRow } from './staff.repository.js';

/** An admin opens a staff (or admin) account; audited in the same transaction. */
export async function createStaff(
  deps: AppDeps,
  actorId: number,
  input: CreateStaffInput,
): Promise<StaffRow> {
  const email = normaliseEmail(input.Email);
  if (await findUserByEmail(deps.db, email)) throw fieldError('Email', 'emailTaken');
  const passwordHash = await hashPassword(input.Password, deps.config.passwordHashCost);
  try {
    const created = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        phone: input.Phone,
        passwordHash,
        warehouseId: null,
        role: input.Role,
        fullName: input.FullName,
      });
      await writeAudit(tx, {
        actorId,
        action: 'staff.create',
        entity: 'staff',
        entityId: user.code,
        after: { Email: email, Role: input.Role, FullName: input.FullName },
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

/**
 * An admin corrects a staff member's name, phone or role; a new role takes effect on the member's
 * next call (sessions are read again once the database announces the change). An admin keeps their
 * own role, so the console always has the admin who is using it.
 */
export async function updateStaff(
  db: Database,
  actorId: number,
  id: number,
  input: UpdateStaffInput,
): Promise<StaffRow> {
  const row = await db.transaction(async (tx) => {
    const before = await lockStaffMember(tx, id);
    if (!before) throw new NotFoundError();
    if (id === actorId && input.Role !== before.role) throw ruleError('staffSelfRole');
    const [after] = await tx
      .update(users)
      .set({
        fullName: input.FullName,
        phone: input.Phone,
        role: input.Role,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw new NotFoundError();
    await writeAudit(tx, {
      actorId,
      action: 'staff.update',
      entity: 'staff',
      entityId: before.code,
      before: { FullName: before.fullName, Phone: before.phone, Role: before.role },
      after: { FullName: after.fullName, Phone: after.phone, Role: after.role },
    });
    return after;
  });
  forgetSessions(db);
  return toStaffRow(row);
}

/**
 * A locked staff member cannot sign in, and every session they have ends now (as for a customer:
 * revoked in the transaction, this server's cache dropped, the others told by auth_changed).
 * An admin cannot lock themself out.
 */
export async function setStaffLocked(
  db: Database,
  actorId: number,
  id: number,
  locked: boolean,
): Promise<StaffRow> {
  const row = await db.transaction(async (tx) => {
    const before = await lockStaffMember(tx, id);
    if (!before) throw new NotFoundError();
    if (id === actorId && locked) throw ruleError('staffSelfLock');
    const [after] = await tx
      .update(users)
      .set({ isLocked: locked, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw new NotFoundError();
    if (locked) await revokeUserSessions(tx, id);
    await writeAudit(tx, {
      actorId,
      action: locked ? 'staff.lock' : 'staff.unlock',
      entity: 'staff',
      entityId: before.code,
      before: { IsLocked: before.isLocked },
      after: { IsLocked: locked },
    });
    return after;
  });
  forgetSessions(db);
  return toStaffRow(row);
}
