import { eq } from 'drizzle-orm';
import {
  FeeKind,
  formatCny,
  formatVnd,
  insuranceFee,
  woodenCrateFee,
  type Settings,
} from '@app/shared';
import type { Transaction } from '../db/client.js';
import { orderShipItems, orderShips, orders } from '../db/schema.js';
import { setFeeLine, type BillOwner } from '../modules/billing/billing.js';
import { readSettings } from '../modules/settings/settings.repository.js';
import { priceShipment, type PricedShipment } from '../modules/transports/parcel-charges.js';
import { formatKg } from '../modules/transports/parcel-pricing.js';
import type { TransportRecord } from '../modules/transports/transports.repository.js';

/**
 * The fee lines an order or a consignment owes for its parcels: written whenever a parcel is
 * weighed, claimed or changes hands, and when a consignment's declared goods change. A flow, not a
 * part of either owner's module, because parcels (transports) and both of their owners meet here.
 */

/** The wooden-crate line of goods weighing `grams`, at the bill's rate, with how it is reckoned. */
const woodenCrateLine = (crate: Settings['WoodenCrate'], grams: number, rate: number) => ({
  kind: FeeKind.WoodenCrate,
  amount: woodenCrateFee(grams, crate, rate),
  note: `${formatKg(grams)}: ${formatCny(crate.FirstKgCNY)} kg đầu + ${formatCny(crate.NextKgCNY)} mỗi kg tiếp`,
});

const billOf = (consignment: typeof orderShips.$inferSelect): BillOwner => ({
  kind: 'consignment',
  id: consignment.id,
  customerId: consignment.customerId,
});

type Change = { reason: string; changedBy: number | null };

/**
 * The shipping line of an order or a consignment from its priced shipment (priceShipment: its
 * parcels priced together by the band of their total charged weight): the sum of their fees to
 * the đồng. The line's note names the band; its history says which parcels a band change re-priced.
 */
async function setShippingLine(
  tx: Transaction,
  owner: BillOwner,
  shipment: PricedShipment,
  change: Change,
): Promise<void> {
  const band = shipment.band ? `, ${shipment.band}` : '';
  const repriced =
    shipment.repriced.length > 0
      ? `; tổng ${formatKg(shipment.grams)}${band}: tính lại phí kiện ${shipment.repriced.join(', ')}`
      : '';
  await setFeeLine(tx, {
    owner,
    kind: FeeKind.Shipping,
    amount: shipment.fee,
    note: `${shipment.parcelCount} kiện, tổng ${formatKg(shipment.grams)}${band}`,
    reason: `${change.reason}${repriced}`,
    changedBy: change.changedBy,
  });
}

/** The declared goods value in fen (Σ price × quantity of its items). */
export async function declaredFenOf(tx: Transaction, consignmentId: number): Promise<number> {
  const items = await tx
    .select({ priceFen: orderShipItems.priceFen, quantity: orderShipItems.quantity })
    .from(orderShipItems)
    .where(eq(orderShipItems.orderShipId, consignmentId));
  return items.reduce((sum, item) => sum + item.priceFen * item.quantity, 0);
}

/**
 * Writes a consignment's fee lines from what is known now: shipping and the wooden crate from its
 * weighed parcels, insurance from the declared value at the consignment's rate. Each change keeps
 * its reason in the line's history.
 */
export async function chargeConsignment(
  tx: Transaction,
  consignmentId: number,
  change: Change,
): Promise<void> {
  const [consignment] = await tx.select().from(orderShips).where(eq(orderShips.id, consignmentId));
  if (!consignment) return;
  const settings = await readSettings(tx);
  const owner = billOf(consignment);
  const rate = consignment.rateX100 / 100;
  const shipment = await priceShipment(tx, { orderShipId: consignmentId });
  // Nothing weighed yet: no shipping line to show (a 0 ₫ line would read as free shipping).
  if (shipment.grams > 0) {
    await setShippingLine(tx, owner, shipment, change);
    if (consignment.isWoodenCrate) {
      await setFeeLine(tx, {
        owner,
        ...woodenCrateLine(settings.WoodenCrate, shipment.grams, rate),
        ...change,
      });
    }
  }
  if (consignment.isInsurance) {
    const declaredFen = await declaredFenOf(tx, consignmentId);
    const declaredVnd = Math.round((declaredFen * rate) / 100);
    await setFeeLine(tx, {
      owner,
      kind: FeeKind.Insurance,
      amount: insuranceFee(declaredVnd, settings.InsurancePercent),
      note: `${settings.InsurancePercent} % của giá trị khai báo ${formatVnd(declaredVnd)}`,
      ...change,
    });
  }
}

/**
 * The order's shipping (and crate) lines are the sum over its weighed parcels; recomputed each time
 * a parcel is weighed so the line's history shows each step.
 */
async function chargeOrder(tx: Transaction, orderId: number, change: Change): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const owner = { kind: 'order' as const, id: orderId, customerId: order.customerId };
  const shipment = await priceShipment(tx, { orderId });
  await setShippingLine(tx, owner, shipment, change);
  if (order.isWoodenCrate) {
    const settings = await readSettings(tx);
    await setFeeLine(tx, {
      owner,
      ...woodenCrateLine(settings.WoodenCrate, shipment.grams, order.rateX100 / 100),
      ...change,
    });
  }
}

/** After a parcel's charge changed: the fee lines of the order or consignment it belongs to. */
export async function chargeOwnerOf(
  tx: Transaction,
  parcel: Pick<TransportRecord, 'orderId' | 'orderShipId'>,
  change: Change,
): Promise<void> {
  if (parcel.orderId !== null) await chargeOrder(tx, parcel.orderId, change);
  if (parcel.orderShipId !== null) await chargeConsignment(tx, parcel.orderShipId, change);
}
