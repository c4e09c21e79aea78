import { and, count, eq } from 'drizzle-orm';
import {
  complaintStatusNames,
  complaintTypeNames,
  labelOf,
  type ComplaintListQuery,
  type ComplaintRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { complaints, orders, users } from '../../db/schema.js';
import { ownedBy, type OwnerScope, type StaffScope } from '../../lib/owner-scope.js';
import { listCounter } from '../../lib/customer-counts.js';
import { listPage, newestFirst, pageWhere } from '../../lib/paging.js';

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

/** getcomplains: the caller's complaints (or, for staff, everyone's), newest first. */
export async function listComplaints(tx: Executor, scope: OwnerScope, query: ComplaintListQuery) {
  const where = and(
    ownedBy(complaints.customerId, scope),
    query.status === undefined ? undefined : eq(complaints.status, query.status),
  );
  const order = newestFirst(complaints.createdAt, complaints.id);
  const picked = pageWhere(tx, query, complaints.id, where, order);
  return listPage(
    query,
    (listTotal) =>
      tx
        .select({
          listTotal,
          complaint: complaints,
          orderCode: orders.code,
        })
        .from(complaints)
        .innerJoin(orders, eq(orders.id, complaints.orderId))
        .where(picked.where)
        .orderBy(...order)
        .offset(picked.offset)
        .limit(query.take),
    {
      counted: listCounter(scope, 'complaints', query, 'status'),
      count: () => tx.select({ value: count() }).from(complaints).where(where),
    },
    (row) => toComplaintRow(row.complaint, row.orderCode),
  );
}

/** The staff queue, with who complained. */
export async function listComplaintQueue(
  tx: Executor,
  scope: StaffScope,
  query: ComplaintListQuery,
) {
  const where = query.status === undefined ? undefined : eq(complaints.status, query.status);
  return listPage(
    query,
    (listTotal) =>
      tx
        .select({
          listTotal,
          complaint: complaints,
          orderCode: orders.code,
          customerCode: users.code,
        })
        .from(complaints)
        .innerJoin(orders, eq(orders.id, complaints.orderId))
        .innerJoin(users, eq(users.id, complaints.customerId))
        .where(and(ownedBy(complaints.customerId, scope), where))
        .orderBy(...newestFirst(complaints.createdAt, complaints.id))
        .offset(query.skip)
        .limit(query.take),
    { count: () => tx.select({ value: count() }).from(complaints).where(where) },
    (row) => ({ ...toComplaintRow(row.complaint, row.orderCode), CustomerCode: row.customerCode }),
  );
}
