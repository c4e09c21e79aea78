import {
  formatVnd,
  MessageType,
  RequestStatus,
  type NotificationEvent,
  type StateMachine,
} from '@app/shared';
import type { Transaction } from '../../db/client.js';
import { staffScope } from '../../lib/owner-scope.js';
import { transition, type Movable, type TransitionSpec } from './transition.js';

/** What deposit and withdrawal requests share: an amount, and a staff refusal with its reason. */
export interface MoneyRequest extends Movable {
  amount: number;
}

/**
 * Staff refuse a pending deposit or withdrawal: the reason is kept on the request, told to the
 * customer ("Yêu cầu nạp tiền NT000045 (500.000 ₫) bị từ chối. Lý do: ...") and audited.
 */
export function refuseRequest<Row extends MoneyRequest>(
  tx: Transaction,
  input: {
    machine: StateMachine<RequestStatus>;
    table: TransitionSpec<Row, RequestStatus>['table'];
    /** 'nạp tiền' or 'rút tiền', as the message names the request. */
    noun: string;
    /** The event sent out on the customer's channels (DESIGN §10), when the refusal is one. */
    event?: NotificationEvent;
    link?: string;
    id: number;
    staffId: number;
    reason: string;
  },
): Promise<Row> {
  return transition<Row, RequestStatus>(tx, {
    machine: input.machine,
    table: input.table,
    id: input.id,
    scope: staffScope(input.staffId),
    to: RequestStatus.Rejected,
    mover: 'staff',
    actorId: input.staffId,
    set: { rejectReason: input.reason, reviewedBy: input.staffId, reviewedAt: new Date() },
    message: (row) => ({
      type: MessageType.Finance,
      note: `Yêu cầu ${input.noun} ${row.code} (${formatVnd(row.amount)}) bị từ chối. Lý do: ${input.reason}`,
      ...(input.event && { event: input.event, code: row.code, amount: row.amount }),
      ...(input.link && { link: input.link }),
    }),
    details: () => ({ Reason: input.reason }),
    note: input.reason,
  });
}
