import { eq } from 'drizzle-orm';
import {
  fillMessage,
  formatVnd,
  MessageType,
  messages,
  RequestStatus,
  TransactionType,
  type WithdrawalInput,
  type WithdrawalRow,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { withdrawalRequests } from '../../db/schema.js';
import { codeFor } from '../../lib/codes.js';
import { NotFoundError, ruleError } from '../../lib/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { postEntry } from '../wallet/ledger.js';
import { assertRequestCanMove } from '../wallet/requests.js';
import { lockWallet } from '../wallet/wallet.repository.js';
import {
  lockWithdrawal,
  pendingWithdrawalTotal,
  toWithdrawalRow,
  type WithdrawalRecord,
} from './withdrawals.repository.js';

/**
 * A withdrawal may not exceed the balance less the customer's other pending withdrawals. The wallet
 * lock serialises concurrent requests, so two of them cannot both count the same money as free.
 */
export async function requestWithdrawal(
  db: Database,
  customerId: number,
  input: WithdrawalInput,
  idempotencyKey: string | undefined,
): Promise<{ Id: number; Code: string }> {
  return runIdempotent(
    db,
    { userId: customerId, key: idempotencyKey, route: 'withdrawal' },
    async (tx) => {
      const balance = await lockWallet(tx, customerId);
      const available = balance - (await pendingWithdrawalTotal(tx, customerId));
      if (input.Amount > available) {
        throw ruleError(
          fillMessage(messages.withdrawalOverAvailable, {
            available: formatVnd(Math.max(0, available)),
          }),
        );
      }
      const [inserted] = await tx
        .insert(withdrawalRequests)
        .values({
          customerId,
          amount: input.Amount,
          bankName: input.BankName,
          accountNumber: input.AccountNumber,
          accountName: input.AccountName,
          note: input.Note,
        })
        .returning({ id: withdrawalRequests.id });
      if (!inserted) throw new Error('insert into withdrawal_requests returned no row');
      const code = codeFor('RT', inserted.id);
      await tx
        .update(withdrawalRequests)
        .set({ code })
        .where(eq(withdrawalRequests.id, inserted.id));
      await addMessage(
        tx,
        customerId,
        MessageType.Finance,
        `Bạn đã tạo yêu cầu rút ${formatVnd(input.Amount)} (${code}) về ${input.BankName} ${input.AccountNumber}.`,
      );
      return { Id: inserted.id, Code: code };
    },
  );
}

async function moveWithdrawal(
  tx: Transaction,
  withdrawal: WithdrawalRecord,
  change: { status: RequestStatus; reviewedBy: number | null; rejectReason?: string },
): Promise<WithdrawalRow> {
  const values = { ...change, reviewedAt: new Date() };
  await tx.update(withdrawalRequests).set(values).where(eq(withdrawalRequests.id, withdrawal.id));
  return toWithdrawalRow({ ...withdrawal, ...values });
}

/** Staff paid the customer out: the debit is written now, under the wallet lock. */
export async function approveWithdrawal(
  tx: Transaction,
  input: { id: number; actorId: number },
): Promise<WithdrawalRow> {
  const withdrawal = await lockWithdrawal(tx, { id: input.id });
  if (!withdrawal) throw new NotFoundError();
  assertRequestCanMove(withdrawal, RequestStatus.Approved);
  const code = withdrawal.code ?? '';
  const { balance } = await postEntry(tx, {
    customerId: withdrawal.customerId,
    type: TransactionType.Withdrawal,
    amount: -withdrawal.amount,
    refCode: code,
    note: `Rút tiền về ${withdrawal.bankName} ${withdrawal.accountNumber}`,
    createdBy: input.actorId,
  });
  const row = await moveWithdrawal(tx, withdrawal, {
    status: RequestStatus.Approved,
    reviewedBy: input.actorId,
  });
  await addMessage(
    tx,
    withdrawal.customerId,
    MessageType.Finance,
    `Yêu cầu rút tiền ${code} đã được duyệt: −${formatVnd(withdrawal.amount)} chuyển về ${withdrawal.bankName} ${withdrawal.accountNumber}. Số dư hiện tại: ${formatVnd(balance)}.`,
  );
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'withdrawal.approve',
    entity: 'withdrawal',
    entityId: code,
    before: { Status: withdrawal.status },
    after: { Status: RequestStatus.Approved, Amount: withdrawal.amount },
  });
  return row;
}

export async function rejectWithdrawal(
  tx: Transaction,
  input: { id: number; actorId: number; reason: string },
): Promise<WithdrawalRow> {
  const withdrawal = await lockWithdrawal(tx, { id: input.id });
  if (!withdrawal) throw new NotFoundError();
  assertRequestCanMove(withdrawal, RequestStatus.Rejected);
  const row = await moveWithdrawal(tx, withdrawal, {
    status: RequestStatus.Rejected,
    reviewedBy: input.actorId,
    rejectReason: input.reason,
  });
  await addMessage(
    tx,
    withdrawal.customerId,
    MessageType.Finance,
    `Yêu cầu rút tiền ${withdrawal.code} (${formatVnd(withdrawal.amount)}) bị từ chối. Lý do: ${input.reason}`,
  );
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'withdrawal.reject',
    entity: 'withdrawal',
    entityId: withdrawal.code ?? '',
    before: { Status: withdrawal.status },
    after: { Status: RequestStatus.Rejected, Reason: input.reason },
  });
  return row;
}

/** The customer takes back a request staff have not handled yet; another customer's id is a 404. */
export async function cancelWithdrawal(
  db: Database,
  customerId: number,
  id: number,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, { id, customerId });
    if (!withdrawal) throw new NotFoundError();
    assertRequestCanMove(withdrawal, RequestStatus.Cancelled);
    const row = await moveWithdrawal(tx, withdrawal, {
      status: RequestStatus.Cancelled,
      reviewedBy: null,
    });
    await addMessage(
      tx,
      customerId,
      MessageType.Finance,
      `Bạn đã hủy yêu cầu rút tiền ${withdrawal.code} (${formatVnd(withdrawal.amount)}).`,
    );
    return row;
  });
}
