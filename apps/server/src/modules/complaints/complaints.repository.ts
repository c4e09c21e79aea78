import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  complaintQueueStatuses,
  complaintStatusNames,
  complaintTypeNames,
  labelOf,
  type AdminComplaintListQuery,
  type AdminComplaintRow,
  type ComplaintListQuery,
  type ComplaintRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { complaints, orders, users } from '../../db/schema.js';
import {
  ownedBy,
  type CustomerScope,
  type OwnerScope,
  type StaffScope,
} from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList } from '../../lib/customer-list.js';
import type { Shape } from '../../lib/prepared.js';
import { newestFirst } from '../../lib/paging.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { codeId } from '../../lib/search-text.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';
import { withPhotos } from '../photos/photos.repository.js';

export type ComplaintRecord = typeof complaints.$inferSelect;

export function toComplaintRow(row: ComplaintRecord, orderCode: string): ComplaintRow {
  return {
    Id: row.id,
    Code: row.code,
    OrderId: row.orderId,
    OrderCode: orderCode,
    Type: row.type,
    TypeName: labelOf(complaintTypeNames, row.type),
    Content: row.content,
    RequestAmount: row.requestAmount,
    ImageUrls: row.imageUrls,
    Status: row.status,
    StatusName: labelOf(complaintStatusNames, row.status),
    Response: row.response,
    RefundAmount: row.refundAmount,
    CreatedDate: row.createdAt.toISOString(),
  };
}

/**
 * Complaint rows with their uploaded photos' signed addresses after the typed links in
 * `ImageUrls` (the customer's own; staff see every complaint's).
 */
export function withPhotoUrls<Row extends ComplaintRow>(
  tx: Executor,
  scope: OwnerScope,
  rows: Row[],
): Promise<Row[]> {
  return withPhotos(tx, scope, 'complaintId', rows, (row, photos) =>
    photos.length > 0
      ? { ...row, ImageUrls: [...row.ImageUrls, ...photos.map((photo) => photo.Url)] }
      : row,
  );
}

/** One complaint row with its photos' addresses, as withPhotoUrls. */
export async function withPhotoUrl<Row extends ComplaintRow>(
  tx: Executor,
  scope: OwnerScope,
  row: Row,
): Promise<Row> {
  const [shown] = await withPhotoUrls(tx, scope, [row]);
  return shown ?? row;
}

/** An order's complaints, oldest first, in the caller's scope (another customer's order: none). */
export async function complaintsOfOrder(
  tx: Executor,
  scope: OwnerScope,
  order: { id: number; code: string },
): Promise<ComplaintRow[]> {
  const rows = await tx
    .select()
    .from(complaints)
    .where(and(eq(complaints.orderId, order.id), ownedBy(complaints.customerId, scope)))
    .orderBy(asc(complaints.id));
  return withPhotoUrls(
    tx,
    scope,
    rows.map((row) => toComplaintRow(row, order.code)),
  );
}

/** What customer/getcomplains' statements take. */
interface ComplaintsFilter {
  customerId: number;
  status?: number | undefined;
}

const complaintsList = customerList('complaints', {
  id: complaints.id,
  createdAt: complaints.createdAt,
  where: (filter: Shape<ComplaintsFilter>) =>
    and(
      eq(complaints.customerId, filter.customerId),
      filter.status && eq(complaints.status, filter.status),
    ),
  counter: (filter) => countedRows(filter.customerId, 'complaints', filter.status),
  countedBy: 'status',
  select: (db, listColumns) =>
    db
      .select({ complaint: complaints, orderCode: orders.code, ...listColumns })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .$dynamic(),
});

/** getcomplains: the caller's complaints, newest first. */
export async function listComplaints(
  tx: Executor,
  scope: CustomerScope,
  query: ComplaintListQuery,
) {
  const filter = { customerId: scope.customerId, status: query.status };
  const page = await complaintsList(tx, filter, query, (row) =>
    toComplaintRow(row.complaint, row.orderCode),
  );
  return { ...page, Items: await withPhotoUrls(tx, scope, page.Items) };
}

/**
 * What a console keyword finds in the queue: the complaint by its code or number, its order by
 * the order's code or number, or its customer (code, name, phone…). Undefined without a keyword,
 * false for one that can name none of them ("a 1").
 */
async function complaintsMatching(
  tx: Executor,
  keyword: string | undefined,
): Promise<SQL | undefined> {
  if (!keyword) return undefined;
  const id = codeId(keyword, 'KN');
  const orderId = codeId(keyword, 'DH');
  return (
    or(
      id ? eq(complaints.id, id) : undefined,
      orderId ? eq(complaints.orderId, orderId) : undefined,
      await ofCustomersMatching(tx, complaints.customerId, keyword),
    ) ?? sql`false`
  );
}

/** The staff queue, with who complained, by status and keyword, with each status's count. */
export async function listComplaintQueue(
  tx: Executor,
  scope: StaffScope,
  query: AdminComplaintListQuery,
  page: Page = query,
) {
  const found = and(
    ownedBy(complaints.customerId, scope),
    await complaintsMatching(tx, query.keyword),
  );
  const listed = await statusListPage(tx, page, {
    key: { id: complaints.id, createdAt: complaints.createdAt, status: complaints.status },
    // A complaint the warehouse's count proposed is the customer's until they send it.
    statuses: complaintQueueStatuses,
    asked: query.status,
    found,
    rows: (where) =>
      tx
        .select({ complaint: complaints, orderCode: orders.code, customerCode: users.code })
        .from(complaints)
        .innerJoin(orders, eq(orders.id, complaints.orderId))
        .innerJoin(users, eq(users.id, complaints.customerId))
        .where(where)
        .orderBy(...newestFirst(complaints.createdAt, complaints.id)),
    toItem: (row): AdminComplaintRow => ({
      ...toComplaintRow(row.complaint, row.orderCode),
      CustomerCode: row.customerCode,
    }),
  });
  return { ...listed, Items: await withPhotoUrls(tx, scope, listed.Items) };
}
