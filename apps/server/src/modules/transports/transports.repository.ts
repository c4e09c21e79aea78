import { and, asc, eq, notInArray } from 'drizzle-orm';
import { labelOf, TransportStatus, transportStatusNames, type TransportRow } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { orders, transports, warehouses } from '../../db/schema.js';
import { ownedBy, type OwnerScope, type StaffScope } from '../../lib/owner-scope.js';

export type TransportRecord = typeof transports.$inferSelect;

const DONE = [TransportStatus.Delivered, TransportStatus.Cancelled];
const kg = (grams: number | null) => (grams === null ? null : grams / 1000);
const cm = (mm: number | null) => (mm === null ? null : mm / 10);

export function toTransportRow(
  row: TransportRecord,
  orderCode: string,
  warehouseName: string,
): TransportRow {
  return {
    Id: row.id,
    Code: row.code,
    TransportCode: row.transportCode,
    OrderCode: orderCode,
    Status: row.status,
    StatusName: labelOf(transportStatusNames, row.status),
    Weight: kg(row.weightGrams),
    Length: cm(row.lengthMm),
    Width: cm(row.widthMm),
    Height: cm(row.heightMm),
    VolumeWeight: kg(row.volumeGrams),
    ChargedWeight: kg(row.chargedGrams),
    Fee: row.fee,
    FeeFormula: row.feeFormula,
    WarehouseName: warehouseName,
    CreatedDate: row.createdAt.toISOString(),
  };
}

/** The parcel a tracking number names now (one active parcel per number), locked. */
export async function lockActiveTransport(
  tx: Executor,
  _scope: StaffScope,
  transportCode: string,
): Promise<TransportRecord | null> {
  const [row] = await tx
    .select()
    .from(transports)
    .where(and(eq(transports.transportCode, transportCode), notInArray(transports.status, DONE)))
    .for('update');
  return row ?? null;
}

/** Whether a tracking number is on an active parcel (numbers are unique while active). */
export async function isTransportCodeActive(tx: Executor, transportCode: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: transports.id })
    .from(transports)
    .where(and(eq(transports.transportCode, transportCode), notInArray(transports.status, DONE)));
  return row !== undefined;
}

/** An order's parcels with their warehouse, oldest first. */
export async function transportsOfOrder(
  tx: Executor,
  scope: OwnerScope,
  order: { id: number; code: string },
): Promise<TransportRow[]> {
  const rows = await tx
    .select({ transport: transports, warehouseName: warehouses.name })
    .from(transports)
    .leftJoin(warehouses, eq(warehouses.id, transports.warehouseId))
    .where(and(eq(transports.orderId, order.id), ownedBy(transports.customerId, scope)))
    .orderBy(asc(transports.id));
  return rows.map((row) => toTransportRow(row.transport, order.code, row.warehouseName ?? ''));
}

/** The statuses of all parcels of an order (to know when all are in Vietnam). */
export async function parcelStatusesOf(tx: Executor, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ status: transports.status })
    .from(transports)
    .where(
      and(
        eq(transports.orderId, orderId),
        notInArray(transports.status, [TransportStatus.Cancelled]),
      ),
    );
  return rows.map((row) => row.status);
}

export async function orderCodeOf(tx: Executor, orderId: number | null): Promise<string> {
  if (orderId === null) return '';
  const [row] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, orderId));
  return row?.code ?? '';
}
