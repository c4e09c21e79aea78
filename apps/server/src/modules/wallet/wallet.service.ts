import { formatVnd, MessageType, TransactionType, type AdjustmentInput } from '@app/shared';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { findUserById } from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { postEntry } from './ledger.js';

/** A staff correction (+/−) with its reason; it can never take a wallet below zero. */
export async function adjustBalance(
  db: Database,
  scope: StaffScope,
  customerId: number,
  input: AdjustmentInput,
  idempotencyKey: string | undefined,
): Promise<{ Balance: number }> {
  return runIdempotent(
    db,
    { userId: scope.staffId, key: idempotencyKey, route: `adjust:${customerId}` },
    async (tx) => {
      const customer = await findUserById(tx, customerId);
      if (customer?.role !== 'customer') throw new NotFoundError();
      const { balance } = await postEntry(tx, {
        customerId,
        type: TransactionType.Adjustment,
        amount: input.Amount,
        ref: { kind: 'adjustment', id: null, code: '' },
        note: input.Reason,
        createdBy: scope.staffId,
      });
      const sign = input.Amount > 0 ? '+' : '−';
      await addMessage(
        tx,
        customerId,
        MessageType.Finance,
        `Số dư ví được điều chỉnh ${sign}${formatVnd(Math.abs(input.Amount))}. Lý do: ${input.Reason}. Số dư hiện tại: ${formatVnd(balance)}.`,
      );
      await writeAudit(tx, {
        actorId: scope.staffId,
        action: 'wallet.adjust',
        entity: 'customer',
        entityId: customer.code,
        before: { Balance: balance - input.Amount },
        after: { Balance: balance, Amount: input.Amount, Reason: input.Reason },
      });
      return { Balance: balance };
    },
  );
}
