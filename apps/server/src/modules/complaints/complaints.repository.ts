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
import { ownedBy, type CustomerScope, type StaffScope } from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList } from '../../lib/customer-list.js';
import type { Shape } from '../../lib/prepared.js';
import { listPage, newestFirst } from '../../lib/paging.js';

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
  select: (db, listTotal) =>
    db
      .select({ complaint: complaints, orderCode: orders.code, listTotal })
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
  return complaintsList(tx, filter, query, (row) => toComplaintRow(row.complaint, row.orderCode));
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
    tx
      .select({
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
    () => tx.select({ value: count() }).from(complaints).where(where),
    (row) => ({ ...toComplaintRow(row.complaint, row.orderCode), CustomerCode: row.customerCode }),
  );
}
