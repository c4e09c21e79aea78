import { eq } from 'drizzle-orm';
import {
  consignmentMachine,
  formatVnd,
  MessageType,
  OrderShipStatus,
  TransportStatus,
  type Mover,
} from '@app/shared';
import type { Transaction } from '../db/client.js';
import { orderShips } from '../db/schema.js';
import { customerScope, type OwnerScope } from '../lib/owner-scope.js';
import { amountOwed } from '../modules/billing/billing.js';
import { transition } from '../modules/state-machine/transition.js';
import { parcelStatusesOf } from '../modules/transports/transports.repository.js';

type OrderShipRecord = typeof orderShips.$inferSelect;

/**
 * A consignment follows its parcels: each scan or claim of one of them may move it a step. A flow
 * because the warehouse scans (parcels) and the customer's own calls (consignments) both cause it.
 */

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
