import { aliasedTable, and, asc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import {
  AuditKind,
  BagStatus,
  bagStatusNames,
  labelOf,
  TransportStatus,
  type BagDetail,
  type BagListQuery,
  type BagParcelRow,
  type BagRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { auditLog, bags, transports, users, warehouses } from '../../db/schema.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { codeId } from '../../lib/search-text.js';
import { trackingNumberEnds } from '../transports/transports.repository.js';

export type BagRecord = typeof bags.$inferSelect;

const kg = (grams: number | null) => (grams === null ? null : grams / 1000);
const cm = (mm: number | null) => (mm === null ? null : mm / 10);
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The statuses of a parcel that has reached a Vietnamese warehouse (and what follows it there). */
const RECEIVED = [
  TransportStatus.InVietnamWarehouse,
  TransportStatus.Paid,
  TransportStatus.Delivering,
  TransportStatus.Delivered,
];

/** The action the receive-vietnam scan's audit row is written under (transition.ts). */
const RECEIVE_VIETNAM = 'transport.receive-vietnam';

/** A new open bag for a Vietnamese warehouse; its code is the database's (BAO000123). */
export async function insertBag(
  tx: Executor,
  values: { destinationWarehouseId: number; originWarehouseId: number | null; createdBy: number },
): Promise<BagRecord> {
  const [bag] = await tx
    .insert(bags)
    .values({ ...values, status: BagStatus.Open })
    .returning();
  if (!bag) throw new Error('insert into bags returned no row');
  return bag;
}

/** A bag by its id, locked: scans into one bag wait on each other, so none is lost or doubled. */
export async function lockBag(tx: Executor, id: number): Promise<BagRecord | null> {
  const [bag] = await tx.select().from(bags).where(eq(bags.id, id)).for('update');
  return bag ?? null;
}

/** A bag by its code (BAO000123), locked. */
export async function lockBagByCode(tx: Executor, code: string): Promise<BagRecord | null> {
  const [bag] = await tx.select().from(bags).where(eq(bags.code, code)).for('update');
  return bag ?? null;
}

/** A bag's code by its id (to name the bag a parcel sits in). */
export async function bagCodeOf(tx: Executor, id: number): Promise<string> {
  const [bag] = await tx.select({ code: bags.code }).from(bags).where(eq(bags.id, id));
  return bag?.code ?? '';
}

/** How many parcels are in the bag. */
export async function parcelCountOf(tx: Executor, bagId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(transports)
    .where(eq(transports.bagId, bagId));
  return row?.count ?? 0;
}

/** A warehouse's name ('' for none). */
export async function warehouseNameOf(tx: Executor, id: number | null): Promise<string> {
  if (id === null) return '';
  const [row] = await tx
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, id));
  return row?.name ?? '';
}

const parcelColumns = {
  id: transports.id,
  code: transports.code,
  transportCode: transports.transportCode,
  ownerCode: transports.ownerCode,
  status: transports.status,
  weightGrams: transports.weightGrams,
  customerCode: sql<string>`coalesce(${users.code}, '')`,
};
const selectParcels = (tx: Executor, where: SQL | undefined) =>
  tx
    .select(parcelColumns)
    .from(transports)
    .leftJoin(users, eq(users.id, transports.customerId))
    .where(where)
    .orderBy(asc(transports.id));
type ParcelColumns = Awaited<ReturnType<typeof selectParcels>>[number];

const toParcelRow = (row: ParcelColumns): BagParcelRow => ({
  Id: row.id,
  Code: row.code,
  TransportCode: row.transportCode,
  CustomerCode: row.customerCode,
  OrderCode: row.ownerCode,
  Weight: kg(row.weightGrams),
  Received: (RECEIVED as number[]).includes(row.status),
});

/** One parcel of a bag as its manifest lists it. */
export async function bagParcelRow(tx: Executor, parcelId: number): Promise<BagParcelRow> {
  const [row] = await selectParcels(tx, eq(transports.id, parcelId));
  if (!row) throw new Error(`parcel ${parcelId} vanished inside its own transaction`);
  return toParcelRow(row);
}

/**
 * The codes of the parcels received in Vietnam while this bag was being checked (their
 * receive-vietnam scan named it; its audit row keeps the bag's code) that are not on its
 * manifest. Read from the rows written since the bag arrived, by the audit log's kind index.
 */
async function extraCodesOf(tx: Executor, bag: BagRecord, manifest: Set<string>) {
  if (bag.arrivedAt === null) return [];
  const rows = await tx
    .selectDistinct({ code: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.kind, AuditKind.Parcels),
        gte(auditLog.createdAt, bag.arrivedAt),
        eq(auditLog.action, RECEIVE_VIETNAM),
        sql`${auditLog.after}->>'Bag' = ${bag.code}`,
      ),
    )
    .orderBy(asc(auditLog.entityId));
  return rows.map((row) => row.code).filter((code) => !manifest.has(code));
}

const destination = aliasedTable(warehouses, 'destination');

const bagColumns = {
  bag: bags,
  destinationName: sql<string>`coalesce(${destination.name}, '')`,
  parcelCount: sql<number>`(select count(*) from ${transports}
    where ${qualified(transports.bagId)} = ${qualified(bags.id)})`.mapWith(Number),
};
type ListedBag = { bag: BagRecord; destinationName: string; parcelCount: number };

const selectBags = (tx: Executor) =>
  tx
    .select(bagColumns)
    .from(bags)
    .leftJoin(destination, eq(destination.id, bags.destinationWarehouseId));

const toBagRow = ({ bag, destinationName, parcelCount }: ListedBag): BagRow => ({
  Id: bag.id,
  Code: bag.code,
  Status: bag.status,
  StatusName: labelOf(bagStatusNames, bag.status),
  DestinationWarehouseId: bag.destinationWarehouseId,
  DestinationName: destinationName,
  ParcelCount: parcelCount,
  Weight: kg(bag.weightGrams),
  CreatedDate: bag.createdAt.toISOString(),
  ClosedDate: iso(bag.closedAt),
  ShippedDate: iso(bag.shippedAt),
  ArrivedDate: iso(bag.arrivedAt),
});

/**
 * One bag with its manifest and, once it arrived, what is missing (on the manifest, not yet
 * received in Vietnam) and extra (received with it, not on the manifest). Null when there is none.
 */
export async function findBagDetail(tx: Executor, id: number): Promise<BagDetail | null> {
  const [found] = await selectBags(tx).where(eq(bags.id, id));
  if (!found) return null;
  const { bag } = found;
  const parcels = (await selectParcels(tx, eq(transports.bagId, id))).map(toParcelRow);
  const hasArrived = bag.status === BagStatus.InVietnamWarehouse;
  return {
    ...toBagRow(found),
    Length: cm(bag.lengthMm),
    Width: cm(bag.widthMm),
    Height: cm(bag.heightMm),
    ArrivedWarehouseName: await warehouseNameOf(tx, bag.arrivedWarehouseId),
    Parcels: parcels,
    Missing: hasArrived ? parcels.filter((row) => !row.Received).map((row) => row.Code) : [],
    Extra: await extraCodesOf(tx, bag, new Set(parcels.map((row) => row.Code))),
  };
}

/**
 * The bags a console keyword names: by the bag's code (or its number), or the bag holding a
 * parcel by its code (KI…) or its tracking number (or its last characters, trackingNumberEnds).
 */
function bagSearch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const id = codeId(keyword, 'BAO');
  const parcelId = codeId(keyword, 'KI');
  const holding = (condition: SQL) =>
    sql`${bags.id} in (select ${qualified(transports.bagId)} from ${transports} where ${condition})`;
  const tracking = trackingNumberEnds(keyword.trim());
  return (
    or(
      id ? eq(bags.id, id) : undefined,
      parcelId ? holding(sql`${qualified(transports.id)} = ${parcelId}`) : undefined,
      tracking ? holding(tracking) : undefined,
    ) ?? sql`false`
  );
}

/** admin bags: every bag by status (one or a tab's several) and keyword, newest first, with counts. */
export async function listBags(tx: Executor, query: BagListQuery, page: Page = query) {
  return statusListPage(tx, page, {
    key: { id: bags.id, createdAt: bags.createdAt, status: bags.status },
    statuses: Object.values(BagStatus),
    asked: query.status,
    found: bagSearch(query.keyword),
    rows: (where) =>
      selectBags(tx)
        .where(where)
        .orderBy(...newestFirst(bags.createdAt, bags.id)),
    toItem: toBagRow,
  });
}

/** The parcels of a bag, locked, in the order they were scanned in (to ship them with it). */
export async function lockParcelsOfBag(tx: Executor, bagId: number) {
  return tx
    .select()
    .from(transports)
    .where(eq(transports.bagId, bagId))
    .orderBy(asc(transports.id))
    .for('update');
}
