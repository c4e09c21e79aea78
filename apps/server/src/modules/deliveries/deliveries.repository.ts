import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DeliveryStatus,
  deliveryMethodNames,
  deliveryStatusNames,
  labelOf,
  type AdminDeliveryListQuery,
  type AdminDeliveryRow,
  type DeliveryListQuery,
  type DeliveryRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import {
  deliveries,
  deliveryGoods,
  nameWords,
  orderShips,
  orders,
  transports,
  users,
  warehouses,
} from '../../db/schema.js';
import { systemScope, type CustomerScope, type OwnerScope } from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList } from '../../lib/customer-list.js';
import type { Shape } from '../../lib/prepared.js';
import { newestFirst } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { codeId, nameQuery, phoneDigitRuns } from '../../lib/search-text.js';
import { ofCustomersMatching, phoneHolds } from '../accounts/customer-search.js';
import { withPhotos } from '../photos/photos.repository.js';

export type DeliveryRecord = typeof deliveries.$inferSelect;

const rowColumns = {
  delivery: deliveries,
  warehouseName: sql<string>`coalesce(${qualified(warehouses.name)}, '')`,
};

export function toDeliveryRow(row: {
  delivery: DeliveryRecord;
  warehouseName: string;
}): DeliveryRow {
  const { delivery } = row;
  return {
    Id: delivery.id,
    Code: delivery.code,
    // spec §3: ListOrders travels as a JSON string.
    ListOrders: JSON.stringify(delivery.listOrders),
    ReceiverName: delivery.receiverName,
    ReceiverPhone: delivery.receiverPhone,
    Address: delivery.address,
    Method: delivery.method,
    MethodName: labelOf(deliveryMethodNames, delivery.method),
    Note: delivery.note,
    Status: delivery.status,
    StatusName: labelOf(deliveryStatusNames, delivery.status),
    TotalWeight: delivery.totalGrams / 1000,
    AmountPaid: delivery.amountPaid,
    WarehouseName: row.warehouseName,
    DeliveredTo: delivery.deliveredTo,
    // Filled by withDeliveryPhotos, which reads the photos of a whole page at once.
    DeliveryPhotos: [],
    CreatedDate: delivery.createdAt.toISOString(),
  };
}

/** Slip rows with their proof-of-delivery photos (a customer: their own, not kept internal). */
function withDeliveryPhotos<Row extends DeliveryRow>(
  tx: Executor,
  scope: OwnerScope,
  rows: Row[],
): Promise<Row[]> {
  return withPhotos(tx, scope, 'deliveryId', rows, (row, photos) => ({
    ...row,
    DeliveryPhotos: photos,
  }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '');

/** What order/getlistrequestdelivery's statements take. */
interface DeliveriesFilter {
  customerId: number;
  status?: number | undefined;
  from?: Date | undefined;
  end?: Date | undefined;
  /** A keyword as a code (upper case) and as a LIKE pattern on the receiver's name. */
  code?: string | undefined;
  name?: string | undefined;
}

const deliveriesList = customerList('deliveries', {
  id: deliveries.id,
  createdAt: deliveries.createdAt,
  where: (filter: Shape<DeliveriesFilter>) =>
    and(
      eq(deliveries.customerId, filter.customerId),
      filter.status && eq(deliveries.status, filter.status),
      filter.from && gte(deliveries.createdAt, filter.from),
      filter.end && lte(deliveries.createdAt, filter.end),
      filter.code &&
        filter.name &&
        or(
          eq(deliveries.code, filter.code),
          sql`${qualified(deliveries.listOrders)} ? ${filter.code}`,
          ilike(deliveries.receiverName, filter.name),
        ),
    ),
  counter: (filter) => countedRows(filter.customerId, 'deliveries', filter.status),
  countedBy: 'status',
  select: (db, listColumns) =>
    db
      .select({ ...rowColumns, ...listColumns })
      .from(deliveries)
      .leftJoin(warehouses, eq(warehouses.id, deliveries.warehouseId))
      .$dynamic(),
});

/** order/getlistrequestdelivery: the customer's slips, newest first. */
export async function listDeliveries(tx: Executor, scope: CustomerScope, query: DeliveryListQuery) {
  const keyword = query.keyword?.trim() || undefined;
  const filter = {
    customerId: scope.customerId,
    status: query.status,
    from: query.from,
    end: query.end,
    code: keyword?.toUpperCase(),
    name: keyword && `%${escapeLike(keyword)}%`,
  };
  const page = await deliveriesList(tx, filter, query, toDeliveryRow);
  return { ...page, Items: await withDeliveryPhotos(tx, scope, page.Items) };
}

/** The goods (orders, consignments) a slip carries. */
export async function goodsOfDelivery(tx: Executor, deliveryId: number) {
  return tx
    .select()
    .from(deliveryGoods)
    .where(eq(deliveryGoods.deliveryId, deliveryId))
    .orderBy(asc(deliveryGoods.id));
}

/** The parcels of the given slips, for the printed slip and the hand-over check. */
async function parcelsOfDeliveries(tx: Executor, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return [];
  return tx
    .select({
      deliveryId: deliveryGoods.deliveryId,
      Code: transports.code,
      TransportCode: transports.transportCode,
      OrderCode: deliveryGoods.code,
      // What the scale said: the weight staff and the receiver check at hand-over.
      grams: transports.weightGrams,
      // What the fee was reckoned by: the slip's total weight is the sum of these.
      chargedGrams: transports.chargedGrams,
    })
    .from(deliveryGoods)
    .innerJoin(
      transports,
      sql`(${qualified(deliveryGoods.kind)} = 1 and ${qualified(transports.orderId)} = ${qualified(deliveryGoods.goodsId)})
        or (${qualified(deliveryGoods.kind)} = 2 and ${qualified(transports.orderShipId)} = ${qualified(deliveryGoods.goodsId)})`,
    )
    .where(
      and(
        inArray(deliveryGoods.deliveryId, deliveryIds),
        sql`${qualified(transports.status)} <> 7`,
      ),
    )
    .orderBy(asc(transports.id));
}

const adminColumns = {
  ...rowColumns,
  customerCode: users.code,
  customerName: users.fullName,
};

async function withParcels(
  tx: Executor,
  rows: {
    delivery: DeliveryRecord;
    warehouseName: string;
    customerCode: string;
    customerName: string;
  }[],
): Promise<AdminDeliveryRow[]> {
  const parcels = await parcelsOfDeliveries(
    tx,
    rows.map((row) => row.delivery.id),
  );
  const shown = rows.map((row) => ({
    ...toDeliveryRow(row),
    CustomerCode: row.customerCode,
    CustomerName: row.customerName,
    Parcels: parcels
      .filter((parcel) => parcel.deliveryId === row.delivery.id)
      .map(({ deliveryId: _deliveryId, grams, chargedGrams, ...parcel }) => ({
        ...parcel,
        Weight: (grams ?? 0) / 1000,
        ChargedWeight: (chargedGrams ?? 0) / 1000,
      })),
  }));
  // The console: staff see every photo of a slip.
  return withDeliveryPhotos(tx, systemScope, shown);
}

/**
 * What a console keyword finds among the slips: the slip by its code or number, its customer
 * (code, name, phone…), the receiver by the words of the name (without diacritics) or 4 or more
 * digits of the phone, or a goods code it carries (the whole code). Each reads an index: the key,
 * the customer's, deliveries_search_receiver_idx, deliveries_receiver_phone_grams_idx,
 * deliveries_list_orders_idx. Undefined without a keyword.
 */
async function slipsMatching(tx: Executor, keyword: string | undefined): Promise<SQL | undefined> {
  if (!keyword) return undefined;
  const id = codeId(keyword, 'PGH');
  const words = nameQuery(keyword);
  return or(
    id ? eq(deliveries.id, id) : undefined,
    await ofCustomersMatching(tx, deliveries.customerId, keyword),
    ...phoneDigitRuns(keyword).map((digits) => phoneHolds(deliveries.searchReceiverPhone, digits)),
    words
      ? sql`${nameWords(deliveries.searchReceiver)} @@ to_tsquery('simple', ${words})`
      : undefined,
    sql`${qualified(deliveries.listOrders)} ? ${keyword.toUpperCase()}`,
  );
}

/** admin deliveries: every customer's slips by status and keyword, with each status's count. */
export async function listDeliveriesForStaff(
  tx: Executor,
  query: AdminDeliveryListQuery,
  page: Page = query,
) {
  const found = await slipsMatching(tx, query.keyword);
  return statusListPage(tx, page, {
    key: { id: deliveries.id, createdAt: deliveries.createdAt, status: deliveries.status },
    statuses: Object.values(DeliveryStatus),
    asked: query.status,
    found,
    rows: (where) =>
      tx
        .select(adminColumns)
        .from(deliveries)
        .innerJoin(users, eq(users.id, deliveries.customerId))
        .leftJoin(warehouses, eq(warehouses.id, deliveries.warehouseId))
        .where(where)
        .orderBy(...newestFirst(deliveries.createdAt, deliveries.id))
        .then((rows) => withParcels(tx, rows)),
    toItem: (row) => row,
  });
}

export async function adminDeliveryRow(tx: Executor, id: number): Promise<AdminDeliveryRow | null> {
  const rows = await tx
    .select(adminColumns)
    .from(deliveries)
    .innerJoin(users, eq(users.id, deliveries.customerId))
    .leftJoin(warehouses, eq(warehouses.id, deliveries.warehouseId))
    .where(eq(deliveries.id, id));
  const [row] = await withParcels(tx, rows);
  return row ?? null;
}

/** Which order or consignment codes exist for this customer (a slip names them by code). */
export async function lockGoodsByCode(
  tx: Executor,
  scope: CustomerScope,
  codes: readonly string[],
) {
  const list = [...codes];
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, scope.customerId), inArray(orders.code, list)))
    .orderBy(asc(orders.id))
    .for('update');
  await tx
    .select({ id: orderShips.id })
    .from(orderShips)
    .where(and(eq(orderShips.customerId, scope.customerId), inArray(orderShips.code, list)))
    .orderBy(asc(orderShips.id))
    .for('update');
}
