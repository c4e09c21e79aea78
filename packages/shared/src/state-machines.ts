import { RequestStatus, requestStatusNames } from './enums.js';
import { messages } from './messages.js';

/**
 * Every state machine of the product as data: which move is allowed from which state, and who may
 * make it. The server's one transition function refuses anything not listed here; the web reads
 * the same tables to show only the actions the viewer may take. Orders, parcels, consignments,
 * delivery slips and complaints add their machines here.
 */

/** Who makes a move: the customer in the portal, a staff member in the console, or the system
 * itself (a bank statement line, a bank notification, a scheduled job). */
export type Mover = 'customer' | 'staff' | 'system';

export interface Move<S extends number> {
  from: S;
  to: S;
  by: readonly Mover[];
  /** The verb of the audit log's action (`deposit.approve`). */
  action: string;
}

export interface StateMachine<S extends number> {
  /** The record's name in history and the audit log ('deposit', 'withdrawal', ...). */
  entity: string;
  labels: Record<S, string>;
  moves: readonly Move<S>[];
  /** The refusal of a move the table does not allow, with {code} and {status} (its label now). */
  refusal: string;
}

/** The move from `from` to `to` if `mover` may make it, else undefined. */
export function findMove<S extends number>(
  machine: StateMachine<S>,
  from: number,
  to: S,
  mover: Mover,
): Move<S> | undefined {
  return machine.moves.find(
    (move) => move.from === from && move.to === to && move.by.includes(mover),
  );
}

/** The states `mover` may move a record in state `from` to: what the screens offer as actions. */
export function movesFrom<S extends number>(
  machine: StateMachine<S>,
  from: number,
  mover: Mover,
): S[] {
  return machine.moves
    .filter((move) => move.from === from && move.by.includes(mover))
    .map((move) => move.to);
}

/** A deposit is confirmed by staff or by the system (a statement line, a bank notification). */
export const depositMachine: StateMachine<RequestStatus> = {
  entity: 'deposit',
  labels: requestStatusNames,
  moves: [
    {
      from: RequestStatus.Pending,
      to: RequestStatus.Approved,
      by: ['staff', 'system'],
      action: 'approve',
    },
    { from: RequestStatus.Pending, to: RequestStatus.Rejected, by: ['staff'], action: 'reject' },
  ],
  refusal: messages.requestAlreadyHandled,
};

/** A withdrawal is paid out by staff; the customer may take it back while it waits. */
export const withdrawalMachine: StateMachine<RequestStatus> = {
  entity: 'withdrawal',
  labels: requestStatusNames,
  moves: [
    { from: RequestStatus.Pending, to: RequestStatus.Approved, by: ['staff'], action: 'approve' },
    { from: RequestStatus.Pending, to: RequestStatus.Rejected, by: ['staff'], action: 'reject' },
    {
      from: RequestStatus.Pending,
      to: RequestStatus.Cancelled,
      by: ['customer'],
      action: 'cancel',
    },
  ],
  refusal: messages.requestAlreadyHandled,
};
