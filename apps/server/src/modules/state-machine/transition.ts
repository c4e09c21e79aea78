import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  findMove,
  labelOf,
  type Mover,
  type StateMachine,
  type StatusHistoryRow,
} from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { stateHistory } from '../../db/schema.js';
import { NotFoundError, ruleError } from '../../lib/errors.js';
import type { OwnerScope } from '../../lib/owner-scope.js';
import { preparedStatement } from '../../lib/prepared.js';
import { writeAudit } from '../audit/audit.repository.js';
import { tellCustomer, type CustomerMessage } from '../notifications/tell.js';

/** What every record with a state machine has: an id, a code, an owner and a status. */
export interface Movable {
  id: number;
  /** Absent for what staff know by its number alone (a reported extension page). */
  code?: string;
  /**
   * null for what belongs to nobody yet (an unclaimed parcel); absent for what never belongs to a
   * customer (a bag of many customers' parcels).
   */
  customerId?: number | null;
  status: number;
}

type MachineTable = PgTable & {
  id: PgColumn;
  /** Absent on a table of the warehouse's own records (bags): only staff and the system move them. */
  customerId?: PgColumn;
  status: PgColumn;
};

type LockStatement = (
  db: Executor,
  values: { id: number; customerId?: number },
) => Promise<unknown[]>;
const lockStatements = new Map<MachineTable, LockStatement>();

/**
 * The statement that locks a record of `table` in a scope: the customer's own (`customerId`
 * given), or any (staff and the system). A table without owners (bags) is never a customer's.
 */
function lockStatementOf(table: MachineTable): LockStatement {
  let statement = lockStatements.get(table);
  if (!statement) {
    const owner = table.customerId;
    statement = preparedStatement<{ id: number; customerId?: number }>(
      `lock_${getTableName(table)}`,
    )((db, shape) =>
      db
        .select()
        .from(table)
        .where(
          and(
            eq(table.id, shape.id),
            shape.customerId === undefined
              ? undefined
              : owner
                ? eq(owner, shape.customerId)
                : sql`false`,
          ),
        )
        .for('update'),
    );
    lockStatements.set(table, statement);
  }
  return statement;
}

/**
 * A record locked as `transition` locks it, in `scope` (another customer's answers undefined): for a
 * caller that decides on its state before moving it, and hands it on as `locked`.
 */
export async function lockForMove<Row extends Movable>(
  tx: Transaction,
  table: MachineTable,
  id: number,
  scope: OwnerScope,
): Promise<Row | undefined> {
  const [row] = await lockStatementOf(table)(tx, {
    id,
    customerId: scope.kind === 'customer' ? scope.customerId : undefined,
  });
  return row as Row | undefined;
}

export interface TransitionSpec<Row extends Movable, S extends number> {
  machine: StateMachine<S>;
  table: MachineTable;
  id: number;
  scope: OwnerScope;
  to: S;
  mover: Mover;
  /** The user who moves it (a staff member, the customer), or null for the system alone. */
  actorId: number | null;
  /** Other columns the move changes (who reviewed it, why it was refused). */
  set?: Record<string, unknown>;
  /** The effect the move stands for, in the same transaction: a ledger entry, refunds. */
  effect?: (row: Row) => Promise<void>;
  /**
   * The customer's message about the move, and the event it sends out on the customer's channels
   * (DESIGN §10), if any; null when it is not worth one.
   */
  message: (row: Row) => CustomerMessage | null;
  /** What the audit row keeps beside the status. */
  details?: (row: Row) => Record<string, unknown>;
  /** The history row's note (why, by what means). */
  note?: string;
  /**
   * The row as the caller locked it already in this transaction (a scan found the parcel by its
   * number, FOR UPDATE, in a staff scope): not read again.
   */
  locked?: Row;
}

/** A row of a record's timeline; answers its id (what a move's notifications are told of once). */
const historyStatement = preparedStatement<{
  entity: string;
  entityId: number;
  fromStatus: number;
  toStatus: number;
  mover: Mover;
  actorId: number | null;
  note: string;
}>('state_history')((db, shape) =>
  db.insert(stateHistory).values(shape).returning({ id: stateHistory.id }),
);

/**
 * The one way a record changes state (CONVENTIONS 6), in the caller's transaction: lock the row in
 * the caller's scope (another customer's id is a 404), check the move against the shared table and
 * who may make it, run its effect, update, then write the history row, the customer's message and,
 * for a person's move, the audit row. A concurrent second move waits on the lock and is refused.
 */
export async function transition<Row extends Movable, S extends number>(
  tx: Transaction,
  spec: TransitionSpec<Row, S>,
): Promise<Row> {
  const { machine, table } = spec;
  const locked = spec.locked ?? (await lockForMove<Row>(tx, table, spec.id, spec.scope));
  if (!locked) throw new NotFoundError();
  const reference = locked.code ?? String(locked.id);
  const move = findMove(machine, locked.status, spec.to, spec.mover);
  if (!move) {
    throw ruleError(machine.refusal, {
      code: reference,
      status: labelOf(machine.labels, locked.status),
    });
  }
  await spec.effect?.(locked);
  const changes = { ...spec.set, status: spec.to };
  await tx.update(table).set(changes).where(eq(table.id, locked.id));
  const moved = { ...locked, ...changes } as Row;

  const [history] = await historyStatement(tx, {
    entity: machine.entity,
    entityId: locked.id,
    fromStatus: locked.status,
    toStatus: spec.to,
    mover: spec.mover,
    actorId: spec.actorId,
    note: spec.note ?? '',
  });
  const message = spec.message(moved);
  if (message && locked.customerId != null) {
    // The move itself (its history row) is what its notifications are told of once.
    await tellCustomer(tx, locked.customerId, message, `move:${history?.id}`);
  }
  if (spec.actorId !== null && spec.mover !== 'customer') {
    await writeAudit(tx, {
      actorId: spec.actorId,
      action: `${machine.entity}.${move.action}`,
      entity: machine.entity,
      entityId: reference,
      before: { Status: locked.status },
      after: { Status: spec.to, ...spec.details?.(moved) },
    });
  }
  return moved;
}

/** The first row of a record's timeline: created in its first state (orders, consignments, ...). */
export async function recordCreation(
  tx: Transaction,
  record: { entity: string; id: number; status: number; mover: Mover; actorId: number | null },
  note = '',
): Promise<void> {
  await historyStatement(tx, {
    entity: record.entity,
    entityId: record.id,
    fromStatus: record.status,
    toStatus: record.status,
    mover: record.mover,
    actorId: record.actorId,
    note,
  });
}

/**
 * A row of a record's timeline for something that happened to it without a move (a complaint's
 * refund on an order): its state stays, the note says what. Queries for when a state was reached
 * take the first row of it, so such a row never moves that date.
 */
export async function recordEvent(
  tx: Transaction,
  record: { entity: string; id: number; status: number; mover: Mover; actorId: number | null },
  note: string,
): Promise<void> {
  await recordCreation(tx, record, note);
}

/** A record's timeline as the customer reads it: each state it reached, when, and why. */
export async function statusHistory<S extends number>(
  tx: Executor,
  machine: StateMachine<S>,
  id: number,
): Promise<StatusHistoryRow[]> {
  const rows = await tx
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.entity, machine.entity), eq(stateHistory.entityId, id)))
    .orderBy(asc(stateHistory.id));
  return rows.map((row) => ({
    Status: row.toStatus,
    StatusName: labelOf(machine.labels, row.toStatus),
    CreatedDate: row.createdAt.toISOString(),
    Note: row.note,
  }));
}
