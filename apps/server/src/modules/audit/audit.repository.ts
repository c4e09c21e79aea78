import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { listPage, newestFirst } from '../../lib/paging.js';

export interface AuditEntry {
  actorId: number;
  /** What was done, e.g. 'deposit.approve'. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Written in the transaction of the staff action itself, so the log never misses or invents one. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(
  tx: Executor,
  filter: {
    entity?: string | undefined;
    entityId?: string | undefined;
    skip: number;
    take: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return listPage(
    filter,
    (listTotal) =>
      tx
        .select({
          listTotal,
          Id: auditLog.id,
          ActorEmail: users.email,
          Action: auditLog.action,
          Entity: auditLog.entity,
          EntityId: auditLog.entityId,
          Before: auditLog.before,
          After: auditLog.after,
          CreatedDate: auditLog.createdAt,
        })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(...newestFirst(auditLog.createdAt, auditLog.id))
        .offset(filter.skip)
        .limit(filter.take),
    { count: () => tx.select({ value: count() }).from(auditLog).where(where) },
    (row) => ({ ...row, CreatedDate: row.CreatedDate.toISOString() }),
  );
}
