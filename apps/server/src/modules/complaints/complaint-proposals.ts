import { and, eq } from 'drizzle-orm';
import {
  ComplaintStatus,
  complaintMachine,
  ComplaintType,
  MessageType,
  type ComplaintRow,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { complaints, orders } from '../../db/schema.js';
import type { CustomerScope, StaffScope } from '../../lib/owner-scope.js';
import { recordCreation, transition } from '../state-machine/transition.js';
import { toComplaintRow, withPhotoUrl, type ComplaintRecord } from './complaints.repository.js';

/** What a count found missing on an order, as the complaint prepared for its customer says it. */
export interface Shortfall {
  order: { id: number; code: string; customerId: number };
  content: string;
  amount: number;
}

/** The order's complaint still waiting for its customer: at most one, as only a count makes it. */
async function proposedOf(tx: Transaction, orderId: number): Promise<ComplaintRecord | undefined> {
  const [row] = await tx
    .select()
    .from(complaints)
    .where(and(eq(complaints.orderId, orderId), eq(complaints.status, ComplaintStatus.Proposed)))
    .for('update');
  return row;
}

/**
 * The complaint a count prepares for the customer (in the count's transaction, the order's row
 * locked by it): the waiting one rewritten to the recount's figures, or a new one when `create`
 * (a shortfall the customer has not answered yet). Staff never see it until the customer sends it.
 */
export async function proposeComplaint(
  tx: Transaction,
  shortfall: Shortfall,
  create: boolean,
): Promise<void> {
  const waiting = await proposedOf(tx, shortfall.order.id);
  if (!waiting && !create) return;
  if (waiting) {
    await tx
      .update(complaints)
      .set({ content: shortfall.content, requestAmount: shortfall.amount })
      .where(eq(complaints.id, waiting.id));
    return;
  }
  const [created] = await tx
    .insert(complaints)
    .values({
      customerId: shortfall.order.customerId,
      orderId: shortfall.order.id,
      type: ComplaintType.Missing,
      content: shortfall.content,
      requestAmount: shortfall.amount,
      status: ComplaintStatus.Proposed,
    })
    .returning({ id: complaints.id });
  if (!created) throw new Error('insert into complaints returned no row');
  await recordCreation(tx, {
    entity: 'complaint',
    id: created.id,
    status: ComplaintStatus.Proposed,
    mover: 'system',
    actorId: null,
  });
}

/** A recount found the goods complete: the complaint still waiting for the customer is withdrawn. */
export async function withdrawProposal(
  tx: Transaction,
  scope: StaffScope,
  orderId: number,
): Promise<void> {
  const waiting = await proposedOf(tx, orderId);
  if (!waiting) return;
  await transition<ComplaintRecord, ComplaintStatus>(tx, {
    machine: complaintMachine,
    table: complaints,
    id: waiting.id,
    scope,
    to: ComplaintStatus.Dismissed,
    mover: 'staff',
    actorId: scope.staffId,
    // The count's own message tells the customer the goods are complete.
    message: () => null,
    note: 'Kiểm đếm lại đủ hàng',
  });
}

/**
 * The customer's answer to a prepared complaint: sent to staff as a complaint waiting for them
 * (accept), or set aside (dismiss). Another customer's complaint is a 404, any other state refused.
 */
export async function answerProposal(
  db: Database,
  scope: CustomerScope,
  id: number,
  answer: 'accept' | 'dismiss',
): Promise<ComplaintRow> {
  return db.transaction(async (tx) => {
    const complaint = await transition<ComplaintRecord, ComplaintStatus>(tx, {
      machine: complaintMachine,
      table: complaints,
      id,
      scope,
      to: answer === 'accept' ? ComplaintStatus.Pending : ComplaintStatus.Dismissed,
      mover: 'customer',
      actorId: scope.customerId,
      message: (row) =>
        answer === 'accept'
          ? {
              type: MessageType.Complaint,
              note: `Chúng tôi đã nhận khiếu nại ${row.code} về hàng thiếu khi kiểm đếm và sẽ phản hồi sớm.`,
            }
          : null,
    });
    const [order] = await tx
      .select({ code: orders.code })
      .from(orders)
      .where(eq(orders.id, complaint.orderId));
    return withPhotoUrl(tx, scope, toComplaintRow(complaint, order?.code ?? ''));
  });
}
