import { randomInt } from 'node:crypto';
import {
  depositMachine,
  formatVnd,
  MessageType,
  RequestStatus,
  TransactionType,
  type BankAccount,
  type DepositCreated,
  type DepositInput,
  type DepositRow,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { depositRequests } from '../../db/schema.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { staffScope, type CustomerScope, type OwnerScope } from '../../lib/owner-scope.js';
import { findUserById } from '../accounts/users.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import { refuseRequest } from '../state-machine/money-requests.js';
import { transition } from '../state-machine/transition.js';
import { postEntry } from '../wallet/ledger.js';
import {
  insertDeposit,
  toDepositRow,
  transferContentTaken,
  type DepositRecord,
} from './deposits.repository.js';

/** `NAP KH000123 58231`: the customer's code and a random tail, unique among all requests. */
async function newTransferContent(tx: Transaction, customerCode: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const content = `NAP ${customerCode} ${randomInt(10_000, 100_000)}`;
    if (!(await transferContentTaken(tx, content))) return content;
  }
  throw new Error(`no free transfer content left for ${customerCode}`);
}

/** A new pending deposit request of the customer's, with its own transfer content. */
export async function openDeposit(
  tx: Transaction,
  scope: CustomerScope,
  values: { amount: number; bankAccount: BankAccount },
): Promise<DepositRecord> {
  const customer = await findUserById(tx, scope.customerId);
  if (!customer) throw new NotFoundError();
  return insertDeposit(tx, scope, {
    ...values,
    transferContent: await newTransferContent(tx, customer.code),
  });
}

/** The customer declares a transfer; staff (or a statement line) confirm it later. */
export async function requestDeposit(
  db: Database,
  scope: CustomerScope,
  input: DepositInput,
  idempotencyKey: string | undefined,
): Promise<DepositCreated> {
  return runIdempotent(
    db,
    { userId: scope.customerId, key: idempotencyKey, route: 'deposit' },
    async (tx) => {
      const settings = await readSettings(tx);
      const bankAccount = settings.BankAccounts.find(
        (account) => account.Id === input.BankAccountId,
      );
      if (!bankAccount) throw fieldError('BankAccountId', 'bankAccountUnknown');
      const deposit = await openDeposit(tx, scope, { amount: input.Amount, bankAccount });
      const { transferContent } = deposit;
      await addMessage(
        tx,
        scope.customerId,
        MessageType.Finance,
        `Bạn đã tạo yêu cầu nạp ${formatVnd(input.Amount)} (${deposit.code}). Vui lòng chuyển khoản tới ${bankAccount.BankName} ${bankAccount.AccountNumber} với nội dung "${transferContent}".`,
      );
      const row = toDepositRow(deposit);
      return {
        Id: row.Id,
        Code: row.Code,
        Amount: row.Amount,
        TransferContent: transferContent,
        VietQR: row.VietQR,
        BankAccount: bankAccount,
      };
    },
  );
}

/**
 * Confirms a deposit and credits the wallet, in the caller's transaction: the transition's row lock
 * and state check make a second click, a second statement line or a concurrent staff member find it
 * already approved, and the ledger's unique index holds the credit to one.
 */
export async function confirmDeposit(
  tx: Transaction,
  input: {
    id: number;
    scope: OwnerScope;
    /** A staff member, or null when the system confirms it (a bank notification, a statement). */
    actorId: number | null;
    source: string;
  },
): Promise<DepositRow> {
  let balance = 0;
  const deposit = await transition<DepositRecord, RequestStatus>(tx, {
    machine: depositMachine,
    table: depositRequests,
    id: input.id,
    scope: input.scope,
    to: RequestStatus.Approved,
    mover: input.actorId === null ? 'system' : 'staff',
    actorId: input.actorId,
    set: { reviewedBy: input.actorId, reviewedAt: new Date() },
    effect: async (row) => {
      ({ balance } = await postEntry(tx, {
        customerId: row.customerId,
        type: TransactionType.Deposit,
        amount: row.amount,
        ref: { kind: 'deposit', id: row.id, code: row.code },
        note: `Nạp tiền qua ${row.bankAccount.BankName} (${input.source})`,
        createdBy: input.actorId,
      }));
    },
    message: (row) => ({
      type: MessageType.Finance,
      note: `Yêu cầu nạp tiền ${row.code} đã được duyệt: +${formatVnd(row.amount)}. Số dư hiện tại: ${formatVnd(balance)}.`,
      event: 'deposit.credited',
      code: row.code,
      amount: row.amount,
      link: '/#/transaction/deposit',
    }),
    details: (row) => ({ Amount: row.amount, Source: input.source }),
    note: input.source,
  });
  return toDepositRow(deposit);
}

/** A staff member approves a deposit; with an Idempotency-Key a repeat gets the first answer. */
export async function approveDeposit(
  db: Database,
  input: { id: number; staffId: number; idempotencyKey: string | undefined },
): Promise<DepositRow> {
  return runIdempotent(
    db,
    { userId: input.staffId, key: input.idempotencyKey, route: `deposit.approve:${input.id}` },
    (tx) =>
      confirmDeposit(tx, {
        id: input.id,
        scope: staffScope(input.staffId),
        actorId: input.staffId,
        source: 'nhân viên duyệt',
      }),
  );
}

export async function rejectDeposit(
  db: Database,
  input: { id: number; staffId: number; reason: string; idempotencyKey: string | undefined },
): Promise<DepositRow> {
  return runIdempotent(
    db,
    { userId: input.staffId, key: input.idempotencyKey, route: `deposit.reject:${input.id}` },
    async (tx) =>
      toDepositRow(
        await refuseRequest<DepositRecord>(tx, {
          machine: depositMachine,
          table: depositRequests,
          noun: 'nạp tiền',
          id: input.id,
          staffId: input.staffId,
          reason: input.reason,
        }),
      ),
  );
}
