import { eq } from 'drizzle-orm';
import {
  BagStatus,
  bagMachine,
  bagStatusNames,
  labelOf,
  TransportStatus,
  transportStatusNames,
  type BagDetail,
  type BagParcelRow,
} from '@app/shared';
import type { Database, Transaction } from '../db/client.js';
import { transports } from '../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../lib/errors.js';
import type { StaffScope } from '../lib/owner-scope.js';
import { writeAudit } from '../modules/audit/audit.repository.js';
import {
  bagCodeOf,
  bagParcelRow,
  lockBag,
  warehouseNameOf,
  type BagRecord,
} from '../modules/bags/bags.repository.js';
import { bagDetailOf } from '../modules/bags/bags.service.js';
import { destinationOf } from '../modules/transports/parcel-charges.js';
import { lockActiveTransport } from '../modules/transports/transports.repository.js';

/**
 * Parcels in and out of an open bag (DESIGN §11), one scan at a time: a flow because a scan
 * checks the parcel (its owner, where it is, where it goes) against the bag. Each refusal is a
 * sentence on the scanned field, answered at once so the scanner's operator puts it aside.
 */

/** The bag, locked and still open, else the refusal `field` shows. */
async function lockOpenBag(tx: Transaction, id: number, field: string): Promise<BagRecord> {
  const bag = await lockBag(tx, id);
  if (!bag) throw new NotFoundError();
  if (bag.status !== BagStatus.Open) {
    throw fieldError(field, 'bagNotOpen', {
      code: bag.code,
      status: labelOf(bagStatusNames, bag.status),
    });
  }
  return bag;
}

const audit = (
  tx: Transaction,
  scope: StaffScope,
  bag: BagRecord,
  action: 'bag.add-parcel' | 'bag.remove-parcel',
  parcel: string,
) =>
  writeAudit(tx, {
    actorId: scope.staffId,
    action,
    entity: bagMachine.entity,
    entityId: bag.code,
    after: { Parcel: parcel },
  });

/**
 * A scanned parcel (our code or its tracking number) into the open bag. Scanning a parcel already
 * in this bag again answers it again and changes nothing (a scanner's double read is harmless).
 */
export async function addParcelToBag(
  db: Database,
  scope: StaffScope,
  bagId: number,
  code: string,
): Promise<BagParcelRow> {
  return db.transaction(async (tx) => {
    const bag = await lockOpenBag(tx, bagId, 'Code');
    const parcel = await lockActiveTransport(tx, code);
    if (!parcel) throw fieldError('Code', 'bagParcelNotFound', { code });
    if (parcel.bagId === bag.id) return bagParcelRow(tx, parcel.id);
    const named = { code: parcel.code };
    if (parcel.customerId === null) throw fieldError('Code', 'bagParcelUnclaimed', named);
    if (parcel.status !== TransportStatus.InChinaWarehouse) {
      throw fieldError('Code', 'bagParcelNotInChina', {
        ...named,
        status: labelOf(transportStatusNames, parcel.status),
      });
    }
    if (parcel.bagId !== null) {
      throw fieldError('Code', 'bagParcelInOtherBag', {
        ...named,
        bag: await bagCodeOf(tx, parcel.bagId),
      });
    }
    const goesTo = await destinationOf(tx, parcel);
    if (goesTo !== bag.destinationWarehouseId) {
      throw fieldError('Code', 'bagParcelOtherDestination', {
        ...named,
        bag: bag.code,
        parcelWarehouse: (await warehouseNameOf(tx, goesTo)) || 'chưa rõ kho',
        bagWarehouse: await warehouseNameOf(tx, bag.destinationWarehouseId),
      });
    }
    await tx.update(transports).set({ bagId: bag.id }).where(eq(transports.id, parcel.id));
    await audit(tx, scope, bag, 'bag.add-parcel', parcel.code);
    return bagParcelRow(tx, parcel.id);
  });
}

/** A parcel taken out of the open bag (scanned in by mistake, or left for a later bag). */
export async function removeParcelFromBag(
  db: Database,
  scope: StaffScope,
  bagId: number,
  parcelId: number,
): Promise<BagDetail> {
  return db.transaction(async (tx) => {
    const bag = await lockOpenBag(tx, bagId, 'Id');
    const [parcel] = await tx
      .select({ id: transports.id, code: transports.code, bagId: transports.bagId })
      .from(transports)
      .where(eq(transports.id, parcelId))
      .for('update');
    if (!parcel) throw new NotFoundError();
    if (parcel.bagId !== bag.id) {
      throw ruleError('bagParcelNotInBag', { code: parcel.code, bag: bag.code });
    }
    await tx.update(transports).set({ bagId: null }).where(eq(transports.id, parcel.id));
    await audit(tx, scope, bag, 'bag.remove-parcel', parcel.code);
    return bagDetailOf(tx, bag.id);
  });
}
