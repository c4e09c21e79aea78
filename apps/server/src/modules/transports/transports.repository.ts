import { and, asc, eq, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  labelOf,
  TransportStatus,
  transportStatusNames,
  type AdminTransportListQuery,
  type AdminTransportRow,
  type TransportListQuery,
  type TransportRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { orderShips, orders, transports, users, warehouses } from '../../db/schema.js';
import { ownedBy, type CustomerScope, type OwnerScope } from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList } from '../../lib/customer-list.js';
import { Inlined, type Shape } from '../../lib/prepared.js';
import { newestFirst } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { codeId } from '../../lib/search-text.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';

export type TransportRecord = typeof transports.$inferSelect;

/** An order or a consignment, as the owner of its parcels. */
export type ParcelOwner = { orderId: number } | { orderShipId: number };

/** The condition that picks the parcels of an order or a consignment. */
export const parcelsOfOwner = (owner: ParcelOwner) =>
  'orderId' in owner
    ? eq(transports.orderId, owner.orderId)
    : eq(transports.orderShipId, owner.orderShipId);

/** Its parcels that are not cancelled: the ones its sums and its progress count. */
const liveParcelsOf = (owner: ParcelOwner) =>
  and(parcelsOfOwner(owner), notInArray(transports.status, [TransportStatus.Cancelled]));

const DONE = [TransportStatus.Delivered, TransportStatus.Cancelled];
const kg = (grams: number | null) => (grams === null ? null : grams / 1000);
const cm = (mm: number | null) => (mm === null ? null : mm / 10);

/**
 * What a parcel row shows of the parcel itself (toTransportRow): a list reads no more of its
 * columns — on the embedded database each column of each row costs about a microsecond to hand over.
 */
const shownColumns = {
  id: transports.id,
  code: transports.code,
  transportCode: transports.transportCode,
  ownerCode: transports.ownerCode,
  status: transports.status,
  weightGrams: transports.weightGrams,
  lengthMm: transports.lengthMm,
  widthMm: transports.widthMm,
  heightMm: transports.heightMm,
  volumeGrams: transports.volumeGrams,
  chargedGrams: transports.chargedGrams,
  fee: transports.fee,
  feeFormula: transports.feeFormula,
  arrivedAt: transports.arrivedAt,
  createdAt: transports.createdAt,
};
type ShownTransport = Pick<TransportRecord, keyof typeof shownColumns>;

/** A parcel with what its row shows beside itself: its warehouse (its owner's code it keeps). */
const rowColumns = {
  transport: shownColumns,
  warehouseName: sql<string>`coalesce(${qualified(warehouses.name)}, '')`,
};
interface ListedTransport {
  transport: ShownTransport;
  warehouseName: string;
}

export function toTransportRow(row: ShownTransport, warehouseName: string): TransportRow {
  return {
    Id: row.id,
    Code: row.code,
    TransportCode: row.transportCode,
    OrderCode: row.ownerCode,
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
    ArrivedDate: row.arrivedAt?.toISOString() ?? null,
    CreatedDate: row.createdAt.toISOString(),
  };
}

const fromListed = (row: ListedTransport) => toTransportRow(row.transport, row.warehouseName);

/** The live parcel a scan names, by its tracking number or by the code on our label; locked. */
export async function lockActiveTransport(
  tx: Executor,
  transportCode: string,
): Promise<TransportRecord | null> {
  const active = (byCode: SQL) =>
    tx
      .select()
      .from(transports)
      .where(and(byCode, notInArray(transports.status, DONE)))
      .for('update');
  const [tracked] = await active(eq(transports.transportCode, transportCode));
  if (tracked) return tracked;
  // A label's bar code holds our own code (KI…): scanned, it names the same parcel. Tried second,
  // each on its own unique index, so a carrier's number that happens to look like ours still wins.
  const [labelled] = await active(eq(transports.code, transportCode));
  return labelled ?? null;
}

/** One parcel as its row shows it, in the caller's scope. */
export async function findTransportRow(
  tx: Executor,
  scope: OwnerScope,
  id: number,
): Promise<TransportRow | null> {
  const [row] = await tx
    .select(rowColumns)
    .from(transports)
    .leftJoin(warehouses, eq(warehouses.id, transports.warehouseId))
    .where(and(eq(transports.id, id), ownedBy(transports.customerId, scope)));
  return row ? fromListed(row) : null;
}

/** The parcels of an order or a consignment, oldest first. */
export async function transportsOf(
  tx: Executor,
  scope: OwnerScope,
  owner: ParcelOwner,
): Promise<TransportRow[]> {
  const rows = await tx
    .select(rowColumns)
    .from(transports)
    .leftJoin(warehouses, eq(warehouses.id, transports.warehouseId))
    .where(and(parcelsOfOwner(owner), ownedBy(transports.customerId, scope)))
    .orderBy(asc(transports.id));
  return rows.map(fromListed);
}

/** What order/transports' statements take. */
interface TransportsFilter {
  customerId: number;
  /** Written into the statement: most of a heavy customer's parcels are delivered, few are not. */
  status?: Inlined | undefined;
  transportCode?: string | undefined;
  /** The parcel's, its order's or its consignment's code. */
  code?: string | undefined;
}

const transportsList = customerList('transports', {
  id: transports.id,
  createdAt: transports.createdAt,
  // Every filter names the parcel's own columns (its owner's code included), so a deep page
  // picks its ids in the index too.
  where: (filter: Shape<TransportsFilter>) =>
    and(
      eq(transports.customerId, filter.customerId),
      filter.status && eq(transports.status, filter.status),
      filter.transportCode && eq(transports.transportCode, filter.transportCode),
      filter.code && or(eq(transports.code, filter.code), eq(transports.ownerCode, filter.code)),
    ),
  counter: (filter) => countedRows(filter.customerId, 'transports', filter.status),
  countedBy: 'status',
  select: (db, listColumns) =>
    db
      .select({ ...rowColumns, ...listColumns })
      .from(transports)
      .leftJoin(warehouses, eq(warehouses.id, transports.warehouseId))
      .$dynamic(),
});

/** order/transports: the customer's parcels, of orders and consignments, newest first. */
export async function listTransports(
  tx: Executor,
  scope: CustomerScope,
  query: TransportListQuery,
) {
  const filter = {
    customerId: scope.customerId,
    status: query.status === undefined ? undefined : new Inlined(query.status),
    transportCode: query.transportCode?.toUpperCase() || undefined,
    code: query.code?.toUpperCase() || undefined,
  };
  return transportsList(tx, filter, query, fromListed);
}

const destination = sql<string>`coalesce((select ${qualified(warehouses.name)} from ${warehouses}
  where ${qualified(warehouses.id)} = coalesce(${qualified(orders.warehouseId)}, ${qualified(orderShips.warehouseId)})), '')`;

/** A parcel as the console shows it: with its customer and where it goes. */
const adminColumns = {
  ...rowColumns,
  customerCode: sql<string>`coalesce(${users.code}, '')`,
  customerName: sql<string>`coalesce(${users.fullName}, '')`,
  destination,
};

const toAdminRow = (
  row: ListedTransport & { customerCode: string; customerName: string; destination: string },
): AdminTransportRow => ({
  ...fromListed(row),
  CustomerCode: row.customerCode,
  CustomerName: row.customerName,
  DestinationName: row.destination,
});

/** Parcels with everything a console row names, joined once for the list and for one parcel. */
const selectAdminRows = (tx: Executor) =>
  tx
    .select(adminColumns)
    .from(transports)
    .leftJoin(orders, eq(orders.id, transports.orderId))
    .leftJoin(orderShips, eq(orderShips.id, transports.orderShipId))
    .leftJoin(warehouses, eq(warehouses.id, transports.warehouseId))
    .leftJoin(users, eq(users.id, transports.customerId));

/** A tracking number as labels print it (transportCodeField): letters, digits and hyphens. */
const TRACKING_NUMBER = /^[A-Z0-9-]{4,50}$/;

/**
 * The parcels whose tracking number is the keyword or ends with it: staff type the whole number
 * or the last 4 or more characters read off a label. An ending is the start of the reversed
 * number (transports_tracking_tail_idx). Undefined when the keyword cannot be (the end of) a
 * tracking number.
 */
export function trackingNumberEnds(keyword: string): SQL | undefined {
  const tail = keyword.toUpperCase();
  if (!TRACKING_NUMBER.test(tail)) return undefined;
  // No LIKE wildcard can be in it (TRACKING_NUMBER): the pattern is the reversed tail as typed.
  const start = `${[...tail].reverse().join('')}%`;
  return sql`reverse(${transports.transportCode}) like ${start}`;
}

/**
 * The parcels a console keyword names: by our code (KI…) or its number, by its order's (DH…) or
 * consignment's (KG…) code or number, by its tracking number (trackingNumberEnds), or by its
 * customer (code, name, phone digits…). The codes read an index (the key, transports_order_idx,
 * transports_order_ship_idx), the customer transports_customer_created_idx.
 */
async function parcelSearch(tx: Executor, keyword: string | undefined): Promise<SQL | undefined> {
  if (!keyword) return undefined;
  const id = codeId(keyword, 'KI');
  const orderId = codeId(keyword, 'DH');
  const orderShipId = codeId(keyword, 'KG');
  return (
    or(
      id ? eq(transports.id, id) : undefined,
      orderId ? eq(transports.orderId, orderId) : undefined,
      orderShipId ? eq(transports.orderShipId, orderShipId) : undefined,
      trackingNumberEnds(keyword),
      await ofCustomersMatching(tx, transports.customerId, keyword),
    ) ?? sql`false`
  );
}

/**
 * admin transports: every customer's parcels and the unclaimed ones, by status (one or a tab's
 * several) and a keyword (parcelSearch), newest first; with each status's count.
 */
export async function listTransportsForStaff(
  tx: Executor,
  query: AdminTransportListQuery,
  page: Page = query,
) {
  const found = and(
    query.unclaimed ? isNull(transports.customerId) : undefined,
    await parcelSearch(tx, query.keyword),
  );
  return statusListPage(tx, page, {
    key: { id: transports.id, createdAt: transports.createdAt, status: transports.status },
    statuses: Object.values(TransportStatus),
    asked: query.status,
    found,
    rows: (where) =>
      selectAdminRows(tx)
        .where(where)
        .orderBy(...newestFirst(transports.createdAt, transports.id)),
    toItem: toAdminRow,
  });
}

/** One parcel as the console shows it (the scanners' answers). */
export async function adminTransportRow(tx: Executor, id: number): Promise<AdminTransportRow> {
  const [row] = await selectAdminRows(tx).where(eq(transports.id, id));
  if (!row) throw new Error(`parcel ${id} vanished inside its own transaction`);
  return toAdminRow(row);
}

/** One parcel as its label prints it: the console's row and the services its owner chose. */
export async function parcelLabelFacts(tx: Executor, id: number) {
  const [services] = await tx
    .select({
      inspection: sql<boolean>`coalesce(${orders.isInspection}, false)`,
      woodenCrate: sql<boolean>`coalesce(${orders.isWoodenCrate}, ${orderShips.isWoodenCrate}, false)`,
      insurance: sql<boolean>`coalesce(${orderShips.isInsurance}, false)`,
    })
    .from(transports)
    .leftJoin(orders, eq(orders.id, transports.orderId))
    .leftJoin(orderShips, eq(orderShips.id, transports.orderShipId))
    .where(eq(transports.id, id));
  if (!services) return null;
  return { parcel: await adminTransportRow(tx, id), services };
}
export type ParcelLabelFacts = NonNullable<Awaited<ReturnType<typeof parcelLabelFacts>>>;

/** The statuses of the live parcels of an order or a consignment (to know when all are in). */
export async function parcelStatusesOf(tx: Executor, owner: ParcelOwner): Promise<number[]> {
  const rows = await tx
    .select({ status: transports.status })
    .from(transports)
    .where(liveParcelsOf(owner));
  return rows.map((row) => row.status);
}

/**
 * Charged grams and shipping fees of the live parcels of an order or a consignment; `exceptId`
 * leaves one out (the parcel being weighed again, whose new weight the caller adds).
 */
export async function parcelSumsOf(
  tx: Executor,
  owner: ParcelOwner,
  exceptId: number | null = null,
): Promise<{ grams: number; fee: number }> {
  const [sums] = await tx
    .select({
      fee: sql<string>`coalesce(sum(${qualified(transports.fee)}), 0)`,
      grams: sql<string>`coalesce(sum(${qualified(transports.chargedGrams)}), 0)`,
    })
    .from(transports)
    .where(and(liveParcelsOf(owner), exceptId === null ? undefined : ne(transports.id, exceptId)));
  return { grams: Number(sums?.grams ?? 0), fee: Number(sums?.fee ?? 0) };
}

/** The weighed live parcels of an order or a consignment, oldest first, locked to be re-priced. */
export async function lockWeighedParcelsOf(
  tx: Executor,
  owner: ParcelOwner,
): Promise<TransportRecord[]> {
  return tx
    .select()
    .from(transports)
    .where(and(liveParcelsOf(owner), isNotNull(transports.weightGrams)))
    .orderBy(asc(transports.id))
    .for('update');
}
