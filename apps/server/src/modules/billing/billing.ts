import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BILL_PAYMENT_TYPES,
  billFigures,
  feeKindNames,
  labelOf,
  type BillFigures,
  type FeeKind,
} from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { feeLineHistory, feeLines, ledgerEntries } from '../../db/schema.js';
import { ownedBy, type OwnerScope } from '../../lib/owner-scope.js';
import type { LedgerRef } from '../wallet/ledger.js';
import { qualified } from '../../lib/qualified.js';

/**
 * What a customer owes for one thing (an order, a consignment, a delivery slip): its fee lines less
 * what the ledger shows was paid for it. The one computation every screen and every payment uses.
 */
export interface BillOwner {
  kind: Extract<LedgerRef['kind'], 'order' | 'consignment' | 'delivery'>;
  id: number;
  customerId: number;
}

/**
 * Sets a fee line to `amount`, creating it if needed; a change keeps its old and new amount, why
 * and who in the line's history. Setting the same amount again writes nothing.
 */
export async function setFeeLine(
  tx: Transaction,
  input: {
    owner: BillOwner;
    kind: FeeKind;
    amount: number;
    note?: string;
    reason: string;
    changedBy: number | null;
  },
): Promise<void> {
  const { owner } = input;
  const [current] = await tx
    .select({ id: feeLines.id, amount: feeLines.amount })
    .from(feeLines)
    .where(
      and(
        eq(feeLines.ownerKind, owner.kind),
        eq(feeLines.ownerId, owner.id),
        eq(feeLines.kind, input.kind),
      ),
    )
    .for('update');
  if (current?.amount === input.amount) return;
  let lineId = current?.id;
  if (lineId === undefined) {
    const [inserted] = await tx
      .insert(feeLines)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        customerId: owner.customerId,
        kind: input.kind,
        amount: input.amount,
        note: input.note ?? '',
      })
      .returning({ id: feeLines.id });
    lineId = inserted?.id;
  } else {
    await tx
      .update(feeLines)
      .set({ amount: input.amount, note: input.note ?? '', updatedAt: new Date() })
      .where(eq(feeLines.id, lineId));
  }
  if (lineId === undefined) throw new Error('fee line was not written');
  await tx.insert(feeLineHistory).values({
    feeLineId: lineId,
    kind: input.kind,
    oldAmount: current?.amount ?? 0,
    newAmount: input.amount,
    reason: input.reason,
    changedBy: input.changedBy,
  });
}

export interface FeeLineView {
  Kind: number;
  KindName: string;
  Amount: number;
  Note: string;
  History: { OldAmount: number; NewAmount: number; Reason: string; ChangedDate: string }[];
}

/** The fee lines of a bill, in the scope of the caller (another customer's: none). */
const linesOf = (owner: Omit<BillOwner, 'customerId'>, scope: OwnerScope) =>
  and(
    eq(feeLines.ownerKind, owner.kind),
    eq(feeLines.ownerId, owner.id),
    ownedBy(feeLines.customerId, scope),
  );

/** The lines of a bill with their history, in the scope of the caller (another's: none). */
export async function feeLinesOf(
  tx: Executor,
  scope: OwnerScope,
  owner: Omit<BillOwner, 'customerId'>,
): Promise<FeeLineView[]> {
  const lines = await tx
    .select()
    .from(feeLines)
    .where(linesOf(owner, scope))
    .orderBy(asc(feeLines.kind));
  if (lines.length === 0) return [];
  const history = await tx
    .select()
    .from(feeLineHistory)
    .where(
      inArray(
        feeLineHistory.feeLineId,
        lines.map((line) => line.id),
      ),
    )
    .orderBy(asc(feeLineHistory.id));
  return lines.map((line) => ({
    Kind: line.kind,
    KindName: labelOf(feeKindNames, line.kind),
    Amount: line.amount,
    Note: line.note,
    History: history
      .filter((change) => change.feeLineId === line.id)
      .map((change) => ({
        OldAmount: change.oldAmount,
        NewAmount: change.newAmount,
        Reason: change.reason,
        ChangedDate: change.changedAt.toISOString(),
      })),
  }));
}

/**
 * A bill from its fee lines and the ledger's payments for it (shared billFigures: total, paid,
 * signed balance, owed). The definition the kept sums of orders and consignments are proven equal
 * to (bill-sums.property.test.ts).
 */
export async function amountOwed(
  tx: Executor,
  scope: OwnerScope,
  owner: Omit<BillOwner, 'customerId'>,
): Promise<BillFigures> {
  const [fees] = await tx
    .select({ total: sql<string>`coalesce(sum(${qualified(feeLines.amount)}), 0)` })
    .from(feeLines)
    .where(linesOf(owner, scope));
  const [payments] = await tx
    .select({ paid: sql<string>`coalesce(-sum(${qualified(ledgerEntries.amount)}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.refKind, owner.kind),
        eq(ledgerEntries.refId, owner.id),
        inArray(ledgerEntries.type, [...BILL_PAYMENT_TYPES]),
        ownedBy(ledgerEntries.customerId, scope),
      ),
    );
  return billFigures(Number(fees?.total ?? 0), Number(payments?.paid ?? 0));
}
