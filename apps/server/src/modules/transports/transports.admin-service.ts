import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  FeeKind,
  fillMessage,
  formatVnd,
  MessageType,
  messages,
  OrderState,
  orderMachine,
  TransportStatus,
  transportMachine,
  woodenCrateFee,
  type ReceiveChinaInput,
  type ReceiveVietnamInput,
  type TransportRow,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { orders, transports, users, warehouses } from '../../db/schema.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { customerScope, type StaffScope } from '../../lib/owner-scope.js';
import { setFeeLine } from '../billing/billing.js';
import { amountOwed } from '../billing/billing.js';
import type { OrderRecord } from '../orders/orders.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import { transition } from '../state-machine/transition.js';
import { chargeParcel, formatKg } from './parcel-pricing.js';
import {
  lockActiveTransport,
  orderCodeOf,
  parcelStatusesOf,
  toTransportRow,
  type TransportRecord,
} from './transports.repository.js';

/** The warehouse scanners' calls (DESIGN §6): each answers the parcel as it now is. */

async function answer(tx: Transaction, parcel: TransportRecord): Promise<TransportRow> {
  const [warehouse] = parcel.warehouseId
    ? await tx
        .select({ name: warehouses.name })
        .from(warehouses)
        .where(eq(warehouses.id, parcel.warehouseId))
    : [];
  return toTransportRow(parcel, await orderCodeOf(tx, parcel.orderId), warehouse?.name ?? '');
}

async function lockByCode(tx: Transaction, scope: StaffScope, code: string) {
  const parcel = await lockActiveTransport(tx, scope, code);
  if (!parcel) throw fieldError('TransportCode', fillMessage(messages.transportNotFound, { code }));
  return parcel;
}

/** Moves the parcel's order along when the parcel's move is the one the order waits for. */
async function moveOrder(
  tx: Transaction,
  scope: StaffScope,
  orderId: number | null,
  from: OrderState,
  to: OrderState,
  message: (order: OrderRecord) => string,
): Promise<void> {
  if (orderId === null) return;
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.status !== from) return;
  await transition<OrderRecord, OrderState>(tx, {
    machine: orderMachine,
    table: orders,
    id: orderId,
    scope,
    to,
    mover: 'staff',
    actorId: scope.staffId,
    message: (moved) => ({ type: MessageType.Order, note: message(moved) }),
  });
}

/**
 * The order's shipping (and crate) lines are the sum over its weighed parcels; recomputed each time
 * a parcel is weighed so the line's history shows each step.
 */
async function chargeOrder(tx: Transaction, scope: StaffScope, orderId: number, code: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const [sums] = await tx
    .select({
      fee: sql<string>`coalesce(sum(${transports.fee}), 0)`,
      grams: sql<string>`coalesce(sum(${transports.chargedGrams}), 0)`,
    })
    .from(transports)
    .where(
      and(
        eq(transports.orderId, orderId),
        notInArray(transports.status, [TransportStatus.Cancelled]),
      ),
    );
  const owner = { kind: 'order' as const, id: orderId, customerId: order.customerId };
  const reason = `Cân kiện ${code} tại kho Trung Quốc`;
  await setFeeLine(tx, {
    owner,
    kind: FeeKind.Shipping,
    amount: Number(sums?.fee ?? 0),
    reason,
    changedBy: scope.staffId,
  });
  if (order.isWoodenCrate) {
    const settings = await readSettings(tx);
    await setFeeLine(tx, {
      owner,
      kind: FeeKind.WoodenCrate,
      amount: woodenCrateFee(Number(sums?.grams ?? 0), settings.WoodenCrate, order.rateX100 / 100),
      note: `${formatKg(Number(sums?.grams ?? 0))}: ¥${settings.WoodenCrate.FirstKgCNY} kg đầu + ¥${settings.WoodenCrate.NextKgCNY} mỗi kg tiếp`,
      reason,
      changedBy: scope.staffId,
    });
  }
}

/** A parcel arrives at the Chinese warehouse: weighed, measured and charged; its order moves on. */
export async function receiveInChina(
  db: Database,
  scope: StaffScope,
  input: ReceiveChinaInput,
): Promise<TransportRow> {
  return db.transaction(async (tx) => {
    const parcel = await lockByCode(tx, scope, input.TransportCode);
    const settings = await readSettings(tx);
    const [customer] = parcel.customerId
      ? await tx.select({ level: users.level }).from(users).where(eq(users.id, parcel.customerId))
      : [];
    const level = settings.CustomerLevels.find((entry) => entry.Level === customer?.level);
    const weighed = {
      weightGrams: Math.round(input.Weight * 1000),
      lengthCm: input.Length,
      widthCm: input.Width,
      heightCm: input.Height,
    };
    const charge = chargeParcel(settings, weighed, {
      warehouseId: parcel.warehouseId,
      weightFeeDiscount: level?.WeightFeeDiscount ?? 0,
    });
    const moved = await transition<TransportRecord, TransportStatus>(tx, {
      machine: transportMachine,
      table: transports,
      id: parcel.id,
      scope,
      to: TransportStatus.InChinaWarehouse,
      mover: 'staff',
      actorId: scope.staffId,
      set: {
        weightGrams: weighed.weightGrams,
        lengthMm: Math.round(input.Length * 10),
        widthMm: Math.round(input.Width * 10),
        heightMm: Math.round(input.Height * 10),
        volumeGrams: charge.volumeGrams,
        chargedGrams: charge.chargedGrams,
        fee: charge.fee,
        feeFormula: charge.formula,
      },
      message: (row) => ({
        type: MessageType.Transport,
        note: `Kiện ${row.transportCode} đã về kho Trung Quốc: ${charge.formula}.`,
      }),
      details: () => ({ Weight: input.Weight, Fee: charge.fee }),
    });
    if (moved.orderId !== null) {
      await chargeOrder(tx, scope, moved.orderId, moved.transportCode);
      await moveOrder(
        tx,
        scope,
        moved.orderId,
        OrderState.ShopShipped,
        OrderState.InChinaWarehouse,
        (order) => `Hàng của đơn ${order.code} đã về kho Trung Quốc.`,
      );
    }
    return answer(tx, moved);
  });
}

/** Parcels leave the Chinese warehouse for Vietnam. */
export async function shipParcels(
  db: Database,
  scope: StaffScope,
  transportCodes: readonly string[],
): Promise<TransportRow[]> {
  return db.transaction(async (tx) => {
    const shipped: TransportRow[] = [];
    for (const code of new Set(transportCodes)) {
      const parcel = await lockByCode(tx, scope, code);
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
      await moveOrder(
        tx,
        scope,
        moved.orderId,
        OrderState.InChinaWarehouse,
        OrderState.InTransit,
        (order) => `Đơn hàng ${order.code} đang được vận chuyển về Việt Nam.`,
      );
      shipped.push(await answer(tx, moved));
    }
    return shipped;
  });
}

/** A parcel arrives at a Vietnamese warehouse; once all its order's parcels are in, the rest is due. */
export async function receiveInVietnam(
  db: Database,
  scope: StaffScope,
  input: ReceiveVietnamInput,
): Promise<TransportRow> {
  return db.transaction(async (tx) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, input.WarehouseId));
    if (!warehouse) throw fieldError('WarehouseId', messages.warehouseUnknown);
    const parcel = await lockByCode(tx, scope, input.TransportCode);
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
      }),
    });
    if (moved.orderId !== null) {
      const statuses = await parcelStatusesOf(tx, moved.orderId);
      if (statuses.every((status) => status >= TransportStatus.InVietnamWarehouse)) {
        const [order] = await tx.select().from(orders).where(eq(orders.id, moved.orderId));
        if (!order) throw new NotFoundError();
        const { Owed } = await amountOwed(tx, customerScope(order.customerId), {
          kind: 'order',
          id: order.id,
        });
        await moveOrder(
          tx,
          scope,
          moved.orderId,
          OrderState.InTransit,
          OrderState.InVietnamWarehouse,
          (row) =>
            `Hàng của đơn ${row.code} đã về kho Việt Nam. Số tiền còn phải thanh toán: ${formatVnd(Owed)}.`,
        );
      }
    }
    return answer(tx, moved);
  });
}
