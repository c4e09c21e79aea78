import { and, eq, ne } from 'drizzle-orm';
import {
  bankTransferMachine,
  BankTransferStatus,
  fillMessage,
  formatVnd,
  labelOf,
  messages,
  RequestStatus,
  requestStatusNames,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { bankTransfers, depositRequests } from '../../db/schema.js';
import { staffScope, systemScope } from '../../lib/owner-scope.js';
import { confirmDeposit } from '../deposits/deposits.service.js';
import { readSettings } from '../settings/settings.repository.js';
import { recordCreation } from '../state-machine/transition.js';
import { findTransferContent } from './transfer-content.js';

/** One incoming transfer as a provider or a statement line tells it. */
export interface IncomingTransfer {
  provider: 'sepay' | 'casso' | 'statement';
  /** The provider's transaction id, or a statement line's fingerprint. */
  providerId: string;
  /** The bank's own reference (FT…), '' when not given. */
  bankReference: string;
  /** Signed whole đồng: + money in, − money out. */
  amount: number;
  content: string;
  /** The company account it reached, '' when the source does not say (a statement). */
  accountNumber: string;
  transferDate: string;
}

export type TransferOutcome =
  | { kind: 'ignored'; reason: string }
  | { kind: 'duplicate' }
  | { kind: 'confirmed'; depositCode: string }
  | { kind: 'unmatched'; reason: string };

const sourceName: Record<IncomingTransfer['provider'], string> = {
  sepay: 'thông báo SePay',
  casso: 'thông báo Casso',
  statement: 'sao kê ngân hàng',
};

/** Why a transfer that names a deposit cannot confirm it, or null when it can. */
function refusalFor(deposit: typeof depositRequests.$inferSelect, amount: number): string | null {
  if (deposit.status !== RequestStatus.Pending) {
    return fillMessage(messages.requestAlreadyHandled, {
      code: deposit.code,
      status: labelOf(requestStatusNames, deposit.status),
    });
  }
  if (deposit.amount !== amount) {
    return `Số tiền khác yêu cầu ${deposit.code} (${formatVnd(deposit.amount)})`;
  }
  return null;
}

/**
 * The one path every incoming transfer takes (SePay, Casso, a statement line): stored once, keyed
 * by provider and transaction id (and by the bank's reference, so the same transfer arriving by
 * webhook and in a statement counts once), then matched in the same transaction: a content naming
 * a pending deposit of the same amount confirms it, as a staff approval would, with the customer's
 * message; anything else waits, unmatched, for staff. Money out, or to an account that is not the
 * company's, is not ours to match and is not stored.
 */
export async function receiveTransfer(
  db: Database,
  transfer: IncomingTransfer,
  options: {
    /** Store a transfer naming no deposit in the unmatched queue (a statement's other lines: no). */
    storeUnnamed: boolean;
    /** The staff member who brought it (a statement import), or null for a notification. */
    actorId: number | null;
  } = { storeUnnamed: true, actorId: null },
): Promise<TransferOutcome> {
  if (transfer.amount <= 0) return { kind: 'ignored', reason: 'Không phải giao dịch tiền vào' };
  const settings = await readSettings(db);
  if (
    transfer.accountNumber !== '' &&
    !settings.BankAccounts.some((account) => account.AccountNumber === transfer.accountNumber)
  ) {
    return { kind: 'ignored', reason: 'Không phải tài khoản của công ty' };
  }
  const transferContent = findTransferContent(transfer.content);
  if (!transferContent && !options.storeUnnamed) {
    return { kind: 'unmatched', reason: 'Không có yêu cầu nạp tiền nào khớp nội dung' };
  }
  return db.transaction(async (tx) => {
    const deposit = transferContent ? await lockDepositByContent(tx, transferContent) : null;
    if (
      deposit &&
      transfer.provider === 'statement' &&
      transfer.bankReference === '' &&
      (await confirmedByAnotherSource(tx, deposit.id, transfer))
    ) {
      // A statement line without a reference for a transfer a notification already confirmed.
      return { kind: 'duplicate' };
    }
    const refusal = deposit
      ? refusalFor(deposit, transfer.amount)
      : 'Không có yêu cầu nạp tiền nào khớp nội dung';
    const [stored] = await tx
      .insert(bankTransfers)
      .values({
        provider: transfer.provider,
        providerId: transfer.providerId,
        bankReference: transfer.bankReference,
        amount: transfer.amount,
        content: transfer.content,
        accountNumber: transfer.accountNumber,
        transferDate: transfer.transferDate,
        status: refusal ? BankTransferStatus.Unmatched : BankTransferStatus.Matched,
        customerId: refusal ? null : (deposit?.customerId ?? null),
        depositId: refusal ? null : (deposit?.id ?? null),
        note: refusal ?? '',
      })
      .onConflictDoNothing()
      .returning();
    // A replay, a retry, or the same transfer told by another source: stored once, credited once.
    if (!stored) return { kind: 'duplicate' };
    await recordCreation(
      tx,
      {
        entity: bankTransferMachine.entity,
        id: stored.id,
        status: stored.status,
        mover: options.actorId === null ? 'system' : 'staff',
        actorId: options.actorId,
      },
      sourceName[transfer.provider],
    );
    if (refusal || !deposit) return { kind: 'unmatched', reason: refusal ?? '' };
    await confirmDeposit(tx, {
      id: deposit.id,
      scope: options.actorId === null ? systemScope : staffScope(options.actorId),
      actorId: options.actorId,
      source: sourceName[transfer.provider],
    });
    return { kind: 'confirmed', depositCode: deposit.code };
  });
}

async function lockDepositByContent(tx: Transaction, transferContent: string) {
  const [deposit] = await tx
    .select()
    .from(depositRequests)
    .where(eq(depositRequests.transferContent, transferContent))
    .for('update');
  return deposit ?? null;
}

/** Whether another source (a notification) already confirmed this deposit with this amount. */
async function confirmedByAnotherSource(
  tx: Transaction,
  depositId: number,
  transfer: IncomingTransfer,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(
      and(
        eq(bankTransfers.depositId, depositId),
        eq(bankTransfers.amount, transfer.amount),
        ne(bankTransfers.provider, transfer.provider),
      ),
    )
    .limit(1);
  return row !== undefined;
}
