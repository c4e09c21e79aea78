import { and, asc, eq, inArray, ne } from 'drizzle-orm';
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
import type { Database, Executor, Transaction } from '../../db/client.js';
import { bankTransfers, depositRequests, users } from '../../db/schema.js';
import { staffScope, systemScope } from '../../lib/owner-scope.js';
import { confirmDeposit } from '../deposits/deposits.service.js';
import { readSettings } from '../settings/settings.repository.js';
import { recordCreation } from '../state-machine/transition.js';
import { findTransferContent } from '../deposits/transfer-content.js';

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

/** The deposit a transfer named, when it names one that exists. */
export interface NamedDeposit {
  depositCode: string;
  customerCode: string;
}

/**
 * What became of a transfer: `ignored` stores nothing; the others store it once (`duplicate`: it
 * was stored before, by any source).
 */
export type TransferOutcome =
  | { kind: 'ignored'; reason: string }
  | { kind: 'duplicate'; deposit: NamedDeposit | null }
  | { kind: 'confirmed'; deposit: NamedDeposit }
  | { kind: 'unmatched'; reason: string; deposit: NamedDeposit | null };

export interface ReceiveOptions {
  /** Store a transfer naming no deposit in the unmatched queue (a statement's other lines: no). */
  storeUnnamed: boolean;
  /** The staff member who brought it (a statement import), or null for a notification. */
  actorId: number | null;
}

const notificationOptions: ReceiveOptions = { storeUnnamed: true, actorId: null };

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
  options: ReceiveOptions = notificationOptions,
): Promise<TransferOutcome> {
  // What is not ours is answered without opening a transaction (a notification for every payment
  // the account makes comes here too).
  const ignored = await screenTransfer(db, transfer, options);
  if (ignored) return ignored;
  return db.transaction((tx) => matchTransfer(tx, transfer, options));
}

/**
 * receiveTransfer inside the caller's transaction: a statement's lines are all matched in one, so
 * they are applied together or not at all (and a preview can roll them all back).
 */
export async function receiveTransferIn(
  tx: Transaction,
  transfer: IncomingTransfer,
  options: ReceiveOptions,
): Promise<TransferOutcome> {
  return (await screenTransfer(tx, transfer, options)) ?? matchTransfer(tx, transfer, options);
}

/** Why a transfer is not ours to store, or null when it goes on to the matcher. */
async function screenTransfer(
  executor: Executor,
  transfer: IncomingTransfer,
  options: ReceiveOptions,
): Promise<TransferOutcome | null> {
  if (transfer.amount <= 0) return { kind: 'ignored', reason: 'Không phải giao dịch tiền vào' };
  // A statement says no account: it is the company's own, and the settings need not be read.
  if (transfer.accountNumber !== '') {
    const settings = await readSettings(executor);
    if (
      !settings.BankAccounts.some((account) => account.AccountNumber === transfer.accountNumber)
    ) {
      return { kind: 'ignored', reason: 'Không phải tài khoản của công ty' };
    }
  }
  if (!options.storeUnnamed && !findTransferContent(transfer.content)) {
    return { kind: 'ignored', reason: messages.statementNoDepositCode };
  }
  return null;
}

async function matchTransfer(
  tx: Transaction,
  transfer: IncomingTransfer,
  options: ReceiveOptions,
): Promise<TransferOutcome> {
  const transferContent = findTransferContent(transfer.content);
  const locked = transferContent ? await lockDepositByContent(tx, transferContent) : null;
  const deposit = locked?.deposit ?? null;
  const named = locked && { depositCode: locked.deposit.code, customerCode: locked.customerCode };
  if (
    deposit &&
    transfer.provider === 'statement' &&
    transfer.bankReference === '' &&
    (await confirmedByAnotherSource(tx, deposit.id, transfer))
  ) {
    // A statement line without a reference for a transfer a notification already confirmed.
    return { kind: 'duplicate', deposit: named };
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
  if (!stored) return { kind: 'duplicate', deposit: named };
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
  if (refusal || !deposit || !named) {
    return { kind: 'unmatched', reason: refusal ?? '', deposit: named };
  }
  await confirmDeposit(tx, {
    id: deposit.id,
    scope: options.actorId === null ? systemScope : staffScope(options.actorId),
    actorId: options.actorId,
    source: sourceName[transfer.provider],
  });
  return { kind: 'confirmed', deposit: named };
}

/**
 * Locks every deposit request the contents name before a statement's lines are matched one by
 * one. A line locks its deposit and then its customer's wallet; a notification or a staff approval
 * does the same for one deposit. Were a later line's deposit still free, the import could hold a
 * wallet while waiting for that deposit, held by a notification waiting for the same wallet: a
 * deadlock. Holding every deposit before any wallet, it never waits for a deposit with a wallet.
 */
export async function lockDepositsNamedIn(tx: Transaction, contents: string[]): Promise<void> {
  const named = [...new Set(contents.map(findTransferContent).filter((found) => found !== null))];
  // Bounded batches: a statement of a year's lines names thousands.
  for (let start = 0; start < named.length; start += 1000) {
    await tx
      .select({ id: depositRequests.id })
      .from(depositRequests)
      .where(inArray(depositRequests.transferContent, named.slice(start, start + 1000)))
      .orderBy(asc(depositRequests.id))
      .for('update');
  }
}

/** The deposit a content names, locked, with its customer's code (the statement report shows it). */
async function lockDepositByContent(tx: Transaction, transferContent: string) {
  const [row] = await tx
    .select({ deposit: depositRequests, customerCode: users.code })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.customerId))
    .where(eq(depositRequests.transferContent, transferContent))
    .for('update', { of: depositRequests });
  return row ?? null;
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
