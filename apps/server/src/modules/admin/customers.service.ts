import { eq } from 'drizzle-orm';
import {
  customerLevelName,
  formatVnd,
  MessageType,
  messages,
  TransactionType,
  type AdjustmentInput,
  type AdminCustomerDetail,
} from '@app/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { findProfile } from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { createViewSession, revokeUserSessions } from '../sessions/sessions.repository.js';
import { postEntry } from '../wallet/ledger.js';
import { readSettings } from '../settings/settings.repository.js';
import { pendingWithdrawalTotal } from '../withdrawals/withdrawals.repository.js';
import { findCustomer, isStaffMember } from './customers.repository.js';

export async function customerDetail(db: Database, id: number): Promise<AdminCustomerDetail> {
  const [row, profile, pending, settings] = await Promise.all([
    findCustomer(db, id),
    findProfile(db, id),
    pendingWithdrawalTotal(db, id),
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
  actorId: number,
  customerId: number,
  supporterId: number | null,
): Promise<AdminCustomerDetail> {
  await db.transaction(async (tx) => {
    const before = await findCustomer(tx, customerId);
    if (!before) throw new NotFoundError();
    if (supporterId !== null && !(await isStaffMember(tx, supporterId))) {
      throw fieldError('SupporterId', messages.supporterInvalid);
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
  return customerDetail(db, customerId);
}

/** A locked account cannot sign in, and every session it has ends now. */
export async function setLocked(
  db: Database,
  actorId: number,
  customerId: number,
  locked: boolean,
): Promise<AdminCustomerDetail> {
  await db.transaction(async (tx) => {
    const before = await findCustomer(tx, customerId);
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
  return customerDetail(db, customerId);
}

/** A staff correction (+/−) with its reason; it can never take a wallet below zero. */
export async function adjustBalance(
  db: Database,
  actorId: number,
  customerId: number,
  input: AdjustmentInput,
  idempotencyKey: string | undefined,
): Promise<{ Balance: number }> {
  return runIdempotent(
    db,
    { userId: actorId, key: idempotencyKey, route: `adjust:${customerId}` },
    async (tx) => {
      const customer = await findCustomer(tx, customerId);
      if (!customer) throw new NotFoundError();
      const { balance } = await postEntry(tx, {
        customerId,
        type: TransactionType.Adjustment,
        amount: input.Amount,
        refCode: '',
        note: input.Reason,
        createdBy: actorId,
      });
      const sign = input.Amount > 0 ? '+' : '−';
      await addMessage(
        tx,
        customerId,
        MessageType.Finance,
        `Số dư ví được điều chỉnh ${sign}${formatVnd(Math.abs(input.Amount))}. Lý do: ${input.Reason}. Số dư hiện tại: ${formatVnd(balance)}.`,
      );
      await writeAudit(tx, {
        actorId,
        action: 'wallet.adjust',
        entity: 'customer',
        entityId: customer.Code,
        before: { Balance: balance - input.Amount },
        after: { Balance: balance, Amount: input.Amount, Reason: input.Reason },
      });
      return { Balance: balance };
    },
  );
}

/**
 * "View as customer" (DESIGN §5): a read-only session on the customer's account for one hour, opened
 * through the portal's `#/login?token=` link. Audited like every staff action.
 */
export async function openCustomerView(
  db: Database,
  publicUrl: string,
  actorId: number,
  customerId: number,
): Promise<{ token: string; Url: string }> {
  return db.transaction(async (tx) => {
    const customer = await findCustomer(tx, customerId);
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
