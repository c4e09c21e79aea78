import { and, asc, eq } from 'drizzle-orm';
import {
  ComplaintStatus,
  complaintMachine,
  formatVnd,
  MessageType,
  OrderState,
  type AddComplaintInput,
  type ComplaintRow,
  type ResolveComplaintInput,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { refundComplaint } from '../../flows/complaint-refund.js';
import { complaints, orders, stateHistory } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { CustomerScope, StaffScope } from '../../lib/owner-scope.js';
import { addMessage } from '../messages/messages.repository.js';
import { recordCreation, transition, type TransitionSpec } from '../state-machine/transition.js';
import { attachToComplaint, lockLoosePhotos } from '../photos/photos.repository.js';
import { toComplaintRow, withPhotoUrl, type ComplaintRecord } from './complaints.repository.js';

/** How long after delivery an order may still be complained about (DESIGN §5). */
const COMPLAINT_DAYS_AFTER_DELIVERY = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the order was delivered, from its history: the first row in that state (a later row of the
 * same state is an event, such as a refund, which must not reopen the window); null while it is not.
 */
async function deliveredAt(tx: Transaction, orderId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: stateHistory.createdAt })
    .from(stateHistory)
    .where(
      and(
        eq(stateHistory.entity, 'order'),
        eq(stateHistory.entityId, orderId),
        eq(stateHistory.toStatus, OrderState.Delivered),
      ),
    )
    .orderBy(asc(stateHistory.id))
    .limit(1);
  return row?.at ?? null;
}

/** addComplain: on the caller's order, from the Vietnamese warehouse until 7 days after delivery. */
export async function addComplaint(
  db: Database,
  scope: CustomerScope,
  input: AddComplaintInput,
): Promise<ComplaintRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.OrderId), eq(orders.customerId, scope.customerId)));
    if (!order) throw new NotFoundError();
    const inVietnam =
      order.status >= OrderState.InVietnamWarehouse && order.status !== OrderState.Cancelled;
    const delivered = await deliveredAt(tx, order.id);
    const tooLate =
      delivered !== null &&
      Date.now() - delivered.getTime() > COMPLAINT_DAYS_AFTER_DELIVERY * DAY_MS;
    if (!inVietnam || tooLate) throw ruleError('complaintNotAllowed');
    const photoIds = input.PhotoIds ?? [];
    // Only the caller's own uploads not yet on a complaint; any other id refuses the whole call.
    const loose = photoIds.length > 0 ? await lockLoosePhotos(tx, scope.customerId, photoIds) : [];
    if (loose.length !== photoIds.length) throw fieldError('PhotoIds', 'photoUnknown');
    const [complaint] = await tx
      .insert(complaints)
      .values({
        customerId: scope.customerId,
        orderId: order.id,
        type: input.Type,
        content: input.Content,
        requestAmount: input.RequestAmount,
        imageUrls: input.ImageUrls,
      })
      .returning();
    if (!complaint) throw new Error('insert into complaints returned no row');
    if (photoIds.length > 0) await attachToComplaint(tx, photoIds, complaint.id);
    await recordCreation(tx, {
      entity: 'complaint',
      id: complaint.id,
      status: ComplaintStatus.Pending,
      mover: 'customer',
      actorId: scope.customerId,
    });
    await addMessage(
      tx,
      scope.customerId,
      MessageType.Complaint,
      `Chúng tôi đã nhận khiếu nại ${complaint.code} về đơn hàng ${order.code} và sẽ phản hồi sớm.`,
    );
    return withPhotoUrl(tx, scope, toComplaintRow(complaint, order.code));
  });
}

async function orderCodeOf(tx: Transaction, orderId: number) {
  const [order] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, orderId));
  return order?.code ?? '';
}

type StaffMove = Pick<
  TransitionSpec<ComplaintRecord, ComplaintStatus>,
  'to' | 'set' | 'effect' | 'message' | 'details' | 'note'
>;

/** Staff moves on a complaint, each through the transition table, answered as the console's row. */
async function moveByStaff(
  db: Database,
  scope: StaffScope,
  id: number,
  move: (tx: Transaction) => StaffMove,
) {
  return db.transaction(async (tx) => {
    const complaint = await transition<ComplaintRecord, ComplaintStatus>(tx, {
      machine: complaintMachine,
      table: complaints,
      id,
      scope,
      mover: 'staff',
      actorId: scope.staffId,
      ...move(tx),
    });
    const row = toComplaintRow(complaint, await orderCodeOf(tx, complaint.orderId));
    return withPhotoUrl(tx, scope, row);
  });
}

export async function takeComplaint(db: Database, scope: StaffScope, id: number) {
  return moveByStaff(db, scope, id, () => ({
    to: ComplaintStatus.Processing,
    message: (row) => ({
      type: MessageType.Complaint,
      note: `Khiếu nại ${row.code} đang được xử lý.`,
    }),
  }));
}

/** A staff answer as the end of a sentence: without the full stop it may or may not have. */
const answered = (response: string) => response.replace(/[\s.]+$/, '');

/**
 * Resolved with the staff's answer; a refund, if any, goes to the wallet and onto the order's bill
 * in the same transaction (flows/complaint-refund.ts). Resolving twice is refused by the move.
 */
export async function resolveComplaint(
  db: Database,
  scope: StaffScope,
  id: number,
  input: ResolveComplaintInput,
) {
  let orderCode = '';
  return moveByStaff(db, scope, id, (tx) => ({
    to: ComplaintStatus.Resolved,
    set: { response: input.Response, refundAmount: input.RefundAmount },
    effect: async (row) => {
      orderCode = await orderCodeOf(tx, row.orderId);
      if (input.RefundAmount === 0) return;
      await refundComplaint(tx, {
        complaint: row,
        amount: input.RefundAmount,
        staffId: scope.staffId,
      });
    },
    message: (row) => ({
      type: MessageType.Complaint,
      note: `Khiếu nại ${row.code} về đơn hàng ${orderCode} đã được giải quyết: ${answered(
        input.Response,
      )}.${
        input.RefundAmount > 0
          ? ` Đã hoàn ${formatVnd(input.RefundAmount)} cho đơn hàng ${orderCode} vào ví.`
          : ''
      }`,
      event: 'complaint.answered',
      code: row.code,
      ...(input.RefundAmount > 0 && { amount: input.RefundAmount }),
      link: `/#/order/${row.orderId}`,
    }),
    details: () => ({ Response: input.Response, RefundAmount: input.RefundAmount }),
    note: input.Response,
  }));
}

export async function rejectComplaint(
  db: Database,
  scope: StaffScope,
  id: number,
  responseText: string,
) {
  return moveByStaff(db, scope, id, () => ({
    to: ComplaintStatus.Rejected,
    set: { response: responseText },
    message: (row) => ({
      type: MessageType.Complaint,
      note: `Khiếu nại ${row.code} không được chấp nhận: ${responseText}`,
      event: 'complaint.answered',
      code: row.code,
      link: `/#/order/${row.orderId}`,
    }),
    details: () => ({ Response: responseText }),
    note: responseText,
  }));
}
