import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  SEARCH_MAX_HITS,
  SearchKind,
  deliveryStatusNames,
  formatDate,
  labelOf,
  orderShipStatusNames,
  orderStateNames,
  transportStatusNames,
  type SearchHit,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { deliveries, messages, orderShips, orders, transports } from '../../db/schema.js';
import { ownedBy, type CustomerScope } from '../../lib/owner-scope.js';
import { codeId, likeContains } from '../../lib/search-text.js';
import { trackingNumberEnds } from '../transports/transports.repository.js';

/** How many of each kind one search reads at most (the answer keeps SEARCH_MAX_HITS of them). */
const PER_KIND = 5;

const facts = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/**
 * The customer's orders the keyword names: by our code or its number (the key), or by the shop's
 * order number (orders_shop_order_number_idx), within this customer's orders only.
 */
async function findOrders(tx: Executor, scope: CustomerScope, keyword: string) {
  const id = codeId(keyword, 'DH');
  const rows = await tx
    .select({
      id: orders.id,
      code: orders.code,
      shopName: orders.shopName,
      shopOrderNumber: orders.shopOrderNumber,
      state: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        ownedBy(orders.customerId, scope),
        or(id ? eq(orders.id, id) : undefined, eq(orders.shopOrderNumber, keyword)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(PER_KIND);
  return rows.map((row): SearchHit => ({
    Kind: SearchKind.Order,
    Id: row.id,
    Code: row.code,
    Title: row.shopName,
    Subtitle: facts(
      labelOf(orderStateNames, row.state),
      row.shopOrderNumber && `Mã đơn shop ${row.shopOrderNumber}`,
      formatDate(row.createdAt),
    ),
    Exact: true,
  }));
}

/** The customer's consignment of a code (KG…) or number: the key. */
async function findConsignments(tx: Executor, scope: CustomerScope, keyword: string) {
  const id = codeId(keyword, 'KG');
  if (!id) return [];
  const rows = await tx
    .select({
      id: orderShips.id,
      code: orderShips.code,
      note: orderShips.note,
      status: orderShips.status,
      createdAt: orderShips.createdAt,
    })
    .from(orderShips)
    .where(and(ownedBy(orderShips.customerId, scope), eq(orderShips.id, id)));
  return rows.map((row): SearchHit => ({
    Kind: SearchKind.Consignment,
    Id: row.id,
    Code: row.code,
    Title: row.note || 'Đơn ký gửi',
    Subtitle: facts(labelOf(orderShipStatusNames, row.status), formatDate(row.createdAt)),
    Exact: true,
  }));
}

/**
 * The customer's parcels: by our code (KI…) or number (the key), or by the Chinese tracking
 * number, whole or its last 4 or more characters, as customers paste or read it
 * (transports_tracking_tail_idx).
 */
async function findParcels(tx: Executor, scope: CustomerScope, keyword: string) {
  const id = codeId(keyword, 'KI');
  const tracking = trackingNumberEnds(keyword);
  if (!id && !tracking) return [];
  const rows = await tx
    .select({
      id: transports.id,
      code: transports.code,
      trackingNumber: transports.transportCode,
      ownerCode: transports.ownerCode,
      status: transports.status,
    })
    .from(transports)
    .where(
      and(
        ownedBy(transports.customerId, scope),
        or(id ? eq(transports.id, id) : undefined, tracking),
      ),
    )
    .orderBy(desc(transports.id))
    .limit(PER_KIND);
  const upper = keyword.toUpperCase();
  return rows.map((row): SearchHit => ({
    Kind: SearchKind.Parcel,
    Id: row.id,
    Code: row.code,
    Title: `Mã vận đơn ${row.trackingNumber}`,
    Subtitle: facts(
      labelOf(transportStatusNames, row.status),
      row.ownerCode && `Thuộc ${row.ownerCode}`,
    ),
    Exact: row.id === id || row.trackingNumber === upper,
  }));
}

/** The customer's delivery slip of a code (PGH…) or number: the key. */
async function findDeliveries(tx: Executor, scope: CustomerScope, keyword: string) {
  const id = codeId(keyword, 'PGH');
  if (!id) return [];
  const rows = await tx
    .select({
      id: deliveries.id,
      code: deliveries.code,
      address: deliveries.address,
      status: deliveries.status,
      createdAt: deliveries.createdAt,
    })
    .from(deliveries)
    .where(and(ownedBy(deliveries.customerId, scope), eq(deliveries.id, id)));
  return rows.map((row): SearchHit => ({
    Kind: SearchKind.Delivery,
    Id: row.id,
    Code: row.code,
    Title: row.address,
    Subtitle: facts(labelOf(deliveryStatusNames, row.status), formatDate(row.createdAt)),
    Exact: true,
  }));
}

/**
 * The customer's newest notices holding the keyword, as the notices list finds them: read along
 * messages_customer_created_idx, this customer's notices only (a word has no index to walk).
 */
async function findMessages(tx: Executor, scope: CustomerScope, keyword: string) {
  const where: SQL | undefined = and(
    ownedBy(messages.customerId, scope),
    ilike(messages.note, likeContains(keyword)),
  );
  const rows = await tx
    .select({ id: messages.id, note: messages.note, createdAt: messages.createdAt })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(3);
  return rows.map((row): SearchHit => ({
    Kind: SearchKind.Message,
    Id: row.id,
    Code: formatDate(row.createdAt),
    Title: row.note,
    Subtitle: 'Thông báo',
    Exact: false,
  }));
}

/**
 * The header's search: what of the customer's own the keyword names, grouped by kind (orders,
 * consignments, parcels, slips, notices), at most SEARCH_MAX_HITS. Another customer's code finds
 * nothing: every lookup is under the caller's scope.
 */
export async function searchOwnRecords(
  tx: Executor,
  scope: CustomerScope,
  keyword: string,
): Promise<SearchHit[]> {
  const found = await Promise.all([
    findOrders(tx, scope, keyword),
    findConsignments(tx, scope, keyword),
    findParcels(tx, scope, keyword),
    findDeliveries(tx, scope, keyword),
    findMessages(tx, scope, keyword),
  ]);
  return found.flat().slice(0, SEARCH_MAX_HITS);
}
