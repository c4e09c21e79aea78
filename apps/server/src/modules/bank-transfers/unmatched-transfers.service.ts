import { and, eq } from 'drizzle-orm';
import { bankTransferMachine, BankTransferStatus, type BankTransferRow } from '@app/shared';
import type { Database } from '../../db/client.js';
import { bankTransfers, users } from '../../db/schema.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { customerScope, type StaffScope } from '../../lib/owner-scope.js';
import { confirmDeposit, openDeposit } from '../deposits/deposits.service.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { readSettings } from '../settings/settings.repository.js';
import { transition } from '../state-machine/transition.js';
import { bankTransferRow, type BankTransferRecord } from './bank-transfers.repository.js';

async function answer(db: Database, id: number): Promise<BankTransferRow> {
  const row = await bankTransferRow(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * bank-transfers/{id}/assign: staff know whose money an unmatched transfer is. A deposit is made
 * for that customer and confirmed at once, in the same transaction, through the same confirmation
 * as every other (the customer's message, the ledger row); the transfer keeps the link.
 */
export async function assignTransfer(
  db: Database,
  scope: StaffScope,
  input: { id: number; customerId: number; idempotencyKey: string | undefined },
): Promise<BankTransferRow> {
  await runIdempotent(
    db,
    {
      userId: scope.staffId,
      key: input.idempotencyKey,
      route: `bank-transfer.assign:${input.id}`,
    },
    async (tx) => {
      const [customer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.customerId), eq(users.role, 'customer')));
      if (!customer) throw fieldError('CustomerId', 'customerUnknown');
      const settings = await readSettings(tx);
      let depositId = 0;
      await transition<BankTransferRecord, BankTransferStatus>(tx, {
        machine: bankTransferMachine,
        table: bankTransfers,
        id: input.id,
        scope,
        to: BankTransferStatus.Matched,
        mover: 'staff',
        actorId: scope.staffId,
        effect: async (transfer) => {
          // The company account it reached, when the notification said; else the first one.
          const bankAccount =
            settings.BankAccounts.find(
              (account) => account.AccountNumber === transfer.accountNumber,
            ) ?? settings.BankAccounts[0];
          if (!bankAccount) throw fieldError('CustomerId', 'bankAccountUnknown');
          const deposit = await openDeposit(tx, customerScope(customer.id), {
            amount: transfer.amount,
            bankAccount,
          });
          depositId = deposit.id;
          await confirmDeposit(tx, {
            id: deposit.id,
            scope,
            actorId: scope.staffId,
            source: `nhân viên gán giao dịch ${transfer.code}`,
          });
        },
        message: () => null,
        details: () => ({ CustomerId: customer.id }),
      });
      await tx
        .update(bankTransfers)
        .set({ customerId: customer.id, depositId, note: '' })
        .where(eq(bankTransfers.id, input.id));
      return {};
    },
  );
  return answer(db, input.id);
}

/** bank-transfers/{id}/return: the money goes back to the sender; nothing is credited. */
export async function returnTransfer(
  db: Database,
  scope: StaffScope,
  input: { id: number; reason: string; idempotencyKey: string | undefined },
): Promise<BankTransferRow> {
  await runIdempotent(
    db,
    {
      userId: scope.staffId,
      key: input.idempotencyKey,
      route: `bank-transfer.return:${input.id}`,
    },
    (tx) =>
      transition<BankTransferRecord, BankTransferStatus>(tx, {
        machine: bankTransferMachine,
        table: bankTransfers,
        id: input.id,
        scope,
        to: BankTransferStatus.Returned,
        mover: 'staff',
        actorId: scope.staffId,
        set: { note: input.reason },
        note: input.reason,
        message: () => null,
        details: () => ({ Reason: input.reason }),
      }).then(() => ({})),
  );
  return answer(db, input.id);
}
