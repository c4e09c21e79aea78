import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  formatVnd,
  MessageType,
  messages,
  RequestStatus,
  TransactionType,
  type DepositCreated,
  type DepositInput,
  type DepositRow,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { depositRequests } from '../../db/schema.js';
import { codeFor } from '../../lib/codes.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { findUserById } from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import { postEntry } from '../wallet/ledger.js';
import { assertRequestCanMove } from '../wallet/requests.js';
import { findDepositByTransferContent, lockDeposit, toDepositRow } from './deposits.repository.js';

/** `NAP KH000123 58231`: the customer's code and a random tail, unique among all requests. */
async function newTransferContent(tx: Transaction, customerCode: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const content = `NAP ${customerCode} ${randomInt(10_000, 100_000)}`;
    if (!(await findDepositByTransferContent(tx, content))) return content;
  }
  throw new Error(`no free transfer content left for ${customerCode}`);
}

/** The customer declares a transfer; staff (or a statement line) confirm it later. */
export async function requestDeposit(
  db: Database,
  customerId: number,
  input: DepositInput,
  idempotencyKey: string | undefined,
): Promise<DepositCreated> {
  return runIdempotent(
    db,
    { userId: customerId, key: idempotencyKey, route: 'deposit' },
    async (tx) => {
      const settings = await readSettings(tx);
      const bankAccount = settings.BankAccounts.find(
        (account) => account.Id === input.BankAccountId,
      );
      if (!bankAccount) throw fieldError('BankAccountId', messages.bankAccountUnknown);
      const customer = await findUserById(tx, customerId);
      if (!customer?.code) throw new NotFoundError();
      const transferContent = await newTransferContent(tx, customer.code);
      const [inserted] = await tx
        .insert(depositRequests)
        .values({ customerId, amount: input.Amount, bankAccount, transferContent })
        .returning();
      if (!inserted) throw new Error('insert into deposit_requests returned no row');
      const code = codeFor('NT', inserted.id);
      await tx.update(depositRequests).set({ code }).where(eq(depositRequests.id, inserted.id));
      await addMessage(
        tx,
        customerId,
        MessageType.Finance,
        `Bạn đã tạo yêu cầu nạp ${formatVnd(input.Amount)} (${code}). Vui lòng chuyển khoản tới ${bankAccount.BankName} ${bankAccount.AccountNumber} với nội dung "${transferContent}".`,
      );
      const row = toDepositRow({ ...inserted, code });
      return {
        Id: row.Id,
        Code: code,
        Amount: row.Amount,
        TransferContent: transferContent,
        VietQR: row.VietQR,
        BankAccount: bankAccount,
      };
    },
  );
}

/**
 * Confirms a deposit: the row lock and the state check make a second click (or a second statement
 * line, or a concurrent staff member) find it already approved, so the wallet is credited once.
 */
export async function approveDeposit(
  tx: Transaction,
  input: { id: number; actorId: number; source: string },
): Promise<DepositRow> {
  const deposit = await lockDeposit(tx, { id: input.id });
  if (!deposit) throw new NotFoundError();
  assertRequestCanMove(deposit, RequestStatus.Approved);
  const code = deposit.code ?? '';
  const { balance } = await postEntry(tx, {
    customerId: deposit.customerId,
    type: TransactionType.Deposit,
    amount: deposit.amount,
    refCode: code,
    note: `Nạp tiền qua ${deposit.bankAccount.BankName} (${input.source})`,
    createdBy: input.actorId,
  });
  const reviewedAt = new Date();
  await tx
    .update(depositRequests)
    .set({ status: RequestStatus.Approved, reviewedBy: input.actorId, reviewedAt })
    .where(eq(depositRequests.id, deposit.id));
  await addMessage(
    tx,
    deposit.customerId,
    MessageType.Finance,
    `Yêu cầu nạp tiền ${code} đã được duyệt: +${formatVnd(deposit.amount)}. Số dư hiện tại: ${formatVnd(balance)}.`,
  );
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'deposit.approve',
    entity: 'deposit',
    entityId: code,
    before: { Status: deposit.status },
    after: { Status: RequestStatus.Approved, Amount: deposit.amount, Source: input.source },
  });
  return toDepositRow({
    ...deposit,
    status: RequestStatus.Approved,
    reviewedBy: input.actorId,
    reviewedAt,
  });
}

export async function rejectDeposit(
  tx: Transaction,
  input: { id: number; actorId: number; reason: string },
): Promise<DepositRow> {
  const deposit = await lockDeposit(tx, { id: input.id });
  if (!deposit) throw new NotFoundError();
  assertRequestCanMove(deposit, RequestStatus.Rejected);
  const reviewedAt = new Date();
  await tx
    .update(depositRequests)
    .set({
      status: RequestStatus.Rejected,
      rejectReason: input.reason,
      reviewedBy: input.actorId,
      reviewedAt,
    })
    .where(eq(depositRequests.id, deposit.id));
  await addMessage(
    tx,
    deposit.customerId,
    MessageType.Finance,
    `Yêu cầu nạp tiền ${deposit.code} (${formatVnd(deposit.amount)}) bị từ chối. Lý do: ${input.reason}`,
  );
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'deposit.reject',
    entity: 'deposit',
    entityId: deposit.code ?? '',
    before: { Status: deposit.status },
    after: { Status: RequestStatus.Rejected, Reason: input.reason },
  });
  return toDepositRow({
    ...deposit,
    status: RequestStatus.Rejected,
    rejectReason: input.reason,
    reviewedBy: input.actorId,
    reviewedAt,
  });
}
