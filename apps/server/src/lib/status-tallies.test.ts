import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { AuditKind, COUNT_CAP, type AuditRow } from '@app/shared';
import { rowsOf } from '../test/rows-of.js';
import { consoleListOf } from '../test/console-lists.js';
import { testAppForFile } from '../test/file-app.js';
import { TALLIED_TABLES, foldStatusTallies } from './status-tallies.js';

/**
 * The console lists' counts (issue 27): a list without a filter is counted exactly from the
 * tallies the database keeps (migration 0040), a filtered one up to COUNT_CAP and then shown as
 * "hơn 10.000". Every test app also holds the tallies to a recount as it closes
 * (test/kept-row-facts-check.ts), so each suite's writes check the triggers.
 */
const t = testAppForFile();
const audit = consoleListOf(t, '/api/admin/audit', 'kind');
/** One more than the cap: rows of one kind and one entity, written by the database at once. */
const MANY = COUNT_CAP + 1;
const ENTITY = 'tally-probe';

beforeAll(async () => {
  await t.db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, kind)
    select (select id from users where role = 'admin' order by id limit 1), 'probe', ${ENTITY},
      g::text, ${AuditKind.Settings}
    from generate_series(1, ${MANY}) g`);
});

const kindCount = (answer: { Counts: { Status: number; Count: number; Capped?: boolean }[] }) =>
  answer.Counts.find((row) => row.Status === AuditKind.Settings);

describe('status tallies', () => {
  it('count the tables the migration tallies, no more and no fewer', async () => {
    const rows = await rowsOf<{ list: string }>(t.db, sql`select list from tallied_lists()`);
    expect(new Set(rows.map((row) => row.list))).toEqual(new Set(TALLIED_TABLES));
  });

  it('give the whole list its exact counts, before and after the fold', async () => {
    const exact = await rowsOf<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from audit_log where kind = ${AuditKind.Settings}`,
    );
    const before = await audit.page<AuditRow>();
    expect(kindCount(before)).toEqual({ Status: AuditKind.Settings, Count: exact[0]!.count });
    expect(before.Capped).toBeUndefined();
    expect(before.Total).toBeGreaterThan(COUNT_CAP);

    await foldStatusTallies(t.db);
    const folded = await rowsOf<{ rows: number }>(
      t.db,
      sql`select count(*)::int as rows from status_tallies
        where list = 'audit_log' and status = ${AuditKind.Settings}`,
    );
    expect(folded[0]!.rows).toBe(1);
    const after = await audit.page<AuditRow>();
    expect(after.Counts).toEqual(before.Counts);

    // Rows written after the fold are counted beside the folded row.
    await t.db.execute(sql`delete from audit_log
      where entity = ${ENTITY} and entity_id in ('1', '2')`);
    const fewer = await audit.page<AuditRow>({ kind: String(AuditKind.Settings) });
    expect(fewer.Total).toBe(exact[0]!.count - 2);
    await t.db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, kind)
      select actor_id, action, entity, entity_id, kind from audit_log
      where entity = ${ENTITY} and entity_id = '3' limit 1`);
    await t.db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, kind)
      select actor_id, action, entity, '2', kind from audit_log
      where entity = ${ENTITY} and entity_id = '3' limit 1`);
  });

  it('show a filter matching more than the cap as "more than" it, its export whole', async () => {
    const filtered = await audit.page<AuditRow>({ entity: ENTITY });
    expect(kindCount(filtered)).toEqual({
      Status: AuditKind.Settings,
      Count: COUNT_CAP,
      Capped: true,
    });
    expect(filtered.Total).toBe(COUNT_CAP);
    expect(filtered.Capped).toBe(true);
    expect(filtered.Items).toHaveLength(20);

    // The page past the cap is there (skip/take as ever); the rows number exactly MANY.
    const last = await audit.page<AuditRow>({ entity: ENTITY, skip: String(MANY - 1), take: '5' });
    expect(last.Items).toHaveLength(1);

    const response = await t.asAdmin({
      url: '/api/admin/audit',
      query: { entity: ENTITY, format: 'xlsx' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet!.data.length - 1).toBe(MANY);
  });

  it('count a filter under the cap exactly', async () => {
    const one = await audit.page<AuditRow>({ entity: ENTITY, entityId: '3' });
    expect(kindCount(one)).toEqual({ Status: AuditKind.Settings, Count: 2 });
    expect(one.Total).toBe(2);
    expect(one.Capped).toBeUndefined();
  });
});
