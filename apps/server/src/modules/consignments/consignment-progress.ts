import { eq } from 'drizzle-orm';
import {
  consignmentMachine,
  FeeKind,
  formatVnd,
  insuranceFee,
  MessageType,
  OrderShipStatus,
  TransportStatus,
  woodenCrateFee,
  type Mover,
} from '@app/shared';
import type { Transaction } from '../../db/client.js';
import { orderShipItems, orderShips } from '../../db/schema.js';
import { customerScope, type OwnerScope } from '../../lib/owner-scope.js';
import { amountOwed, setFeeLine, type BillOwner } from '../billing/billing.js';
import { readSettings } from '../settings/settings.repository.js';
import { transition } from '../state-machine/transition.js';
import { formatKg } from '../transports/parcel-pricing.js';
import { parcelStatusesOf, parcelSumsOf } from '../transports/transports.repository.js';

export type OrderShipRecord = typeof orderShips.$inferSelect;

const billOf = (consignment: OrderShipRecord): BillOwner => ({
  kind: 'consignment',
  id: consignment.id,
  customerId: consignment.customerId,
});

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
  change: { reason: string; changedBy: number | null },
): Promise<void> {
  const [consignment] = await tx.select().from(orderShips).where(eq(orderShips.id, consignmentId));
  if (!consignment) return;
  const settings = await readSettings(tx);
  const owner = billOf(consignment);
  const rate = consignment.rateX100 / 100;
  const sums = await parcelSumsOf(tx, { orderShipId: consignmentId });
  // Nothing weighed yet: no shipping line to show (a 0 ₫ line would read as free shipping).
  if (sums.grams > 0) {
    await setFeeLine(tx, { owner, kind: FeeKind.Shipping, amount: sums.fee, ...change });
  }
  if (consignment.isWoodenCrate && sums.grams > 0) {
    await setFeeLine(tx, {
      owner,
      kind: FeeKind.WoodenCrate,
      amount: woodenCrateFee(sums.grams, settings.WoodenCrate, rate),
      note: `${formatKg(sums.grams)}: ¥${settings.WoodenCrate.FirstKgCNY} kg đầu + ¥${settings.WoodenCrate.NextKgCNY} mỗi kg tiếp`,
      ...change,
    });
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

/** Where a consignment's parcels say it should be: the status its live parcels have reached. */
function statusOfParcels(statuses: readonly number[]): OrderShipStatus {
  if (statuses.length === 0) return OrderShipStatus.NoTrackingNumber;
  if (statuses.every((status) => status >= TransportStatus.InVietnamWarehouse)) {
    return OrderShipStatus.AwaitingPayment;
  }
  if (statuses.some((status) => status >= TransportStatus.InTransit)) {
    return OrderShipStatus.InTransit;
  }
  return OrderShipStatus.AwaitingChina;
}

/**
 * Moves a consignment forward, step by step through the transition function, to where its parcels
 * now are: a tracking number makes it wait for China, the first parcel shipped puts it in transit,
 * the last received in Vietnam makes it due. Never moves it back, nor past "awaiting payment".
 */
export async function advanceConsignment(
  tx: Transaction,
  consignmentId: number,
  by: { scope: OwnerScope; mover: Mover; actorId: number | null },
): Promise<void> {
  const [current] = await tx
    .select({ status: orderShips.status, customerId: orderShips.customerId })
    .from(orderShips)
    .where(eq(orderShips.id, consignmentId));
  if (!current || current.status >= OrderShipStatus.AwaitingPayment) return;
  const target = statusOfParcels(await parcelStatusesOf(tx, { orderShipId: consignmentId }));
  for (let status = current.status + 1; status <= target; status++) {
    const to = status as OrderShipStatus;
    // The first step is the customer's own (a tracking number); the rest follow the warehouses,
    // which the system records when a customer's claim of a parcel already further along is the cause.
    const mover: Mover =
      to === OrderShipStatus.AwaitingChina || by.mover !== 'customer' ? by.mover : 'system';
    const owed =
      to === OrderShipStatus.AwaitingPayment
        ? (
            await amountOwed(tx, customerScope(current.customerId), {
              kind: 'consignment',
              id: consignmentId,
            })
          ).Owed
        : 0;
    await transition<OrderShipRecord, OrderShipStatus>(tx, {
      machine: consignmentMachine,
      table: orderShips,
      id: consignmentId,
      scope: by.scope,
      to,
      mover,
      actorId: mover === 'system' ? null : by.actorId,
      message: (row) =>
        to === OrderShipStatus.InTransit
          ? {
              type: MessageType.Transport,
              note: `Đơn ký gửi ${row.code} đang được vận chuyển về Việt Nam.`,
            }
          : to === OrderShipStatus.AwaitingPayment
            ? {
                type: MessageType.Transport,
                note: `Hàng của đơn ký gửi ${row.code} đã về kho Việt Nam. Số tiền cần thanh toán: ${formatVnd(owed)}.`,
              }
            : null,
    });
  }
}
