import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { auditReferenceKeys } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { auditLog, users, warehouses } from '../../db/schema.js';
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

/**
 * The names of every person and warehouse a page's before/after values point at by id
 * ('user:12' → 'Trần Bình (binh@x.vn)'), read in two small lookups for the whole page, so staff
 * read who was assigned instead of '#12'.
 */
async function referenceNames(
  tx: Executor,
  rows: { Before: unknown; After: unknown }[],
): Promise<Map<string, string>> {
  const keys = new Set<string>();
  for (const row of rows) {
    auditReferenceKeys(row.Before, '', keys);
    auditReferenceKeys(row.After, '', keys);
  }
  const idsOf = (kind: string) =>
    [...keys]
      .filter((key) => key.startsWith(`${kind}:`))
      .map((key) => Number(key.slice(kind.length + 1)));
  const userIds = idsOf('user');
  const warehouseIds = idsOf('warehouse');
  const names = new Map<string, string>();
  if (userIds.length > 0) {
    const found = await tx
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const user of found) {
      names.set(`user:${user.id}`, user.fullName ? `${user.fullName} (${user.email})` : user.email);
    }
  }
  if (warehouseIds.length > 0) {
    const found = await tx
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(inArray(warehouses.id, warehouseIds));
    for (const warehouse of found) names.set(`warehouse:${warehouse.id}`, warehouse.name);
  }
  return names;
}

/** The keys of `names` one row's values point at: each row carries only its own. */
function namesOf(row: { Before: unknown; After: unknown }, names: Map<string, string>) {
  const keys = auditReferenceKeys(row.Before);
  auditReferenceKeys(row.After, '', keys);
  const own: Record<string, string> = {};
  for (const key of keys) {
    const name = names.get(key);
    if (name) own[key] = name;
  }
  return own;
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
  const page = await listPage(
    filter,
    tx
      .select({
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
    () => tx.select({ value: count() }).from(auditLog).where(where),
    (row) => ({ ...row, CreatedDate: row.CreatedDate.toISOString() }),
  );
  const names = await referenceNames(tx, page.Items);
  return {
    ...page,
    Items: page.Items.map((row) => ({ ...row, Names: namesOf(row, names) })),
  };
}
