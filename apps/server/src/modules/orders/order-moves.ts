import {
  MessageType,
  orderMachine,
  TransactionType,
  type NotificationEvent,
  type OrderState,
} from '@app/shared';
import type { Transaction } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { CustomerScope, StaffScope } from '../../lib/owner-scope.js';
import { transition, type TransitionSpec } from '../state-machine/transition.js';
import { postEntry } from '../wallet/ledger.js';
import type { OrderRecord } from './orders.repository.js';

/** What an order's move says besides where it goes; its message is the note of an order message. */
type OrderMove = Pick<
  TransitionSpec<OrderRecord, OrderState>,
  'set' | 'effect' | 'details' | 'note'
> & {
  message: (order: OrderRecord) => string;
  /** The event the move sends out on the customer's channels (DESIGN §10), if it is one. */
  event?: NotificationEvent;
};

/**
 * An order's move through the one transition function, made by whoever the scope is: the
 * customer in the portal, or a staff member at the buying desk.
 */
export function moveOrder(
  tx: Transaction,
  scope: CustomerScope | StaffScope,
  id: number,
  to: OrderState,
  move: OrderMove,
): Promise<OrderRecord> {
  const by =
    scope.kind === 'customer'
      ? { mover: 'customer' as const, actorId: scope.customerId }
      : { mover: 'staff' as const, actorId: scope.staffId };
  return transition<OrderRecord, OrderState>(tx, {
    machine: orderMachine,
    table: orders,
    id,
    scope,
    to,
    ...by,
    ...move,
    message: (order) => ({
      type: MessageType.Order,
      note: move.message(order),
      code: order.code,
      link: `/#/order/${order.id}`,
      ...(move.event && { event: move.event }),
    }),
  });
}

/** Returns `amount` paid for the order to the customer's wallet, as a refund of the order. */
export async function refundOrder(
  tx: Transaction,
  order: OrderRecord,
  refund: { amount: number; note: string; createdBy: number },
): Promise<void> {
  await postEntry(tx, {
    customerId: order.customerId,
    type: TransactionType.Refund,
    amount: refund.amount,
    ref: { kind: 'order', id: order.id, code: order.code },
    note: refund.note,
    createdBy: refund.createdBy,
  });
}
