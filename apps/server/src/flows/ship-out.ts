import {
  BagStatus,
  bagMachine,
  bagStatusNames,
  labelOf,
  OrderState,
  TransportStatus,
  transportMachine,
  type AdminTransportRow,
  type ShipInput,
} from '@app/shared';
import type { Database, Transaction } from '../db/client.js';
import { bags, transports } from '../db/schema.js';
import { fieldError } from '../lib/errors.js';
import type { StaffScope } from '../lib/owner-scope.js';
import {
  bagCodeOf,
  lockBagByCode,
  lockParcelsOfBag,
  type BagRecord,
} from '../modules/bags/bags.repository.js';
import { transition } from '../modules/state-machine/transition.js';
import {
  adminTransportRow,
  type TransportRecord,
} from '../modules/transports/transports.repository.js';
import { advanceConsignment } from './consignment-progress.js';
import { lockByCode, moveOrder } from './warehouse-scans.js';

/**
 * Goods leave the Chinese warehouse for Vietnam (DESIGN §6, §11): closed bags whole and loose
 * parcels, in one batch. A flow because each parcel's move carries its order and consignment.
 */

/** One parcel leaves the Chinese warehouse; its order and consignment follow. */
async function shipParcel(
  tx: Transaction,
  scope: StaffScope,
  parcel: TransportRecord,
  field: 'TransportCodes' | 'BagCodes',
): Promise<AdminTransportRow> {
  // Nobody has claimed it: it has no destination, so it waits in China.
  if (parcel.customerId === null) {
    throw fieldError(field, 'unclaimedCannotShip', { code: parcel.transportCode });
  }
  const moved = await transition<TransportRecord, TransportStatus>(tx, {
    machine: transportMachine,
    table: transports,
    id: parcel.id,
    scope,
    to: TransportStatus.InTransit,
    mover: 'staff',
    actorId: scope.staffId,
    message: () => null,
  });
  await moveOrder(tx, scope, moved.orderId, {
    from: OrderState.InChinaWarehouse,
    to: OrderState.InTransit,
    message: (order) => `Đơn hàng ${order.code} đang được vận chuyển về Việt Nam.`,
  });
  if (moved.orderShipId !== null) {
    await advanceConsignment(tx, moved.orderShipId, {
      scope,
      mover: 'staff',
      actorId: scope.staffId,
    });
  }
  return adminTransportRow(tx, moved.id);
}

/** A closed bag leaves whole (DESIGN §11): the bag, then each parcel of its manifest. */
async function shipBag(
  tx: Transaction,
  scope: StaffScope,
  code: string,
): Promise<{ bag: BagRecord; parcels: AdminTransportRow[] }> {
  const bag = await lockBagByCode(tx, code);
  if (!bag) throw fieldError('BagCodes', 'bagNotFound', { code });
  if (bag.status === BagStatus.Open) throw fieldError('BagCodes', 'bagOpenCannotShip', { code });
  if (bag.status !== BagStatus.Closed) {
    throw fieldError('BagCodes', 'bagMoveRefused', {
      code,
      status: labelOf(bagStatusNames, bag.status),
    });
  }
  await transition<BagRecord, BagStatus>(tx, {
    machine: bagMachine,
    table: bags,
    id: bag.id,
    scope,
    to: BagStatus.InTransit,
    mover: 'staff',
    actorId: scope.staffId,
    set: { shippedAt: new Date() },
    message: () => null,
  });
  const parcels: AdminTransportRow[] = [];
  for (const parcel of await lockParcelsOfBag(tx, bag.id)) {
    parcels.push(await shipParcel(tx, scope, parcel, 'BagCodes'));
  }
  return { bag, parcels };
}

/**
 * Whole bags and loose parcels leave the Chinese warehouse for Vietnam, in one batch (all or
 * nothing). A loose parcel that sits in a bag goes with its bag, never alone.
 */
export async function shipParcels(
  db: Database,
  scope: StaffScope,
  input: ShipInput,
): Promise<AdminTransportRow[]> {
  return db.transaction(async (tx) => {
    const shipped: AdminTransportRow[] = [];
    const bagsShipped = new Set<number>();
    for (const code of new Set(input.BagCodes)) {
      const { bag, parcels } = await shipBag(tx, scope, code);
      bagsShipped.add(bag.id);
      shipped.push(...parcels);
    }
    for (const code of new Set(input.TransportCodes)) {
      const parcel = await lockByCode(tx, code);
      if (parcel.bagId !== null) {
        // Named with its bag in the same batch: it has just left with it.
        if (bagsShipped.has(parcel.bagId)) continue;
        throw fieldError('TransportCodes', 'parcelInBagShipWhole', {
          code,
          bag: await bagCodeOf(tx, parcel.bagId),
        });
      }
      shipped.push(await shipParcel(tx, scope, parcel, 'TransportCodes'));
    }
    return shipped;
  });
}
