import {
  cnyToFen,
  FeeKind,
  formatVnd,
  formatYuanAtRate,
  MessageType,
  OrderState,
  orderMachine,
  parseItemLink,
  TransactionType,
  TransportStatus,
  type CreateOrderInput,
  type OrderDetail,
  type OrderRow,
  type PaymentAnswer,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import type { CustomerScope, OwnerScope } from '../../lib/owner-scope.js';
import { findUserById } from '../accounts/users.repository.js';
import { amountOwed, feeLinesOf, setFeeLine } from '../billing/billing.js';
import { complaintsOfOrder } from '../complaints/complaints.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { recordCreation, statusHistory } from '../state-machine/transition.js';
import { moveParcelsOf } from '../transports/parcel-moves.js';
import { transportsOf } from '../transports/transports.repository.js';
import { lockFundsFor, postEntry } from '../wallet/ledger.js';
import { lockWallet } from '../wallet/wallet.repository.js';
import { moveOrder, refundOrder } from './order-moves.js';
import { estimateOrder, pricingFor, type OrderPricing } from './order-pricing.js';
import { photosOf } from '../photos/photos.repository.js';
import { shownItem } from './shown-item.js';
import {
  findOrder,
  insertOrder,
  itemsOf,
  listOrdersById,
  type NewOrderItem,
  type OrderRecord,
} from './orders.repository.js';

/** A new order: the shop's facts as insertOrder stores them, and its items. */
export type NewOrder = Pick<
  Parameters<typeof insertOrder>[2],
  'shopName' | 'shopLink' | 'site' | 'note' | 'isInspection' | 'isWoodenCrate'
> & { items: NewOrderItem[] };

/**
 * Makes an order in the caller's transaction: the rate of this moment is locked on it, and its
 * goods, buyer fee and inspection are written as fee lines; the deposit it needs is kept on it.
 */
export async function placeOrder(
  tx: Transaction,
  scope: CustomerScope,
  pricing: OrderPricing,
  input: NewOrder,
): Promise<OrderRecord> {
  const customer = await findUserById(tx, scope.customerId);
  if (!customer) throw new NotFoundError();
  const estimate = estimateOrder(input.items, input, pricing);
  const order = await insertOrder(
    tx,
    scope,
    {
      warehouseId: customer.warehouseId,
      shopName: input.shopName,
      shopLink: input.shopLink,
      site: input.site,
      note: input.note,
      isInspection: input.isInspection,
      isWoodenCrate: input.isWoodenCrate,
      rateX100: Math.round(pricing.rate * 100),
      depositAmount: estimate.depositAmount,
      levelName: pricing.levelName,
      depositPercentX100: Math.round(pricing.depositPercent * 100),
      buyerFeeDiscountX100: Math.round(pricing.levelDiscountPercent * 100),
    },
    input.items,
  );
  const owner = { kind: 'order' as const, id: order.id, customerId: scope.customerId };
  const line = (kind: FeeKind, amount: number, note: string) =>
    setFeeLine(tx, { owner, kind, amount, note, reason: 'Tạo đơn hàng', changedBy: null });
  await line(FeeKind.Goods, estimate.goodsVnd, formatYuanAtRate(estimate.totalFen, pricing.rate));
  await line(FeeKind.BuyerFee, estimate.buyerFee, '');
  if (input.isInspection) await line(FeeKind.Inspection, estimate.inspectionFee, '');
  await recordCreation(tx, {
    entity: 'order',
    id: order.id,
    status: OrderState.AwaitingDeposit,
    mover: 'customer',
    actorId: scope.customerId,
  });
  await addMessage(
    tx,
    scope.customerId,
    MessageType.Order,
    `Bạn đã tạo đơn hàng ${order.code} (${input.shopName}). Vui lòng đặt cọc ${formatVnd(estimate.depositAmount)} để chúng tôi mua hàng.`,
  );
  return order;
}

/** getorderdetails: the order, its items, fee lines with history, complaints and its timeline. */
export async function orderDetail(
  db: Database,
  scope: OwnerScope,
  id: number,
): Promise<OrderDetail> {
  const found = await findOrder(db, scope, id);
  if (!found) throw new NotFoundError();
  const { row, order } = found;
  const [items, lines, history, parcels, complaints, photos] = await Promise.all([
    itemsOf(db, id),
    feeLinesOf(db, scope, { kind: 'order', id }),
    statusHistory(db, orderMachine, id),
    transportsOf(db, scope, { orderId: order.id }),
    complaintsOfOrder(db, scope, order),
    photosOf(db, scope, 'orderId', order.id),
  ]);
  return {
    ...row,
    ShopLink: order.shopLink,
    Site: order.site,
    Note: order.note,
    IsInspection: order.isInspection,
    IsWoodenCrate: order.isWoodenCrate,
    Rate: order.rateX100 / 100,
    LevelName: order.levelName,
    DepositPercent: order.depositPercentX100 / 100,
    BuyerFeeDiscount: order.buyerFeeDiscountX100 / 100,
    RateLockedAt: order.rateLockedAt.toISOString(),
    Items: items.map((item) => ({
      ...shownItem(item),
      QuantityBought: item.quantityBought,
      QuantityReceived: item.quantityReceived,
      CountNote: item.countNote,
    })),
    CountedDate: order.countedAt?.toISOString() ?? null,
    FeeLines: lines,
    Transports: parcels,
    Complaints: complaints,
    Photos: photos,
    History: history.map(({ Status, StatusName, ...entry }) => ({
      State: Status,
      StateName: StatusName,
      ...entry,
    })),
  };
}

/** What one kind of payment of several orders takes: its state, its ledger type, its amount. */
interface OrderPayment {
  kind: 'deposit' | 'payment';
  to: OrderState;
  type: TransactionType;
  amountOf: (row: OrderRow) => number;
  note: (code: string) => string;
  message: (code: string, amount: number) => string;
}

const DEPOSIT: OrderPayment = {
  kind: 'deposit',
  to: OrderState.Deposited,
  type: TransactionType.OrderDeposit,
  amountOf: (row) => row.DepositAmount,
  note: (code) => `Đặt cọc đơn hàng ${code}`,
  message: (code, amount) =>
    `Bạn đã đặt cọc ${formatVnd(amount)} cho đơn hàng ${code}. Chúng tôi sẽ tiến hành mua hàng.`,
};

const REMAINDER: OrderPayment = {
  kind: 'payment',
  to: OrderState.Paid,
  type: TransactionType.OrderPayment,
  amountOf: (row) => row.AmountDue,
  note: (code) => `Thanh toán đơn hàng ${code}`,
  message: (code, amount) =>
    `Bạn đã thanh toán ${formatVnd(amount)} cho đơn hàng ${code}. Bạn có thể tạo yêu cầu giao hàng.`,
};

/**
 * One order's payment inside the caller's transaction: its move with the ledger row (held to one
 * per kind by the ledger's unique index) and, once paid in full in Vietnam, its parcels paid too.
 */
async function payOrder(
  tx: Transaction,
  scope: CustomerScope,
  id: number,
  amount: number,
  payment: OrderPayment,
): Promise<void> {
  await moveOrder(tx, scope, id, payment.to, {
    effect: async (order) => {
      if (amount === 0) return;
      await postEntry(tx, {
        customerId: scope.customerId,
        type: payment.type,
        amount: -amount,
        ref: { kind: 'order', id: order.id, code: order.code },
        note: payment.note(order.code),
        createdBy: scope.customerId,
      });
    },
    message: (order) => payment.message(order.code, amount),
  });
  if (payment.to === OrderState.Paid) {
    await moveParcelsOf(
      tx,
      { orderId: id },
      {
        from: TransportStatus.InVietnamWarehouse,
        to: TransportStatus.Paid,
        scope,
        mover: 'customer',
        actorId: scope.customerId,
      },
    );
  }
}

/** What an order in a Vietnamese warehouse still owes, paid inside a delivery request. */
export const payOrderRemainder = (
  tx: Transaction,
  scope: CustomerScope,
  id: number,
  amount: number,
) => payOrder(tx, scope, id, amount, REMAINDER);

/**
 * Several orders paid at once, all or nothing. The wallet is locked first and the total checked,
 * so too little money names the whole shortfall; each order then moves through the transition with
 * its own ledger row (which the ledger's unique index holds to one per kind).
 */
async function payOrders(
  db: Database,
  scope: CustomerScope,
  ids: readonly number[],
  idempotencyKey: string | undefined,
  payment: OrderPayment,
): Promise<PaymentAnswer> {
  const unique = [...new Set(ids)];
  return runIdempotent(
    db,
    {
      userId: scope.customerId,
      key: idempotencyKey,
      route: `order.${payment.kind}:${unique.join(',')}`,
    },
    async (tx) => {
      // Read after the wallet lock: a concurrent payment of the same things has finished.
      await lockWallet(tx, scope.customerId);
      const rows = await listOrdersById(tx, scope, unique);
      if (rows.length !== unique.length) throw new NotFoundError();
      const total = rows.reduce((sum, row) => sum + Math.max(0, payment.amountOf(row)), 0);
      const balance = await lockFundsFor(tx, scope.customerId, total);
      for (const row of rows) {
        await payOrder(tx, scope, row.Id, Math.max(0, payment.amountOf(row)), payment);
      }
      return { Amount: total, Balance: balance - total };
    },
  );
}

/** updateorderdeposit: the deposits of several orders awaiting them. */
export const payDeposits = (
  db: Database,
  scope: CustomerScope,
  ids: readonly number[],
  idempotencyKey: string | undefined,
) => payOrders(db, scope, ids, idempotencyKey, DEPOSIT);

/** updateorderpay: what is still owed on orders in a Vietnamese warehouse. */
export const payRemainders = (
  db: Database,
  scope: CustomerScope,
  ids: readonly number[],
  idempotencyKey: string | undefined,
) => payOrders(db, scope, ids, idempotencyKey, REMAINDER);

/**
 * cancelorder: the customer takes back an order before buying starts; whatever was paid for it
 * returns to the wallet at once, in the same transaction.
 */
export async function cancelOrder(
  db: Database,
  scope: CustomerScope,
  id: number,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    let refunded = 0;
    await moveOrder(tx, scope, id, OrderState.Cancelled, {
      effect: async (order) => {
        const { Paid } = await amountOwed(tx, scope, { kind: 'order', id: order.id });
        if (Paid <= 0) return;
        refunded = Paid;
        await refundOrder(tx, order, {
          amount: Paid,
          note: `Hoàn tiền đơn hàng ${order.code} đã hủy`,
          createdBy: scope.customerId,
        });
      },
      message: (order) =>
        refunded > 0
          ? `Bạn đã hủy đơn hàng ${order.code}. ${formatVnd(refunded)} đã được hoàn vào ví.`
          : `Bạn đã hủy đơn hàng ${order.code}.`,
    });
  });
  return orderDetail(db, scope, id);
}

/** createorder: an order straight from a form, without a cart. */
export async function createOrder(
  db: Database,
  scope: CustomerScope,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<{ Id: number; Code: string }> {
  const items = input.Items.map((item, index) => {
    const link = item.ProductLink ? parseItemLink(item.ProductLink) : null;
    if (item.ProductLink && !link)
      throw fieldError(`Items.${index}.ProductLink`, 'itemLinkInvalid');
    return {
      productName: item.ProductName,
      productLink: link?.Link ?? '',
      imageUrl: item.ImageUrl,
      properties: item.Properties,
      priceFen: cnyToFen(item.PriceCNY),
      quantity: item.Quantity,
      note: item.Note,
      itemId: link?.ItemId ?? '',
      skuId: '',
    };
  });
  return runIdempotent(
    db,
    { userId: scope.customerId, key: idempotencyKey, route: 'createorder' },
    async (tx) => {
      const order = await placeOrder(tx, scope, await pricingFor(tx, scope), {
        shopName: input.ShopName,
        shopLink: input.ShopLink,
        site: input.Site,
        note: input.Note,
        isInspection: input.IsInspection,
        isWoodenCrate: input.IsWoodenCrate,
        items,
      });
      return { Id: order.id, Code: order.code };
    },
  );
}
