import { eq } from 'drizzle-orm';
import {
  fenToVnd,
  formatVnd,
  isCountable,
  labelOf,
  MessageType,
  orderStateNames,
  type CountInput,
} from '@app/shared';
import type { Transaction } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { writeAudit } from '../audit/audit.repository.js';
import { proposeComplaint, withdrawProposal } from '../complaints/complaint-proposals.js';
import { addMessage } from '../messages/messages.repository.js';
import { itemsOf, type OrderItemRecord } from './orders.repository.js';

/** One item short: how many of it the warehouse did not find. */
interface Missing {
  item: OrderItemRecord;
  expected: number;
  missing: number;
}

/** What the customer should have received of an item: what was bought, or ordered before that. */
const expectedOf = (item: OrderItemRecord) => item.quantityBought ?? item.quantity;

/** The items counted short, by the quantities the items carry. */
function shortOf(items: readonly OrderItemRecord[]): Missing[] {
  return items.flatMap((item) => {
    if (item.quantityReceived === null) return [];
    const expected = expectedOf(item);
    const missing = expected - item.quantityReceived;
    return missing > 0 ? [{ item, expected, missing }] : [];
  });
}

/** A shortfall as one comparable key: which item misses how many. */
const keyOf = (short: readonly Missing[]) =>
  short.map(({ item, missing }) => `${item.id}:${missing}`).join(',');

const nameOf = (item: OrderItemRecord) =>
  item.properties ? `${item.productName} (${item.properties})` : item.productName;

/**
 * Staff count an order's items (PUT orders/{id}/count), in the caller's transaction, the order's
 * row locked: each item's counted quantity and note, the counting time and the audit row. When the
 * shortfall changes, the customer is told, and a "Thiếu hàng" complaint is prepared for them to
 * send in one click (or withdrawn, when a recount finds everything): missing × the item's price at
 * the order's locked rate. A recount replaces the figures; the audit keeps the earlier ones.
 * Orders own the count; the complaint it prepares is the complaints module's (orders already read
 * complaints, never the other way), so this is no flow: flows are imported by complaints.
 */
export async function countOrder(
  tx: Transaction,
  scope: StaffScope,
  id: number,
  input: CountInput,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw new NotFoundError();
  if (!order.isInspection) throw ruleError('countNotChosen', { code: order.code });
  if (!isCountable(order.status)) {
    throw ruleError('countWrongState', {
      code: order.code,
      status: labelOf(orderStateNames, order.status),
    });
  }
  const items = await itemsOf(tx, order.id);
  const given = new Map(input.Items.map((item) => [item.Id, item]));
  if (items.length !== given.size || items.some((item) => !given.has(item.id))) {
    throw fieldError('Items', 'itemsMismatch');
  }
  const wasCounted = order.countedAt !== null;
  const before = shortOf(items);
  const counted = items.map((item) => {
    const entry = given.get(item.id)!;
    return { ...item, quantityReceived: entry.QuantityReceived, countNote: entry.Note };
  });
  for (const item of counted) {
    await tx
      .update(orderItems)
      .set({ quantityReceived: item.quantityReceived, countNote: item.countNote })
      .where(eq(orderItems.id, item.id));
  }
  const countedAt = new Date();
  await tx.update(orders).set({ countedAt }).where(eq(orders.id, order.id));
  const figures = (rows: readonly OrderItemRecord[]) =>
    rows.map((item) => ({
      Id: item.id,
      QuantityReceived: item.quantityReceived,
      Note: item.countNote,
    }));
  await writeAudit(tx, {
    actorId: scope.staffId,
    action: 'order.count',
    entity: 'order',
    entityId: order.code,
    before: { Items: figures(items), CountedDate: order.countedAt?.toISOString() ?? null },
    after: { Items: figures(counted), CountedDate: countedAt.toISOString() },
  });

  const short = shortOf(counted);
  const changed = !wasCounted || keyOf(short) !== keyOf(before);
  if (short.length === 0) {
    await withdrawProposal(tx, scope, order.id);
    if (changed) {
      await addMessage(
        tx,
        order.customerId,
        MessageType.Order,
        `Kho đã kiểm đếm đơn hàng ${order.code}: đủ hàng.`,
      );
    }
    return;
  }
  const rate = order.rateX100 / 100;
  const amount = fenToVnd(
    short.reduce((sum, { item, missing }) => sum + item.priceFen * missing, 0),
    rate,
  );
  const lines = short.map(
    ({ item, expected, missing }) =>
      `- ${nameOf(item)}: thiếu ${missing} (cần ${expected}, kho đếm được ${item.quantityReceived})${
        item.countNote ? `. Ghi chú của kho: ${item.countNote}` : ''
      }`,
  );
  // The amount travels as the complaint's RequestAmount, shown beside its content everywhere.
  const content = [`Kho kiểm đếm đơn hàng ${order.code} thiếu hàng:`, ...lines].join('\n');
  // A shortfall the customer already answered (sent or set aside) is not proposed twice; one still
  // waiting for them takes the recount's figures and notes.
  await proposeComplaint(
    tx,
    { order: { id: order.id, code: order.code, customerId: order.customerId }, content, amount },
    changed,
  );
  if (changed) {
    const named = short.map(({ item, missing }) => `${nameOf(item)} thiếu ${missing}`).join('; ');
    await addMessage(
      tx,
      order.customerId,
      MessageType.Order,
      `Kho kiểm đếm đơn hàng ${order.code} thiếu hàng: ${named}. Khiếu nại đề nghị hoàn ${formatVnd(amount)} đã được soạn sẵn, vui lòng xác nhận trên trang đơn hàng.`,
    );
  }
}
