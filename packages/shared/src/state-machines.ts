import {
  BagStatus,
  bagStatusNames,
  BankTransferStatus,
  bankTransferStatusNames,
  ComplaintStatus,
  complaintStatusNames,
  DeliveryStatus,
  deliveryStatusNames,
  OrderShipStatus,
  orderShipStatusNames,
  OrderState,
  orderStateNames,
  RequestStatus,
  requestStatusNames,
  TransportStatus,
  transportStatusNames,
} from './enums.js';
import type { MessageCode } from './messages.js';
import { VoucherStatus, voucherStatusNames } from './schemas/vouchers.js';
import {
  EXTENSION_REPORT_STATUS,
  extensionReportStatusNames,
  type ExtensionReportStatus,
} from './schemas/extension.js';

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
  refusal: MessageCode;
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
  refusal: 'requestAlreadyHandled',
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
  refusal: 'requestAlreadyHandled',
};

const S = OrderState;
/**
 * A purchase order (DESIGN §5): the customer pays the deposit and the rest, staff buy and ship, the
 * warehouses move it; the customer may cancel before buying starts, staff at any point before it
 * is paid in full.
 */
export const orderMachine: StateMachine<OrderState> = {
  entity: 'order',
  labels: orderStateNames,
  moves: [
    { from: S.AwaitingDeposit, to: S.Deposited, by: ['customer'], action: 'pay-deposit' },
    { from: S.Deposited, to: S.Buying, by: ['staff'], action: 'start-buying' },
    { from: S.Buying, to: S.Bought, by: ['staff'], action: 'bought' },
    { from: S.Bought, to: S.ShopShipped, by: ['staff'], action: 'shop-shipped' },
    { from: S.ShopShipped, to: S.InChinaWarehouse, by: ['staff'], action: 'receive-china' },
    { from: S.InChinaWarehouse, to: S.InTransit, by: ['staff'], action: 'ship' },
    { from: S.InTransit, to: S.InVietnamWarehouse, by: ['staff'], action: 'receive-vietnam' },
    { from: S.InVietnamWarehouse, to: S.Paid, by: ['customer'], action: 'pay' },
    { from: S.Paid, to: S.Delivering, by: ['staff'], action: 'deliver' },
    { from: S.Delivering, to: S.Delivered, by: ['staff'], action: 'delivered' },
    // Its delivery slip was cancelled on the way: the goods wait for a new slip.
    { from: S.Delivering, to: S.Paid, by: ['staff'], action: 'delivery-cancelled' },
    { from: S.AwaitingDeposit, to: S.Cancelled, by: ['customer', 'staff'], action: 'cancel' },
    { from: S.Deposited, to: S.Cancelled, by: ['customer', 'staff'], action: 'cancel' },
    ...[
      S.Buying,
      S.Bought,
      S.ShopShipped,
      S.InChinaWarehouse,
      S.InTransit,
      S.InVietnamWarehouse,
    ].map((from) => ({ from, to: S.Cancelled, by: ['staff'] as const, action: 'cancel' })),
  ],
  refusal: 'orderMoveRefused',
};

const T = TransportStatus;
/** A parcel: received and weighed in China, shipped, received in Vietnam; paid and delivered later. */
export const transportMachine: StateMachine<TransportStatus> = {
  entity: 'transport',
  labels: transportStatusNames,
  moves: [
    { from: T.AwaitingChina, to: T.InChinaWarehouse, by: ['staff'], action: 'receive-china' },
    { from: T.InChinaWarehouse, to: T.InTransit, by: ['staff'], action: 'ship' },
    { from: T.InTransit, to: T.InVietnamWarehouse, by: ['staff'], action: 'receive-vietnam' },
    { from: T.InVietnamWarehouse, to: T.Paid, by: ['customer', 'staff'], action: 'pay' },
    { from: T.Paid, to: T.Delivering, by: ['staff'], action: 'deliver' },
    { from: T.Delivering, to: T.Delivered, by: ['staff'], action: 'delivered' },
    { from: T.Delivering, to: T.Paid, by: ['staff'], action: 'delivery-cancelled' },
    { from: T.AwaitingChina, to: T.Cancelled, by: ['customer', 'staff'], action: 'cancel' },
  ],
  refusal: 'transportMoveRefused',
};

const G = BagStatus;
/**
 * A bag (bao) of parcels packed in China (DESIGN §11): closed with its weight (its manifest fixed),
 * shipped whole, received in a Vietnamese warehouse. Staff may reopen a closed bag that has not left
 * (a parcel forgotten, a wrong one scanned in); once shipped its manifest is what travels.
 */
export const bagMachine: StateMachine<BagStatus> = {
  entity: 'bag',
  labels: bagStatusNames,
  moves: [
    { from: G.Open, to: G.Closed, by: ['staff'], action: 'close' },
    { from: G.Closed, to: G.Open, by: ['staff'], action: 'reopen' },
    { from: G.Closed, to: G.InTransit, by: ['staff'], action: 'ship' },
    { from: G.InTransit, to: G.InVietnamWarehouse, by: ['staff'], action: 'receive-vietnam' },
  ],
  refusal: 'bagMoveRefused',
};

const C = ComplaintStatus;
/**
 * A complaint: staff take it, then resolve it (a refund may be credited) or refuse it. One the
 * warehouse's count proposed waits for the customer first.
 */
export const complaintMachine: StateMachine<ComplaintStatus> = {
  entity: 'complaint',
  labels: complaintStatusNames,
  moves: [
    { from: C.Pending, to: C.Processing, by: ['staff'], action: 'take' },
    { from: C.Pending, to: C.Resolved, by: ['staff'], action: 'resolve' },
    { from: C.Processing, to: C.Resolved, by: ['staff'], action: 'resolve' },
    { from: C.Pending, to: C.Rejected, by: ['staff'], action: 'reject' },
    { from: C.Processing, to: C.Rejected, by: ['staff'], action: 'reject' },
    // A complaint the warehouse's count prepared: the customer sends it, or sets it aside; a
    // staff recount that finds the goods complete withdraws it.
    { from: C.Proposed, to: C.Pending, by: ['customer'], action: 'accept' },
    { from: C.Proposed, to: C.Dismissed, by: ['customer', 'staff'], action: 'dismiss' },
  ],
  refusal: 'complaintMoveRefused',
};

const K = OrderShipStatus;
/**
 * A consignment follows its parcels: a tracking number makes it wait for China, the first parcel
 * shipped puts it in transit, the last one received in Vietnam makes it due. The system moves it
 * when a customer's tracking number claims a parcel already further along.
 */
export const consignmentMachine: StateMachine<OrderShipStatus> = {
  entity: 'consignment',
  labels: orderShipStatusNames,
  moves: [
    {
      from: K.NoTrackingNumber,
      to: K.AwaitingChina,
      by: ['customer', 'staff'],
      action: 'add-transport',
    },
    { from: K.AwaitingChina, to: K.InTransit, by: ['staff', 'system'], action: 'ship' },
    {
      from: K.InTransit,
      to: K.AwaitingPayment,
      by: ['staff', 'system'],
      action: 'receive-vietnam',
    },
    { from: K.AwaitingPayment, to: K.Paid, by: ['customer'], action: 'pay' },
    { from: K.Paid, to: K.Delivered, by: ['staff'], action: 'delivered' },
    { from: K.NoTrackingNumber, to: K.Cancelled, by: ['customer', 'staff'], action: 'cancel' },
    { from: K.AwaitingChina, to: K.Cancelled, by: ['customer', 'staff'], action: 'cancel' },
  ],
  refusal: 'consignmentMoveRefused',
};

const D = DeliveryStatus;
/** A delivery slip: staff take it out, hand it over, or cancel it (its goods can go in a new one). */
export const deliveryMachine: StateMachine<DeliveryStatus> = {
  entity: 'delivery',
  labels: deliveryStatusNames,
  moves: [
    { from: D.Pending, to: D.Delivering, by: ['staff'], action: 'start' },
    { from: D.Delivering, to: D.Delivered, by: ['staff'], action: 'deliver' },
    { from: D.Pending, to: D.Cancelled, by: ['staff'], action: 'cancel' },
    { from: D.Delivering, to: D.Cancelled, by: ['staff'], action: 'cancel' },
  ],
  refusal: 'deliveryMoveRefused',
};

const B = BankTransferStatus;
/**
 * An incoming transfer that matched no pending deposit: staff assign it to a customer (a deposit
 * is made and confirmed for it) or return the money to the sender.
 */
export const bankTransferMachine: StateMachine<BankTransferStatus> = {
  entity: 'bank-transfer',
  labels: bankTransferStatusNames,
  moves: [
    { from: B.Unmatched, to: B.Matched, by: ['staff'], action: 'assign' },
    { from: B.Unmatched, to: B.Returned, by: ['staff'], action: 'return' },
  ],
  refusal: 'transferMoveRefused',
};

/** A page the extension could not read, reported by a customer: staff handle it once. */
export const extensionReportMachine: StateMachine<ExtensionReportStatus> = {
  entity: 'extension-report',
  labels: extensionReportStatusNames,
  moves: [
    {
      from: EXTENSION_REPORT_STATUS.New,
      to: EXTENSION_REPORT_STATUS.Handled,
      by: ['staff'],
      action: 'handle',
    },
  ],
  refusal: 'extensionReportHandled',
};

/**
 * A receipt or payment (phiếu thu/chi, DESIGN §12): approved or rejected once, by a second staff
 * member with the accountant or admin role (the service checks who; the table checks the move).
 */
export const voucherMachine: StateMachine<VoucherStatus> = {
  entity: 'voucher',
  labels: voucherStatusNames,
  moves: [
    { from: VoucherStatus.Pending, to: VoucherStatus.Approved, by: ['staff'], action: 'approve' },
    { from: VoucherStatus.Pending, to: VoucherStatus.Rejected, by: ['staff'], action: 'reject' },
  ],
  refusal: 'voucherDecided',
};
