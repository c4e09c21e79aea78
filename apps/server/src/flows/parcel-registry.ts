import { eq } from 'drizzle-orm';
import { MessageType, TransportStatus, transportMachine } from '@app/shared';
import type { Transaction } from '../db/client.js';
import { transports } from '../db/schema.js';
import { fieldError, isUniqueViolation } from '../lib/errors.js';
import { addMessage } from '../modules/messages/messages.repository.js';
import { recordCreation } from '../modules/state-machine/transition.js';
import { quoteParcel, weighedOf } from '../modules/transports/parcel-charges.js';
import { chargeOwnerOf } from './owner-charges.js';
import {
  lockActiveTransport,
  type TransportRecord,
} from '../modules/transports/transports.repository.js';

export interface ParcelRegistration {
  transportCode: string;
  customerId: number;
  /** The order whose shop shipped it, or the consignment it carries. */
  owner: { orderId: number } | { orderShipId: number };
  /** The Vietnamese warehouse it goes to. */
  destinationId: number | null;
  /** Who registers it: the customer (a consignment) or a staff member (a shop's shipment). */
  actor: { mover: 'customer' | 'staff'; id: number };
  /** The payload field a refusal names. */
  field: string;
}

/** A parcel's first timeline row, as `actor` made it (a customer, a staff member). */
export const recordParcelCreation = (
  tx: Transaction,
  parcel: { id: number; status: number },
  actor: ParcelRegistration['actor'],
  note?: string,
) =>
  recordCreation(
    tx,
    {
      entity: transportMachine.entity,
      id: parcel.id,
      status: parcel.status,
      mover: actor.mover,
      actorId: actor.id,
    },
    note,
  );

/**
 * A tracking number joins an order or a consignment. A number already active on someone's parcel
 * is refused; one that staff received as unclaimed (kiện vô chủ) is claimed at once, with its
 * weight, and charged to its new owner; any other becomes a new parcel awaiting China.
 */
export async function registerParcel(
  tx: Transaction,
  input: ParcelRegistration,
): Promise<{ parcel: TransportRecord; claimed: boolean }> {
  const inUse = () => fieldError(input.field, 'transportCodeInUse', { code: input.transportCode });
  const link =
    'orderId' in input.owner
      ? { orderId: input.owner.orderId }
      : { orderShipId: input.owner.orderShipId };
  const existing = await lockActiveTransport(tx, input.transportCode);
  if (existing && existing.customerId !== null) throw inUse();

  if (existing) {
    const weighed = weighedOf(existing);
    const charge = weighed
      ? await quoteParcel(tx, weighed, {
          id: existing.id,
          customerId: input.customerId,
          destinationId: input.destinationId,
          orderId: null,
          orderShipId: null,
          ...link,
        })
      : null;
    const stillInChina = existing.status < TransportStatus.InVietnamWarehouse;
    const [parcel] = await tx
      .update(transports)
      .set({
        customerId: input.customerId,
        ...link,
        warehouseId: stillInChina ? input.destinationId : existing.warehouseId,
        ...(charge && {
          volumeGrams: charge.volumeGrams,
          chargedGrams: charge.chargedGrams,
          fee: charge.fee,
          feeFormula: charge.formula,
        }),
      })
      .where(eq(transports.id, existing.id))
      .returning();
    if (!parcel) throw new Error('the claimed parcel vanished inside its transaction');
    await recordParcelCreation(
      tx,
      parcel,
      input.actor,
      'Kiện vô chủ được nhận về theo mã vận đơn của khách hàng',
    );
    await addMessage(
      tx,
      input.customerId,
      MessageType.Transport,
      `Kiện ${parcel.transportCode} đã về kho từ trước khi được đăng ký và nay thuộc về bạn${charge ? `: ${charge.formula}` : ''}.`,
    );
    await chargeOwnerOf(tx, parcel, {
      reason: `Nhận kiện vô chủ ${parcel.transportCode}`,
      changedBy: input.actor.mover === 'staff' ? input.actor.id : null,
    });
    return { parcel, claimed: true };
  }

  try {
    const [parcel] = await tx
      .insert(transports)
      .values({
        transportCode: input.transportCode,
        customerId: input.customerId,
        ...link,
        warehouseId: input.destinationId,
      })
      .returning();
    if (!parcel) throw new Error('insert into transports returned no row');
    await recordParcelCreation(tx, parcel, input.actor);
    return { parcel, claimed: false };
  } catch (error) {
    // Two requests registering one new number at once: the index lets one through.
    if (isUniqueViolation(error, 'transports_active_code_key')) throw inUse();
    throw error;
  }
}
