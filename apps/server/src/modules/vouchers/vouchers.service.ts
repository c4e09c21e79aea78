import { sql } from 'drizzle-orm';
import {
  formatVnd,
  labelOf,
  MessageType,
  TransactionType,
  voucherKindNames,
  VoucherKind,
  voucherMachine,
  VoucherStatus,
  type CreateVoucherInput,
  type VoucherRow,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { fundBalances, vouchers } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { findUserById } from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { readSettings } from '../settings/settings.repository.js';
import { recordCreation, transition } from '../state-machine/transition.js';
import { postEntry } from '../wallet/ledger.js';
import { findVoucher, fundAccountsOf, type VoucherRecord } from './vouchers.repository.js';

/** A voucher written: waiting for a second person's approval; nothing has moved yet. */
export async function createVoucher(
  db: Database,
  scope: StaffScope,
  input: CreateVoucherInput,
  idempotencyKey: string | undefined,
): Promise<{ Id: number; Code: string }> {
  return runIdempotent(
    db,
    { userId: scope.staffId, key: idempotencyKey, route: 'voucher' },
    async (tx) => {
      const fund = fundAccountsOf(await readSettings(tx)).find(
        (account) => account.Id === input.FundAccountId,
      );
      if (!fund) throw fieldError('FundAccountId', 'fundAccountUnknown');
      const customerId = input.CustomerId ?? null;
      if (customerId !== null) {
        const customer = await findUserById(tx, customerId);
        if (customer?.role !== 'customer') throw fieldError('CustomerId', 'customerUnknown');
      }
      const [created] = await tx
        .insert(vouchers)
        .values({
          kind: input.Kind,
          amount: input.Amount,
          fundAccountId: fund.Id,
          fundAccountName: fund.Name,
          counterparty: input.Counterparty,
          reason: input.Reason,
          customerId,
          createdBy: scope.staffId,
        })
        .returning({ id: vouchers.id, code: vouchers.code, status: vouchers.status });
      if (!created) throw new Error('voucher not written');
      await recordCreation(tx, {
        entity: voucherMachine.entity,
        id: created.id,
        status: created.status,
        mover: 'staff',
        actorId: scope.staffId,
      });
      await writeAudit(tx, {
        actorId: scope.staffId,
        action: 'voucher.create',
        entity: voucherMachine.entity,
        entityId: created.code,
        after: {
          Kind: labelOf(voucherKindNames, input.Kind),
          Amount: input.Amount,
          FundAccount: fund.Name,
          Counterparty: input.Counterparty,
          Reason: input.Reason,
          ...(customerId !== null && { CustomerId: customerId }),
        },
      });
      return { Id: created.id, Code: created.code };
    },
  );
}

/** Maker-checker: whoever wrote a voucher never decides it (the database refuses it as well). */
function refuseOwnVoucher(voucher: VoucherRecord, scope: StaffScope): void {
  if (voucher.createdBy === scope.staffId) throw ruleError('voucherOwnApproval');
}

/** A fund's balance moved by `amount` (signed), its row locked until the approval commits. */
async function moveFund(tx: Transaction, fundAccountId: number, amount: number): Promise<number> {
  const [row] = await tx
    .insert(fundBalances)
    .values({ fundAccountId, balance: amount })
    .onConflictDoUpdate({
      target: fundBalances.fundAccountId,
      set: { balance: sql`${fundBalances.balance} + excluded.balance`, updatedAt: new Date() },
    })
    .returning({ balance: fundBalances.balance });
  return row?.balance ?? amount;
}

async function answer(db: Database | Transaction, id: number): Promise<VoucherRow> {
  const row = await findVoucher(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Approved by a second person: the fund's balance moves, and a customer's wallet with it through
 * the ledger (a receipt credits it, a payment debits it and is refused past the balance), all in
 * the approval's transaction.
 */
export async function approveVoucher(
  db: Database,
  scope: StaffScope,
  id: number,
  idempotencyKey: string | undefined,
): Promise<VoucherRow> {
  return runIdempotent(
    db,
    { userId: scope.staffId, key: idempotencyKey, route: `voucher:${id}:approve` },
    async (tx) => {
      const set: Record<string, unknown> = { decidedBy: scope.staffId, decidedAt: new Date() };
      await transition<VoucherRecord, VoucherStatus>(tx, {
        machine: voucherMachine,
        table: vouchers,
        id,
        scope,
        to: VoucherStatus.Approved,
        mover: 'staff',
        actorId: scope.staffId,
        set,
        effect: async (voucher) => {
          refuseOwnVoucher(voucher, scope);
          const signed = voucher.kind === VoucherKind.Receipt ? voucher.amount : -voucher.amount;
          set.fundBalanceAfter = await moveFund(tx, voucher.fundAccountId, signed);
          if (voucher.customerId === null) return;
          await postEntry(tx, {
            customerId: voucher.customerId,
            type: signed > 0 ? TransactionType.Deposit : TransactionType.Withdrawal,
            amount: signed,
            ref: { kind: 'voucher', id: voucher.id, code: voucher.code },
            note: `${labelOf(voucherKindNames, voucher.kind)} ${voucher.code}: ${voucher.reason}`,
            createdBy: scope.staffId,
          });
        },
        message: (voucher) => ({
          type: MessageType.Finance,
          code: voucher.code,
          amount: voucher.amount,
          note:
            voucher.kind === VoucherKind.Receipt
              ? `Đã cộng ${formatVnd(voucher.amount)} vào ví theo phiếu thu ${voucher.code}. Lý do: ${voucher.reason}.`
              : `Đã trừ ${formatVnd(voucher.amount)} khỏi ví theo phiếu chi ${voucher.code}. Lý do: ${voucher.reason}.`,
        }),
        details: (voucher) => ({ Amount: voucher.amount, FundBalanceAfter: set.fundBalanceAfter }),
      });
      return answer(tx, id);
    },
  );
}

/** Rejected by a second person, with why: nothing moves, ever. */
export async function rejectVoucher(
  db: Database,
  scope: StaffScope,
  id: number,
  reason: string,
): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    await transition<VoucherRecord, VoucherStatus>(tx, {
      machine: voucherMachine,
      table: vouchers,
      id,
      scope,
      to: VoucherStatus.Rejected,
      mover: 'staff',
      actorId: scope.staffId,
      set: { decidedBy: scope.staffId, decidedAt: new Date(), rejectReason: reason },
      effect: async (voucher) => refuseOwnVoucher(voucher, scope),
      message: () => null,
      details: () => ({ Reason: reason }),
    });
    return answer(tx, id);
  });
}
