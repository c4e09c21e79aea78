import {
  formatVnd,
  MessageType,
  RequestStatus,
  TransactionType,
  withdrawalMachine,
  type WithdrawalInput,
  type WithdrawalRow,
} from '@app/shared';
import type { Database, Executor } from '../../db/client.js';
import { withdrawalRequests } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';
import { staffScope, type CustomerScope } from '../../lib/owner-scope.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { refuseRequest } from '../state-machine/money-requests.js';
import { transition } from '../state-machine/transition.js';
import { postEntry } from '../wallet/ledger.js';
import { lockWallet, readBalance } from '../wallet/wallet.repository.js';
import {
  insertWithdrawal,
  pendingWithdrawalTotal,
  toWithdrawalRow,
  type WithdrawalRecord,
} from './withdrawals.repository.js';

/** The wallet as the withdrawal form needs it: what may still be asked for (DESIGN §4). */
export async function walletSummary(
  tx: Executor,
  scope: CustomerScope,
): Promise<{ Balance: number; PendingWithdrawals: number; Available: number }> {
  const [balance, pending] = await Promise.all([
    readBalance(tx, scope.customerId),
    pendingWithdrawalTotal(tx, scope),
  ]);
  return {
    Balance: balance,
    PendingWithdrawals: pending,
    Available: Math.max(0, balance - pending),
  };
}

/**
 * A withdrawal may not exceed the balance less the customer's other pending withdrawals. The wallet
 * lock serialises concurrent requests, so two of them cannot both count the same money as free.
 */
export async function requestWithdrawal(
  db: Database,
  scope: CustomerScope,
  input: WithdrawalInput,
  idempotencyKey: string | undefined,
): Promise<{ Id: number; Code: string }> {
  return runIdempotent(
    db,
    { userId: scope.customerId, key: idempotencyKey, route: 'withdrawal' },
    async (tx) => {
      const balance = await lockWallet(tx, scope.customerId);
      const available = balance - (await pendingWithdrawalTotal(tx, scope));
      if (input.Amount > available) {
        throw ruleError('withdrawalOverAvailable', {
          available: formatVnd(Math.max(0, available)),
        });
      }
      const withdrawal = await insertWithdrawal(tx, scope, input);
      await addMessage(
        tx,
        scope.customerId,
        MessageType.Finance,
        `Bạn đã tạo yêu cầu rút ${formatVnd(input.Amount)} (${withdrawal.code}) về ${input.BankName} ${input.AccountNumber}.`,
      );
      return { Id: withdrawal.id, Code: withdrawal.code };
    },
  );
}

interface StaffDecision {
  id: number;
  staffId: number;
  idempotencyKey: string | undefined;
}

/** Staff paid the customer out: the debit is written now, under the wallet lock. */
export async function approveWithdrawal(
  db: Database,
  input: StaffDecision,
): Promise<WithdrawalRow> {
  return runIdempotent(
    db,
    { userId: input.staffId, key: input.idempotencyKey, route: `withdrawal.approve:${input.id}` },
    async (tx) => {
      let balance = 0;
      const withdrawal = await transition<WithdrawalRecord, RequestStatus>(tx, {
        machine: withdrawalMachine,
        table: withdrawalRequests,
        id: input.id,
        scope: staffScope(input.staffId),
        to: RequestStatus.Approved,
        mover: 'staff',
        actorId: input.staffId,
        set: { reviewedBy: input.staffId, reviewedAt: new Date() },
        effect: async (row) => {
          ({ balance } = await postEntry(tx, {
            customerId: row.customerId,
            type: TransactionType.Withdrawal,
            amount: -row.amount,
            ref: { kind: 'withdrawal', id: row.id, code: row.code },
            note: `Rút tiền về ${row.bankName} ${row.accountNumber}`,
            createdBy: input.staffId,
          }));
        },
        message: (row) => ({
          type: MessageType.Finance,
          note: `Yêu cầu rút tiền ${row.code} đã được duyệt: −${formatVnd(row.amount)} chuyển về ${row.bankName} ${row.accountNumber}. Số dư hiện tại: ${formatVnd(balance)}.`,
          event: 'withdrawal.paid',
          code: row.code,
          amount: row.amount,
          link: '/#/transaction/withdrawal',
        }),
        details: (row) => ({ Amount: row.amount }),
      });
      return toWithdrawalRow(withdrawal);
    },
  );
}

export async function rejectWithdrawal(
  db: Database,
  input: StaffDecision & { reason: string },
): Promise<WithdrawalRow> {
  return runIdempotent(
    db,
    { userId: input.staffId, key: input.idempotencyKey, route: `withdrawal.reject:${input.id}` },
    async (tx) =>
      toWithdrawalRow(
        await refuseRequest<WithdrawalRecord>(tx, {
          machine: withdrawalMachine,
          table: withdrawalRequests,
          noun: 'rút tiền',
          event: 'withdrawal.refused',
          link: '/#/transaction/withdrawal',
          id: input.id,
          staffId: input.staffId,
          reason: input.reason,
        }),
      ),
  );
}

/** The customer takes back a request staff have not handled yet; another customer's id is a 404. */
export async function cancelWithdrawal(
  db: Database,
  scope: CustomerScope,
  id: number,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const withdrawal = await transition<WithdrawalRecord, RequestStatus>(tx, {
      machine: withdrawalMachine,
      table: withdrawalRequests,
      id,
      scope,
      to: RequestStatus.Cancelled,
      mover: 'customer',
      actorId: scope.customerId,
      set: { reviewedAt: new Date() },
      message: (row) => ({
        type: MessageType.Finance,
        note: `Bạn đã hủy yêu cầu rút tiền ${row.code} (${formatVnd(row.amount)}).`,
      }),
    });
    return toWithdrawalRow(withdrawal);
  });
}
