import {
  BagStatus,
  bagMachine,
  type BagDetail,
  type CloseBagInput,
  type CreateBagInput,
  type ReceiveBagInput,
} from '@app/shared';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { bags } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { writeAudit } from '../audit/audit.repository.js';
import { transition } from '../state-machine/transition.js';
import { warehouseExists } from '../warehouses/warehouses.repository.js';
import { findBagDetail, insertBag, parcelCountOf, type BagRecord } from './bags.repository.js';

/** A bag's life besides its parcels (DESIGN §11): opened, closed, reopened, received in Vietnam. */

/** The bag as the console shows it; a 404 when there is none. */
export async function bagDetailOf(tx: Executor, id: number): Promise<BagDetail> {
  const detail = await findBagDetail(tx, id);
  if (!detail) throw new NotFoundError();
  return detail;
}

/** A new open bag for a Vietnamese warehouse (from a given origin where there are several). */
export async function createBag(
  db: Database,
  scope: StaffScope,
  input: CreateBagInput,
): Promise<{ Id: number; Code: string }> {
  return db.transaction(async (tx) => {
    if (!(await warehouseExists(tx, input.DestinationWarehouseId))) {
      throw fieldError('DestinationWarehouseId', 'warehouseUnknown');
    }
    if (input.WarehouseId !== undefined && !(await warehouseExists(tx, input.WarehouseId))) {
      throw fieldError('WarehouseId', 'warehouseUnknown');
    }
    const bag = await insertBag(tx, {
      destinationWarehouseId: input.DestinationWarehouseId,
      originWarehouseId: input.WarehouseId ?? null,
      createdBy: scope.staffId,
    });
    await writeAudit(tx, {
      actorId: scope.staffId,
      action: 'bag.create',
      entity: bagMachine.entity,
      entityId: bag.code,
      after: { Status: bag.status, DestinationWarehouseId: bag.destinationWarehouseId },
    });
    return { Id: bag.id, Code: bag.code };
  });
}

/** A staff member's move of a bag through the one transition function. */
const moveBag = (
  tx: Transaction,
  scope: StaffScope,
  move: {
    id: number;
    to: BagStatus;
    set?: Record<string, unknown>;
    effect?: (bag: BagRecord) => Promise<void>;
    details?: () => Record<string, unknown>;
  },
) =>
  transition<BagRecord, BagStatus>(tx, {
    machine: bagMachine,
    table: bags,
    scope,
    mover: 'staff',
    actorId: scope.staffId,
    // A bag belongs to no customer: its parcels tell theirs as they move.
    message: () => null,
    ...move,
  });

/** Closed with its weight and sizes: its manifest is fixed from now on. An empty bag stays open. */
export async function closeBag(
  db: Database,
  scope: StaffScope,
  id: number,
  input: CloseBagInput,
): Promise<BagDetail> {
  return db.transaction(async (tx) => {
    const mm = (cm: number | undefined) => (cm === undefined ? null : Math.round(cm * 10));
    await moveBag(tx, scope, {
      id,
      to: BagStatus.Closed,
      set: {
        weightGrams: Math.round(input.Weight * 1000),
        lengthMm: mm(input.Length),
        widthMm: mm(input.Width),
        heightMm: mm(input.Height),
        closedAt: new Date(),
      },
      effect: async (bag) => {
        if ((await parcelCountOf(tx, bag.id)) === 0)
          throw ruleError('bagEmpty', { code: bag.code });
      },
      details: () => ({ Weight: input.Weight }),
    });
    return bagDetailOf(tx, id);
  });
}

/** Opened again before it leaves (a parcel forgotten or scanned in by mistake); weighed again later. */
export async function reopenBag(db: Database, scope: StaffScope, id: number): Promise<BagDetail> {
  return db.transaction(async (tx) => {
    await moveBag(tx, scope, {
      id,
      to: BagStatus.Open,
      set: { weightGrams: null, lengthMm: null, widthMm: null, heightMm: null, closedAt: null },
    });
    return bagDetailOf(tx, id);
  });
}

/**
 * The bag arrives at a Vietnamese warehouse: its parcels are expected there, each still scanned
 * with receive-vietnam; the bag's page shows what is missing and what came extra.
 */
export async function receiveBag(
  db: Database,
  scope: StaffScope,
  id: number,
  input: ReceiveBagInput,
): Promise<BagDetail> {
  return db.transaction(async (tx) => {
    if (!(await warehouseExists(tx, input.WarehouseId))) {
      throw fieldError('WarehouseId', 'warehouseUnknown');
    }
    await moveBag(tx, scope, {
      id,
      to: BagStatus.InVietnamWarehouse,
      set: { arrivedAt: new Date(), arrivedWarehouseId: input.WarehouseId },
      details: () => ({ WarehouseId: input.WarehouseId }),
    });
    return bagDetailOf(tx, id);
  });
}
