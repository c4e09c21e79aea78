import { and, eq } from 'drizzle-orm';
import {
  cnyToFen,
  consignmentMachine,
  formatVnd,
  MessageType,
  OrderShipStatus,
  TransactionType,
  TransportStatus,
  type CreateOrderShipInput,
  type OrderShipDetail,
  type OrderShipItemInput,
  type PaymentAnswer,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { orderShipItems, orderShips, warehouses } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { CustomerScope, OwnerScope } from '../../lib/owner-scope.js';
import { feeLinesOf } from '../billing/billing.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import { recordCreation, statusHistory, transition } from '../state-machine/transition.js';
import { moveParcelsOf } from '../transports/parcel-moves.js';
import { registerParcel } from '../../flows/parcel-registry.js';
import { transportsOf } from '../transports/transports.repository.js';
import { lockFundsFor, postEntry } from '../wallet/ledger.js';
import { lockWallet } from '../wallet/wallet.repository.js';
import { advanceConsignment } from '../../flows/consignment-progress.js';
import { chargeConsignment } from '../../flows/owner-charges.js';
import {
  type OrderShipRecord,
  anyParcelReceived,
  findOrderShipRow,
  itemsOfOrderShip,
  listOrderShipsById,
} from './consignments.repository.js';

const itemValues = (item: OrderShipItemInput) => ({
  productName: item.ProductName,
  productLink: item.ProductLink,
  quantity: item.Quantity,
  priceFen: cnyToFen(item.PriceCNY),
  note: item.Note,
});

/** The customer's tracking numbers join the consignment: new parcels, or unclaimed ones claimed. */
async function addParcels(
  tx: Transaction,
  scope: CustomerScope,
  consignment: OrderShipRecord,
  codes: readonly string[],
  field: string,
): Promise<void> {
  for (const transportCode of codes) {
    await registerParcel(tx, {
      transportCode,
      customerId: scope.customerId,
      owner: { orderShipId: consignment.id },
      destinationId: consignment.warehouseId,
      actor: { mover: 'customer', id: scope.customerId },
      field,
    });
  }
  await advanceConsignment(tx, consignment.id, {
    scope,
    mover: 'customer',
    actorId: scope.customerId,
  });
}

/** ordership/createordership: declared items, options, destination and any tracking numbers. */
export async function createOrderShip(
  db: Database,
  scope: CustomerScope,
  input: CreateOrderShipInput,
): Promise<{ Id: number; Code: string }> {
  return db.transaction(async (tx) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, input.WarehouseId));
    if (!warehouse) throw fieldError('WarehouseId', 'warehouseUnknown');
    const settings = await readSettings(tx);
    const [consignment] = await tx
      .insert(orderShips)
      .values({
        customerId: scope.customerId,
        warehouseId: input.WarehouseId,
        note: input.Note,
        isWoodenCrate: input.IsWoodenCrate,
        isInsurance: input.IsInsurance,
        rateX100: Math.round(settings.CurrentRate * 100),
      })
      .returning();
    if (!consignment) throw new Error('insert into order_ships returned no row');
    await tx
      .insert(orderShipItems)
      .values(input.Items.map((item) => ({ ...itemValues(item), orderShipId: consignment.id })));
    await recordCreation(tx, {
      entity: consignmentMachine.entity,
      id: consignment.id,
      status: consignment.status,
      mover: 'customer',
      actorId: scope.customerId,
    });
    await chargeConsignment(tx, consignment.id, {
      reason: 'Tạo đơn ký gửi',
      changedBy: null,
    });
    await addParcels(tx, scope, consignment, input.TransportCodes, 'TransportCodes');
    await addMessage(
      tx,
      scope.customerId,
      MessageType.Transport,
      input.TransportCodes.length > 0
        ? `Bạn đã tạo đơn ký gửi ${consignment.code} với mã vận đơn ${input.TransportCodes.join(', ')}.`
        : `Bạn đã tạo đơn ký gửi ${consignment.code}. Hãy thêm mã vận đơn khi shop gửi hàng.`,
    );
    return { Id: consignment.id, Code: consignment.code };
  });
}

/** ordership/getordershipdetails: the row, its items, parcels, fee lines and timeline. */
export async function orderShipDetail(
  db: Database,
  scope: OwnerScope,
  id: number,
): Promise<OrderShipDetail> {
  const row = await findOrderShipRow(db, scope, id);
  if (!row) throw new NotFoundError();
  const [[consignment], items, parcels, lines, history, received] = await Promise.all([
    db.select({ rateX100: orderShips.rateX100 }).from(orderShips).where(eq(orderShips.id, id)),
    itemsOfOrderShip(db, id),
    transportsOf(db, scope, { orderShipId: id }),
    feeLinesOf(db, scope, { kind: 'consignment', id }),
    statusHistory(db, consignmentMachine, id),
    anyParcelReceived(db, id),
  ]);
  return {
    ...row,
    Rate: (consignment?.rateX100 ?? 0) / 100,
    IsEditable: row.Status <= OrderShipStatus.AwaitingChina && !received,
    Items: items.map((item) => ({
      Id: item.id,
      ProductName: item.productName,
      ProductLink: item.productLink,
      Quantity: item.quantity,
      PriceCNY: item.priceFen / 100,
      Note: item.note,
    })),
    Transports: parcels,
    FeeLines: lines,
    History: history,
  };
}

/**
 * Locks the customer's consignment for a change of its contents, refused once it is past
 * awaiting China or, with `untilReceived`, once any of its parcels reached a warehouse (what was
 * declared is what was received).
 */
async function lockEditable(
  tx: Transaction,
  scope: CustomerScope,
  id: number,
  { untilReceived = true } = {},
): Promise<OrderShipRecord> {
  const [consignment] = await tx
    .select()
    .from(orderShips)
    .where(and(eq(orderShips.id, id), eq(orderShips.customerId, scope.customerId)))
    .for('update');
  if (!consignment) throw new NotFoundError();
  if (
    consignment.status > OrderShipStatus.AwaitingChina ||
    (untilReceived && (await anyParcelReceived(tx, id)))
  ) {
    throw ruleError('consignmentNotEditable', { code: consignment.code });
  }
  return consignment;
}

/** ordership/addtransportcode/{id}: a tracking number the shop gave later. */
export async function addTransportCode(
  db: Database,
  scope: CustomerScope,
  id: number,
  transportCode: string,
): Promise<OrderShipDetail> {
  await db.transaction(async (tx) => {
    // A tracking number changes none of the declared contents: it may come after a parcel arrived.
    const consignment = await lockEditable(tx, scope, id, { untilReceived: false });
    await addParcels(tx, scope, consignment, [transportCode], 'TransportCode');
  });
  return orderShipDetail(db, scope, id);
}

/** ordership/addordershipitem/{id}: one more declared item while nothing was received. */
export async function addOrderShipItem(
  db: Database,
  scope: CustomerScope,
  id: number,
  item: OrderShipItemInput,
): Promise<OrderShipDetail> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, scope, id);
    await tx.insert(orderShipItems).values({ ...itemValues(item), orderShipId: id });
    await chargeConsignment(tx, id, {
      reason: `Thêm mặt hàng ${item.ProductName}`,
      changedBy: null,
    });
  });
  return orderShipDetail(db, scope, id);
}

/** ordership/deleteordershipitem/{itemId}: a declared item removed; the last one stays. */
export async function deleteOrderShipItem(
  db: Database,
  scope: CustomerScope,
  itemId: number,
): Promise<OrderShipDetail> {
  const consignmentId = await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ orderShipId: orderShipItems.orderShipId, name: orderShipItems.productName })
      .from(orderShipItems)
      .innerJoin(orderShips, eq(orderShips.id, orderShipItems.orderShipId))
      .where(and(eq(orderShipItems.id, itemId), eq(orderShips.customerId, scope.customerId)));
    if (!item) throw new NotFoundError();
    await lockEditable(tx, scope, item.orderShipId);
    const items = await itemsOfOrderShip(tx, item.orderShipId);
    if (items.length <= 1) throw ruleError('consignmentLastItem');
    await tx.delete(orderShipItems).where(eq(orderShipItems.id, itemId));
    await chargeConsignment(tx, item.orderShipId, {
      reason: `Bỏ mặt hàng ${item.name}`,
      changedBy: null,
    });
    return item.orderShipId;
  });
  return orderShipDetail(db, scope, consignmentId);
}

/** ordership/deleteordership/{id}: cancelled while nothing was received; its parcels too. */
export async function deleteOrderShip(
  db: Database,
  scope: CustomerScope,
  id: number,
): Promise<OrderShipDetail> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, scope, id);
    await transition<OrderShipRecord, OrderShipStatus>(tx, {
      machine: consignmentMachine,
      table: orderShips,
      id,
      scope,
      to: OrderShipStatus.Cancelled,
      mover: 'customer',
      actorId: scope.customerId,
      effect: () =>
        moveParcelsOf(
          tx,
          { orderShipId: id },
          {
            from: TransportStatus.AwaitingChina,
            to: TransportStatus.Cancelled,
            scope,
            mover: 'customer',
            actorId: scope.customerId,
          },
        ),
      message: (row) => ({
        type: MessageType.Transport,
        note: `Bạn đã hủy đơn ký gửi ${row.code}.`,
      }),
    });
  });
  return orderShipDetail(db, scope, id);
}

/**
 * Pays what one consignment in a Vietnamese warehouse owes, inside the caller's transaction:
 * 3 → 4 with its ledger row, its parcels paid too. Used by ordershippay and by a delivery request.
 */
export async function payConsignment(
  tx: Transaction,
  scope: CustomerScope,
  id: number,
  amount: number,
): Promise<void> {
  await transition<OrderShipRecord, OrderShipStatus>(tx, {
    machine: consignmentMachine,
    table: orderShips,
    id,
    scope,
    to: OrderShipStatus.Paid,
    mover: 'customer',
    actorId: scope.customerId,
    effect: async (consignment) => {
      if (amount <= 0) return;
      await postEntry(tx, {
        customerId: scope.customerId,
        type: TransactionType.ShippingPayment,
        amount: -amount,
        ref: { kind: 'consignment', id: consignment.id, code: consignment.code },
        note: `Thanh toán đơn ký gửi ${consignment.code}`,
        createdBy: scope.customerId,
      });
    },
    message: (row) => ({
      type: MessageType.Transport,
      note: `Bạn đã thanh toán ${formatVnd(amount)} cho đơn ký gửi ${row.code}. Bạn có thể tạo yêu cầu giao hàng.`,
    }),
  });
  await moveParcelsOf(
    tx,
    { orderShipId: id },
    {
      from: TransportStatus.InVietnamWarehouse,
      to: TransportStatus.Paid,
      scope,
      mover: 'customer',
      actorId: scope.customerId,
    },
  );
}

/** ordership/ordershippay: several consignments at once, all or nothing, once per key. */
export async function payOrderShips(
  db: Database,
  scope: CustomerScope,
  ids: readonly number[],
  idempotencyKey: string | undefined,
): Promise<PaymentAnswer> {
  const unique = [...new Set(ids)];
  return runIdempotent(
    db,
    { userId: scope.customerId, key: idempotencyKey, route: `ordership.pay:${unique.join(',')}` },
    async (tx) => {
      // Read after the wallet lock: a concurrent payment of the same things has finished.
      await lockWallet(tx, scope.customerId);
      const rows = await listOrderShipsById(tx, scope, unique);
      if (rows.length !== unique.length) throw new NotFoundError();
      // AmountDue is the bill's Owed (shared billFigures): never below zero.
      const total = rows.reduce((sum, row) => sum + row.AmountDue, 0);
      const balance = await lockFundsFor(tx, scope.customerId, total);
      for (const row of rows) await payConsignment(tx, scope, row.Id, row.AmountDue);
      return { Amount: total, Balance: balance - total };
    },
  );
}
