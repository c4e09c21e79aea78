import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FeeKind,
  formatYuanAtRate,
  labelOf,
  messages,
  OrderState,
  orderFieldValues,
  orderItemFieldValues,
  orderStateNames,
  type OrderDetail,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { BadRequestError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { setFeeLine } from '../billing/billing.js';
import { estimateOrder, pricingOfOrder } from './order-pricing.js';
import { itemsOf, type OrderRecord } from './orders.repository.js';
import { orderDetail } from './orders.service.js';

/** The customer's order, locked, if it may still be edited (awaiting its deposit). */
async function lockEditable(tx: Transaction, scope: CustomerScope, id: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, scope.customerId)))
    .for('update');
  if (!order) throw new NotFoundError();
  if (order.status !== OrderState.AwaitingDeposit) {
    throw ruleError('orderNotEditable', {
      code: order.code,
      status: labelOf(orderStateNames, order.status),
    });
  }
  return order;
}

/** Goods, buyer fee, inspection and the deposit follow an edit, each line with its history. */
async function reprice(tx: Transaction, scope: CustomerScope, order: OrderRecord) {
  const [items, pricing] = await Promise.all([itemsOf(tx, order.id), pricingOfOrder(tx, order)]);
  const estimate = estimateOrder(items, order, pricing);
  const owner = { kind: 'order' as const, id: order.id, customerId: scope.customerId };
  const line = (kind: FeeKind, amount: number, note = '') =>
    setFeeLine(tx, {
      owner,
      kind,
      amount,
      note,
      reason: 'Khách hàng sửa đơn',
      changedBy: scope.customerId,
    });
  // The goods line keeps saying how it is reckoned, as when the order was made.
  await line(FeeKind.Goods, estimate.goodsVnd, formatYuanAtRate(estimate.totalFen, pricing.rate));
  await line(FeeKind.BuyerFee, estimate.buyerFee);
  await line(FeeKind.Inspection, estimate.inspectionFee);
  await tx
    .update(orders)
    .set({ depositAmount: estimate.depositAmount })
    .where(eq(orders.id, order.id));
}

/** The field's value by its own rule; a refusal answers `{Value: [message]}`. */
function valueOf<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    // The field schema's own sentence (shared, like every message): no code to name here.
    throw new BadRequestError({
      Value: [parsed.error.issues[0]?.message ?? messages.cartFieldInvalid],
    });
  }
  return parsed.data;
}

/** updateorderfield: the order's note or options, while it awaits its deposit. */
export async function updateOrderField(
  db: Database,
  scope: CustomerScope,
  id: number,
  field: keyof typeof orderFieldValues,
  value: unknown,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockEditable(tx, scope, id);
    const change =
      field === 'Note'
        ? { note: valueOf(orderFieldValues.Note, value) }
        : field === 'IsInspection'
          ? { isInspection: valueOf(orderFieldValues.IsInspection, value) }
          : { isWoodenCrate: valueOf(orderFieldValues.IsWoodenCrate, value) };
    await tx.update(orders).set(change).where(eq(orders.id, id));
    await reprice(tx, scope, { ...order, ...change });
  });
  return orderDetail(db, scope, id);
}

/** updateorderitemfield: an item's quantity or note, while its order awaits its deposit. */
export async function updateOrderItemField(
  db: Database,
  scope: CustomerScope,
  itemId: number,
  field: keyof typeof orderItemFieldValues,
  value: unknown,
): Promise<OrderDetail> {
  const orderId = await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, itemId), eq(orders.customerId, scope.customerId)));
    if (!item) throw new NotFoundError();
    const order = await lockEditable(tx, scope, item.orderId);
    const change =
      field === 'Quantity'
        ? { quantity: valueOf(orderItemFieldValues.Quantity, value) }
        : { note: valueOf(orderItemFieldValues.Note, value) };
    await tx.update(orderItems).set(change).where(eq(orderItems.id, itemId));
    await reprice(tx, scope, order);
    return order.id;
  });
  return orderDetail(db, scope, orderId);
}
