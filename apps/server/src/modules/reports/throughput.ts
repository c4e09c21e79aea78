import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CHINA_WAREHOUSE_NAME,
  OrderState,
  THROUGHPUT_ACTIVITIES,
  TransportStatus,
  type ActivityCounts,
  type ThroughputActivity,
  type ThroughputLine,
  type ThroughputLinesQuery,
  type ThroughputReport,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import { orders, stateHistory, transports, users, warehouses } from '../../db/schema.js';
import { newestFirst, rowsWhere } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { periodSlices, slicesTable, within, type ReportPeriod } from './report-period.js';

// Throughput (DESIGN §12): the moves staff made, read from the one transition function's history
// (state_history) by state_history_move_idx — one range walk per period and kind of move.

/** The move each activity counts. */
const MOVES: Record<ThroughputActivity, { entity: 'order' | 'transport'; to: number }> = {
  OrdersBought: { entity: 'order', to: OrderState.Bought },
  ParcelsInChina: { entity: 'transport', to: TransportStatus.InChinaWarehouse },
  ParcelsInVietnam: { entity: 'transport', to: TransportStatus.InVietnamWarehouse },
  ParcelsDelivered: { entity: 'transport', to: TransportStatus.Delivered },
};

const h = qualified;
const ZERO: ActivityCounts = {
  OrdersBought: 0,
  ParcelsInChina: 0,
  ParcelsInVietnam: 0,
  ParcelsDelivered: 0,
};

const movesTable = sql.raw(
  `(values ${THROUGHPUT_ACTIVITIES.map(
    ({ key }) => `('${key}', '${MOVES[key].entity}', ${MOVES[key].to})`,
  ).join(', ')}) as a(activity, entity, to_status)`,
);

export async function throughputReport(
  tx: Executor,
  period: ReportPeriod,
): Promise<ThroughputReport> {
  const slices = slicesTable(periodSlices(period));
  const staffCounts = rowsOfResult<{
    period: string;
    activity: ThroughputActivity;
    actor: number;
    moves: number;
  }>(
    await tx.execute(sql`select p.key as period, a.activity, r.actor, r.moves
    from ${slices} cross join ${movesTable}
    cross join lateral (
      select ${h(stateHistory.actorId)} as actor, count(*)::int as moves
      from ${stateHistory}
      where ${h(stateHistory.entity)} = a.entity and ${h(stateHistory.toStatus)} = a.to_status
        and ${h(stateHistory.createdAt)} >= p.start and ${h(stateHistory.createdAt)} < p.stop
        and ${h(stateHistory.actorId)} is not null
      group by 1) r`),
  );
  const actors = [...new Set(staffCounts.map((row) => Number(row.actor)))];
  const staff = new Map(
    actors.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, code: users.code, fullName: users.fullName })
            .from(users)
            .where(inArray(users.id, actors))
        ).map((user) => [user.id, user]),
  );
  const rows = new Map<string, ThroughputReport['Rows'][number]>();
  const Totals = { ...ZERO };
  for (const count of staffCounts) {
    const actor = Number(count.actor);
    const key = `${count.period}|${actor}`;
    const user = staff.get(actor);
    const row = rows.get(key) ?? {
      Period: String(count.period),
      StaffId: actor,
      StaffCode: user?.code ?? '',
      StaffName: user?.fullName || user?.code || '',
      ...ZERO,
    };
    row[count.activity] += Number(count.moves);
    Totals[count.activity] += Number(count.moves);
    rows.set(key, row);
  }
  return {
    Rows: [...rows.values()].sort(
      (a, b) => a.Period.localeCompare(b.Period) || a.StaffName.localeCompare(b.StaffName, 'vi'),
    ),
    Warehouses: await warehouseRows(tx, slices),
    Totals,
  };
}

// Each of the move's parcel's facts is its own lookup by the parcel's key (a subquery in the
// select list, which PostgreSQL never turns into a join): a period's moves are a small part of
// the parcels, and a join would be planned as a scan of them all.
const ofItsParcel = (column: SQL) =>
  sql`(select ${column} from ${transports} where ${h(transports.id)} = ${h(stateHistory.entityId)})`;

/** The warehouse of a move: the Chinese one (0) for a receipt in China, else its parcel's. */
const warehouseOf = (parcelWarehouse: SQL) => sql`case
  when ${h(stateHistory.toStatus)} = ${TransportStatus.InChinaWarehouse} then 0
  else coalesce(${parcelWarehouse}, 0) end`;
const warehouseOfMove = warehouseOf(ofItsParcel(h(transports.warehouseId)));

/**
 * Each period's parcels in and out per warehouse. The warehouses are few and known: each one's
 * figures are columns of one pass over the period's moves (filtered aggregates), not groups, so
 * nothing sorts the moves. Each move's parcel is read once, by its key (`offset 0` keeps
 * PostgreSQL from making the lateral read a join, and the moves' columns from being computed
 * again for each aggregate).
 */
async function warehouseRows(tx: Executor, slices: SQL): Promise<ThroughputReport['Warehouses']> {
  const names = new Map(
    (await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses)).map((row) => [
      row.id,
      row.name,
    ]),
  );
  const ids = [0, ...[...names.keys()].sort((a, b) => a - b)];
  const columns = ids.map(
    (id) => sql`(count(*) filter (where m.received and m.warehouse = ${id}))::int,
      coalesce(sum(m.grams) filter (where m.received and m.warehouse = ${id}), 0)::bigint,
      (count(*) filter (where not m.received and m.warehouse = ${id}))::int`,
  );
  const found = rowsOfResult<{ period: string; figures: Array<string | number> }>(
    await tx.execute(sql`select p.key as period, r.figures
    from ${slices}
    cross join lateral (
      select array[${sql.join(columns, sql`, `)}]::bigint[] as figures
      from (select ${h(stateHistory.toStatus)} <> ${TransportStatus.Delivered} as received,
          ${warehouseOf(sql`t.warehouse_id`)} as warehouse, t.weight_grams as grams
        from ${stateHistory}
        left join lateral (select ${h(transports.warehouseId)} as warehouse_id,
            ${h(transports.weightGrams)} as weight_grams
          from ${transports} where ${h(transports.id)} = ${h(stateHistory.entityId)} offset 0) t on true
        where ${h(stateHistory.entity)} = 'transport'
          and ${h(stateHistory.toStatus)} in (${TransportStatus.InChinaWarehouse}, ${TransportStatus.InVietnamWarehouse}, ${TransportStatus.Delivered})
          and ${h(stateHistory.createdAt)} >= p.start and ${h(stateHistory.createdAt)} < p.stop
        offset 0) m) r`),
  );
  return found
    .flatMap((row) =>
      ids
        .map((id, index) => ({
          Period: String(row.period),
          WarehouseId: id,
          WarehouseName: id === 0 ? CHINA_WAREHOUSE_NAME : (names.get(id) ?? ''),
          ParcelsIn: Number(row.figures[index * 3]),
          KgIn: Number(row.figures[index * 3 + 1]) / 1000,
          ParcelsDelivered: Number(row.figures[index * 3 + 2]),
        }))
        .filter((figure) => figure.ParcelsIn > 0 || figure.ParcelsDelivered > 0),
    )
    .sort((a, b) => a.Period.localeCompare(b.Period) || a.WarehouseId - b.WarehouseId);
}

/** The moves behind a count, newest first: one activity, one staff member's or warehouse's. */
export async function throughputLines(
  tx: Executor,
  period: ReportPeriod,
  query: Pick<ThroughputLinesQuery, 'activity' | 'staffId' | 'warehouseId' | 'skip' | 'take'>,
): Promise<{ Items: ThroughputLine[]; Total: number }> {
  const move = MOVES[query.activity];
  const where = and(
    eq(stateHistory.entity, move.entity),
    eq(stateHistory.toStatus, move.to),
    within(stateHistory.createdAt, period),
    query.staffId === undefined ? undefined : eq(stateHistory.actorId, query.staffId),
    query.warehouseId === undefined || move.entity !== 'transport'
      ? undefined
      : sql`${warehouseOfMove} = ${query.warehouseId}`,
  );
  const Total = await rowsWhere(tx, stateHistory, where);
  const rows = await tx
    .select({
      id: stateHistory.id,
      code: sql<string>`coalesce(case ${stateHistory.entity}
        when 'order' then (select ${orders.code} from ${orders} where ${orders.id} = ${stateHistory.entityId})
        else ${ofItsParcel(h(transports.code))} end, '')`,
      staffName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.code}, '')`,
      createdAt: stateHistory.createdAt,
    })
    .from(stateHistory)
    .leftJoin(users, eq(users.id, stateHistory.actorId))
    .where(where)
    .orderBy(...newestFirst(stateHistory.createdAt, stateHistory.id))
    .offset(query.skip)
    .limit(query.take);
  return {
    Total,
    Items: rows.map((row) => ({
      Id: row.id,
      Code: row.code,
      StaffName: row.staffName,
      Date: row.createdAt.toISOString(),
    })),
  };
}
