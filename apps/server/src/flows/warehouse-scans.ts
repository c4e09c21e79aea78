import {
  BagStatus,
  bagStatusNames,
  formatVnd,
  labelOf,
  MessageType,
  OrderState,
  orderMachine,
  TransportStatus,
  transportMachine,
  type AdminTransportRow,
  type ReceiveChinaInput,
  type ReceiveVietnamInput,
} from '@app/shared';
import type { Database, Transaction } from '../db/client.js';
import { orders, transports } from '../db/schema.js';
import { fieldError } from '../lib/errors.js';
import { customerScope, type StaffScope } from '../lib/owner-scope.js';
import { amountOwed } from '../modules/billing/billing.js';
import { lockBag, type BagRecord } from '../modules/bags/bags.repository.js';
import { advanceConsignment } from './consignment-progress.js';
import { lockForMove, transition } from '../modules/state-machine/transition.js';
import { destinationOf, quoteParcel, type Weighed } from '../modules/transports/parcel-charges.js';
import { chargeOwnerOf } from './owner-charges.js';
import { recordParcelCreation } from './parcel-registry.js';
import {
  adminTransportRow,
  lockActiveTransport,
  parcelStatusesOf,
  type TransportRecord,
} from '../modules/transports/transports.repository.js';
import { warehouseExists } from '../modules/warehouses/warehouses.repository.js';

/**
 * The warehouse scanners' calls (DESIGN §6): each answers the parcel as the console shows it. A
 * flow because a scan moves a parcel and, with it, its order or consignment and their bills.
 */

type OrderRecord = typeof orders.$inferSelect;

export async function lockByCode(tx: Transaction, code: string) {
  const parcel = await lockActiveTransport(tx, code);
  if (!parcel) throw fieldError('TransportCode', 'transportNotFound', { code });
  return parcel;
}

/** A number matching no parcel: priced alone, to nobody and nowhere yet. */
const ownerless = {
  id: null,
  customerId: null,
  destinationId: null,
  orderId: null,
  orderShipId: null,
};

const weighedOfInput = (input: ReceiveChinaInput): Weighed => ({
  weightGrams: Math.round(input.Weight * 1000),
  lengthCm: input.Length,
  widthCm: input.Width,
  heightCm: input.Height,
});

/** A quote's measures: the parcel's as the scale and tape gave them, and the weights they charge. */
const quotedMeasures = (
  input: ReceiveChinaInput,
  charge: { volumeGrams: number; chargedGrams: number },
) => ({
  Weight: input.Weight,
  Length: input.Length,
  Width: input.Width,
  Height: input.Height,
  VolumeWeight: charge.volumeGrams / 1000,
  ChargedWeight: charge.chargedGrams / 1000,
});

/** Where the customer reads a parcel: its order's page, or the list of their consignments' parcels. */
const parcelPage = (parcel: { orderId: number | null }) =>
  parcel.orderId !== null ? `/#/order/${parcel.orderId}` : '/#/transport/list';

/** Moves the parcel's order along when the parcel's move is the one the order waits for. */
export async function moveOrder(
  tx: Transaction,
  scope: StaffScope,
  orderId: number | null,
  step: { from: OrderState; to: OrderState; message: (order: OrderRecord) => string },
): Promise<void> {
  if (orderId === null) return;
  const order = await lockForMove<OrderRecord>(tx, orders, orderId, scope);
  if (order?.status !== step.from) return;
  await transition<OrderRecord, OrderState>(tx, {
    machine: orderMachine,
    table: orders,
    id: orderId,
    locked: order,
    scope,
    to: step.to,
    mover: 'staff',
    actorId: scope.staffId,
    message: (moved) => ({ type: MessageType.Order, note: step.message(moved) }),
  });
}

/**
 * transports/quote: what receiving this parcel would charge, shown before saving. Nothing is
 * written; a number matching no parcel answers as the unclaimed parcel it would become.
 */
export async function quoteReceipt(
  db: Database,
  input: ReceiveChinaInput,
): Promise<AdminTransportRow> {
  return db.transaction(async (tx) => {
    const parcel = await lockActiveTransport(tx, input.TransportCode);
    const weighed = weighedOfInput(input);
    if (!parcel) {
      const charge = await quoteParcel(tx, weighed, ownerless);
      const now = new Date().toISOString();
      return {
        Id: 0,
        Code: '',
        TransportCode: input.TransportCode,
        OrderCode: '',
        Status: TransportStatus.InChinaWarehouse,
        StatusName: transportMachine.labels[TransportStatus.InChinaWarehouse],
        ...quotedMeasures(input, charge),
        Fee: 0,
        FeeFormula: '',
        WarehouseName: '',
        ArrivedDate: null,
        CreatedDate: now,
        CustomerCode: '',
        CustomerName: '',
        DestinationName: '',
      };
    }
    const charge = await quoteParcel(tx, weighed, {
      ...parcel,
      destinationId: await destinationOf(tx, parcel),
    });
    const row = await adminTransportRow(tx, parcel.id);
    return {
      ...row,
      ...quotedMeasures(input, charge),
      Fee: charge.fee,
      FeeFormula: charge.formula,
    };
  });
}

/**
 * A parcel arrives at the Chinese warehouse: weighed, measured and charged; its order or
 * consignment follows. A number that matches nothing becomes an unclaimed parcel (kiện vô chủ),
 * weighed, waiting for the customer who registers it.
 */
export async function receiveInChina(
  db: Database,
  scope: StaffScope,
  input: ReceiveChinaInput,
): Promise<AdminTransportRow> {
  return db.transaction(async (tx) => {
    const weighed = weighedOfInput(input);
    const measures = {
      weightGrams: weighed.weightGrams,
      lengthMm: Math.round(input.Length * 10),
      widthMm: Math.round(input.Width * 10),
      heightMm: Math.round(input.Height * 10),
    };
    const parcel = await lockActiveTransport(tx, input.TransportCode);
    if (!parcel) {
      const charge = await quoteParcel(tx, weighed, ownerless);
      const [unclaimed] = await tx
        .insert(transports)
        .values({
          transportCode: input.TransportCode,
          status: TransportStatus.InChinaWarehouse,
          ...measures,
          volumeGrams: charge.volumeGrams,
          chargedGrams: charge.chargedGrams,
        })
        .returning();
      if (!unclaimed) throw new Error('insert into transports returned no row');
      await recordParcelCreation(
        tx,
        unclaimed,
        { mover: 'staff', id: scope.staffId },
        'Kiện vô chủ: mã vận đơn chưa được khách hàng nào đăng ký',
      );
      return adminTransportRow(tx, unclaimed.id);
    }
    const charge = await quoteParcel(tx, weighed, {
      ...parcel,
      destinationId: await destinationOf(tx, parcel),
    });
    const moved = await transition<TransportRecord, TransportStatus>(tx, {
      machine: transportMachine,
      table: transports,
      id: parcel.id,
      locked: parcel,
      scope,
      to: TransportStatus.InChinaWarehouse,
      mover: 'staff',
      actorId: scope.staffId,
      set: {
        ...measures,
        volumeGrams: charge.volumeGrams,
        chargedGrams: charge.chargedGrams,
        fee: charge.fee,
        feeFormula: charge.formula,
      },
      message: (row) => ({
        type: MessageType.Transport,
        note: `Kiện ${row.transportCode} đã về kho Trung Quốc: ${charge.formula}.`,
        event: 'parcel.receivedChina',
        code: row.code,
        amount: charge.fee,
        link: parcelPage(row),
      }),
      details: () => ({ Weight: input.Weight, Fee: charge.fee }),
    });
    await chargeOwnerOf(tx, moved, {
      reason: `Cân kiện ${moved.transportCode} tại kho Trung Quốc`,
      changedBy: scope.staffId,
    });
    await moveOrder(tx, scope, moved.orderId, {
      from: OrderState.ShopShipped,
      to: OrderState.InChinaWarehouse,
      message: (order) => `Hàng của đơn ${order.code} đã về kho Trung Quốc.`,
    });
    return adminTransportRow(tx, moved.id);
  });
}

/** The bag a receive-vietnam scan names: one that has arrived in Vietnam. */
async function arrivedBag(tx: Transaction, id: number): Promise<BagRecord> {
  const bag = await lockBag(tx, id);
  if (!bag) throw fieldError('BagId', 'bagUnknown');
  if (bag.status !== BagStatus.InVietnamWarehouse) {
    throw fieldError('BagId', 'bagNotArrived', {
      code: bag.code,
      status: labelOf(bagStatusNames, bag.status),
    });
  }
  return bag;
}

/** A parcel arrives at a Vietnamese warehouse; once all its order's parcels are in, the rest is due. */
export async function receiveInVietnam(
  db: Database,
  scope: StaffScope,
  input: ReceiveVietnamInput,
): Promise<AdminTransportRow> {
  return db.transaction(async (tx) => {
    if (!(await warehouseExists(tx, input.WarehouseId))) {
      throw fieldError('WarehouseId', 'warehouseUnknown');
    }
    const bag = input.BagId === undefined ? null : await arrivedBag(tx, input.BagId);
    const parcel = await lockByCode(tx, input.TransportCode);
    const moved = await transition<TransportRecord, TransportStatus>(tx, {
      machine: transportMachine,
      table: transports,
      id: parcel.id,
      scope,
      to: TransportStatus.InVietnamWarehouse,
      mover: 'staff',
      actorId: scope.staffId,
      set: { warehouseId: input.WarehouseId, arrivedAt: new Date() },
      message: (row) => ({
        type: MessageType.Transport,
        note: `Kiện ${row.transportCode} đã về kho Việt Nam.`,
        event: 'parcel.inVietnam',
        code: row.code,
        link: parcelPage(row),
      }),
      // The bag being checked: a parcel not on its manifest shows as extra on the bag's page.
      details: () => (bag ? { Bag: bag.code } : {}),
    });
    if (moved.orderId !== null) {
      const statuses = await parcelStatusesOf(tx, { orderId: moved.orderId });
      if (statuses.every((status) => status >= TransportStatus.InVietnamWarehouse)) {
        const owner = moved.customerId ?? 0;
        const { Owed } = await amountOwed(tx, customerScope(owner), {
          kind: 'order',
          id: moved.orderId,
        });
        await moveOrder(tx, scope, moved.orderId, {
          from: OrderState.InTransit,
          to: OrderState.InVietnamWarehouse,
          message: (row) =>
            `Hàng của đơn ${row.code} đã về kho Việt Nam. Số tiền còn phải thanh toán: ${formatVnd(Owed)}.`,
        });
      }
    }
    if (moved.orderShipId !== null) {
      await advanceConsignment(tx, moved.orderShipId, {
        scope,
        mover: 'staff',
        actorId: scope.staffId,
      });
    }
    return adminTransportRow(tx, moved.id);
  });
}
