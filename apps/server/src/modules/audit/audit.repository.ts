import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  AuditKind,
  auditKindOf,
  auditReferenceKeys,
  type AuditQuery,
  type AuditRow,
  STAFF_ROLES,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { auditLog, nameWords, users, warehouses } from '../../db/schema.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';
import { preparedStatement } from '../../lib/prepared.js';
import { codeId, likePrefix, nameQuery } from '../../lib/search-text.js';

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
  await auditStatement(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    kind: auditKindOf(entry.action, entry.entity),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const auditStatement = preparedStatement<{
  actorId: number;
  action: string;
  entity: string;
  entityId: string;
  kind: AuditKind;
  before: unknown;
  after: unknown;
}>('write_audit')((db, shape) => db.insert(auditLog).values(shape));

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

/** Each code prefix (lib/search-text.ts codeId) and the entity whose audit rows carry its codes. */
const CODE_ENTITIES: ReadonlyArray<readonly [prefix: string, entity: string]> = [
  ['DH', 'order'],
  ['KN', 'complaint'],
  ['KI', 'transport'],
  ['KG', 'consignment'],
  ['PGH', 'delivery'],
  ['NT', 'deposit'],
  ['RT', 'withdrawal'],
  ['GD', 'bank-transfer'],
  ['KH', 'customer'],
  ['NV', 'staff'],
];

/** A record's code as the database writes it (db/schema.ts codeSql): the id on at least 6 digits. */
const codeOf = (prefix: string, id: number) => `${prefix}${String(id).padStart(6, '0')}`;

/**
 * The rows a keyword names: those about a record whose code it is (a bare number names the
 * records of every kind with that id: "123" is DH000123, KI000123…), read on
 * audit_log_entity_idx; and those written by a staff member found by email start, name words or
 * their NV code.
 */
function auditMatch(tx: Executor, keyword: string): SQL {
  const records = CODE_ENTITIES.flatMap(([prefix, entity]) => {
    const id = codeId(keyword, prefix);
    return id ? [and(eq(auditLog.entity, entity), eq(auditLog.entityId, codeOf(prefix, id)))] : [];
  });
  const words = nameQuery(keyword);
  // A bare number already names records; only a typed NV code names a staff member by id.
  const staffId = /^nv/i.test(keyword) ? codeId(keyword, 'NV') : null;
  const staffFound = [
    staffId ? eq(users.id, staffId) : undefined,
    /\s/.test(keyword) ? undefined : like(users.email, likePrefix(keyword.toLowerCase())),
    words ? sql`${nameWords(users.searchName)} @@ to_tsquery('simple', ${words})` : undefined,
  ].filter((condition) => condition !== undefined);
  const actors =
    staffFound.length > 0
      ? tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.role, STAFF_ROLES), or(...staffFound)))
      : undefined;
  return or(...records, actors && sql`${auditLog.actorId} = any(array(${actors}))`) ?? sql`false`;
}

/**
 * The audit log, newest first: by kind of record (with each kind's count), the entity and its
 * id as before, and a keyword naming a record's code or the staff member who acted.
 */
export async function listAudit(tx: Executor, query: AuditQuery, page: Page = query) {
  const keyword = query.keyword;
  const filtered = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    keyword ? auditMatch(tx, keyword) : undefined,
  );
  const answer = await statusListPage(tx, page, {
    key: { id: auditLog.id, createdAt: auditLog.createdAt, status: auditLog.kind },
    statuses: Object.values(AuditKind),
    asked: query.kind,
    found: filtered,
    rows: (where) =>
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
        .orderBy(...newestFirst(auditLog.createdAt, auditLog.id)),
    toItem: (row) => ({ ...row, CreatedDate: row.CreatedDate.toISOString() }),
  });
  const names = await referenceNames(tx, answer.Items);
  return {
    ...answer,
    Items: answer.Items.map((row): AuditRow => ({ ...row, Names: namesOf(row, names) })),
  };
}
