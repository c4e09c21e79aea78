import { eq } from 'drizzle-orm';
import { customerLevelName, type AdminCustomerDetail } from '@app/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { customerScope, type StaffScope } from '../../lib/owner-scope.js';
import { findProfile } from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { createViewSession, revokeUserSessions } from '../sessions/sessions.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import { pendingWithdrawalTotal } from '../withdrawals/withdrawals.repository.js';
import { findCustomer, isStaffMember } from './customers.repository.js';
import { forgetSessions } from '../sessions/session-cache.js';

export async function customerDetail(
  db: Database,
  scope: StaffScope,
  id: number,
): Promise<AdminCustomerDetail> {
  const [row, profile, pending, settings] = await Promise.all([
    findCustomer(db, scope, id),
    findProfile(db, id),
    pendingWithdrawalTotal(db, customerScope(id)),
    readSettings(db),
  ]);
  if (!row || !profile) throw new NotFoundError();
  return {
    ...row,
    LevelName: customerLevelName(settings.CustomerLevels, row.Level),
    Address: profile.user.address,
    WarehouseName: profile.warehouseName,
    PendingWithdrawals: pending,
  };
}

export async function assignSupporter(
  db: Database,
  scope: StaffScope,
  customerId: number,
  supporterId: number | null,
): Promise<AdminCustomerDetail> {
  const actorId = scope.staffId;
  await db.transaction(async (tx) => {
    const before = await findCustomer(tx, scope, customerId);
    if (!before) throw new NotFoundError();
    if (supporterId !== null && !(await isStaffMember(tx, supporterId))) {
      throw fieldError('SupporterId', 'supporterInvalid');
    }
    await tx
      .update(users)
      .set({ supporterId, updatedAt: new Date() })
      .where(eq(users.id, customerId));
    await writeAudit(tx, {
      actorId,
      action: 'customer.assign-supporter',
      entity: 'customer',
      entityId: before.Code,
      before: { SupporterId: before.SupporterId },
      after: { SupporterId: supporterId },
    });
  });
  return customerDetail(db, scope, customerId);
}

/** A locked account cannot sign in, and every session it has ends now. */
export async function setLocked(
  db: Database,
  scope: StaffScope,
  customerId: number,
  locked: boolean,
): Promise<AdminCustomerDetail> {
  const actorId = scope.staffId;
  await db.transaction(async (tx) => {
    const before = await findCustomer(tx, scope, customerId);
    if (!before) throw new NotFoundError();
    await tx
      .update(users)
      .set({ isLocked: locked, updatedAt: new Date() })
      .where(eq(users.id, customerId));
    if (locked) await revokeUserSessions(tx, customerId);
    await writeAudit(tx, {
      actorId,
      action: locked ? 'customer.lock' : 'customer.unlock',
      entity: 'customer',
      entityId: before.Code,
      before: { IsLocked: before.IsLocked },
      after: { IsLocked: locked },
    });
  });
  forgetSessions(db);
  return customerDetail(db, scope, customerId);
}

/**
 * "View as customer" (DESIGN §5): a read-only session on the customer's account for one hour, opened
 * through the portal's `#/login?token=` link. Audited like every staff action.
 */
export async function openCustomerView(
  db: Database,
  publicUrl: string,
  scope: StaffScope,
  customerId: number,
): Promise<{ token: string; Url: string }> {
  const actorId = scope.staffId;
  return db.transaction(async (tx) => {
    const customer = await findCustomer(tx, scope, customerId);
    if (!customer) throw new NotFoundError();
    const token = await createViewSession(tx, customerId, actorId);
    await writeAudit(tx, {
      actorId,
      action: 'customer.view-as',
      entity: 'customer',
      entityId: customer.Code,
    });
    return { token, Url: `${publicUrl}/#/login?token=${encodeURIComponent(token)}` };
  });
}
