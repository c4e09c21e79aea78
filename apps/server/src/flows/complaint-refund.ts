import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { FeeKind, formatVnd, TransactionType } from '@app/shared';
import type { Transaction } from '../db/client.js';
import { complaints, orders } from '../db/schema.js';
import { NotFoundError, ruleError } from '../lib/errors.js';
import { customerScope } from '../lib/owner-scope.js';
import { amountOwed, setFeeLine } from '../modules/billing/billing.js';
import { recordEvent } from '../modules/state-machine/transition.js';
import { postEntry } from '../modules/wallet/ledger.js';

/** A complaint's refund: the complaint, what staff give back, and who. */
export interface ComplaintRefund {
  complaint: { id: number; code: string; orderId: number; customerId: number };
  amount: number;
  staffId: number;
}

/**
 * A complaint resolved with a refund (DESIGN §5), in the transaction that resolves it. The money
 * goes back to the wallet as a refund of the order (type 6, referenced to the order, so what the
 * order shows as paid falls by it), and the order's bill gets a "Hoàn tiền khiếu nại" line of
 * minus everything its complaints refunded (so its total falls by the same): what is owed does not
 * move, and the order never looks owed again. The order's history says so. A flow, because the
 * complaint, the wallet, the bill and the order meet here.
 */
export async function refundComplaint(tx: Transaction, refund: ComplaintRefund): Promise<void> {
  const { complaint, amount } = refund;
  // The order's row is the lock: two complaints of one order refunded at once add up in turn.
  const [order] = await tx
    .select({ id: orders.id, code: orders.code, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, complaint.orderId), eq(orders.customerId, complaint.customerId)))
    .for('update');
  if (!order) throw new NotFoundError();
  const owner = { kind: 'order' as const, id: order.id, customerId: complaint.customerId };
  const { Paid } = await amountOwed(tx, customerScope(complaint.customerId), owner);
  if (amount > Paid) {
    throw ruleError('complaintRefundTooHigh', { paid: formatVnd(Paid), code: order.code });
  }
  const sentence = `Hoàn ${formatVnd(amount)} cho khiếu nại ${complaint.code} vào ví`;
  await postEntry(tx, {
    customerId: complaint.customerId,
    type: TransactionType.Refund,
    amount,
    ref: { kind: 'order', id: order.id, code: order.code },
    note: sentence,
    createdBy: refund.staffId,
  });
  // This complaint's refund is not on its row yet: the move that resolves it writes it after.
  const earlier = await tx
    .select({ code: complaints.code, refundAmount: complaints.refundAmount })
    .from(complaints)
    .where(
      and(
        eq(complaints.orderId, order.id),
        ne(complaints.id, complaint.id),
        gt(complaints.refundAmount, 0),
      ),
    )
    .orderBy(asc(complaints.id));
  const refunds = [...earlier, { code: complaint.code, refundAmount: amount }];
  await setFeeLine(tx, {
    owner,
    kind: FeeKind.ComplaintRefund,
    amount: -refunds.reduce((sum, row) => sum + row.refundAmount, 0),
    note: refunds.map((row) => `${row.code}: ${formatVnd(row.refundAmount)}`).join('; '),
    reason: sentence,
    changedBy: refund.staffId,
  });
  await recordEvent(
    tx,
    {
      entity: 'order',
      id: order.id,
      status: order.status,
      mover: 'staff',
      actorId: refund.staffId,
    },
    sentence,
  );
}
