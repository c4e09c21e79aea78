import { and, eq } from 'drizzle-orm';
import {
  deliveryMachine,
  DeliveryStatus,
  GoodsKind,
  MessageType,
  OrderShipStatus,
  OrderState,
  orderMachine,
  consignmentMachine,
  TransportStatus,
  type AdminDeliveryRow,
  type DeliverInput,
  type NotificationEvent,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { deliveries, deliveryGoods, orderShips, orders, photos } from '../../db/schema.js';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import type { OrderShipRecord } from '../consignments/consignments.repository.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import type { OrderRecord } from '../orders/orders.repository.js';
import { transition } from '../state-machine/transition.js';
import { moveParcelsOf } from '../transports/parcel-moves.js';
import { adminDeliveryRow, goodsOfDelivery, type DeliveryRecord } from './deliveries.repository.js';

/** Whether the photo was uploaded to this slip (deliveries/{id}/photos). */
async function isPhotoOf(tx: Transaction, photoId: number, deliveryId: number) {
  const [row] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.deliveryId, deliveryId)));
  return row !== undefined;
}

type Goods = Awaited<ReturnType<typeof goodsOfDelivery>>[number];

const ownerOf = (goods: Goods) =>
  goods.kind === GoodsKind.Order ? { orderId: goods.goodsId } : { orderShipId: goods.goodsId };

/**
 * One of a slip's goods carried along by staff: its order, when it is in `order.from`
 * (consignments have no "delivering" state), then its parcels.
 */
async function carryGoods(
  tx: Transaction,
  scope: StaffScope,
  goods: Goods,
  order: { from: OrderState; to: OrderState },
  parcels: { from: TransportStatus; to: TransportStatus },
) {
  const staff = { scope, mover: 'staff', actorId: scope.staffId } as const;
  if (goods.kind === GoodsKind.Order) {
    const [row] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, goods.goodsId));
    if (row?.status === order.from) {
      await transition<OrderRecord, OrderState>(tx, {
        machine: orderMachine,
        table: orders,
        id: goods.goodsId,
        to: order.to,
        ...staff,
        // The slip's own message tells the customer.
        message: () => null,
      });
    }
  }
  await moveParcelsOf(tx, ownerOf(goods), { ...parcels, ...staff });
}

/** One staff move of a slip with what it carries, once per Idempotency-Key, answered as the console shows it. */
async function moveDelivery(
  db: Database,
  scope: StaffScope,
  input: {
    id: number;
    to: DeliveryStatus;
    reason?: string;
    /** Who took the goods (→ delivered): kept on the slip, told the customer, in the audit row. */
    deliveredTo?: string;
    /** The proof photo (→ delivered): one uploaded to this slip, named in the audit row. */
    photo?: number | undefined;
    idempotencyKey: string | undefined;
    carry: (tx: Transaction, goods: Goods) => Promise<void>;
    message: (row: DeliveryRecord) => string;
    /** The event the move sends out on the customer's channels (DESIGN §10), if it is one. */
    event?: NotificationEvent;
  },
): Promise<AdminDeliveryRow> {
  await runIdempotent(
    db,
    { userId: scope.staffId, key: input.idempotencyKey, route: `delivery.${input.to}:${input.id}` },
    async (tx) => {
      await transition<DeliveryRecord, DeliveryStatus>(tx, {
        machine: deliveryMachine,
        table: deliveries,
        id: input.id,
        scope,
        to: input.to,
        mover: 'staff',
        actorId: scope.staffId,
        ...(input.reason !== undefined && { note: input.reason }),
        effect: async (slip) => {
          if (input.photo !== undefined && !(await isPhotoOf(tx, input.photo, slip.id))) {
            throw fieldError('Photo', 'deliveryPhotoUnknown');
          }
          for (const goods of await goodsOfDelivery(tx, slip.id)) await input.carry(tx, goods);
          if (input.deliveredTo) {
            await tx
              .update(deliveries)
              .set({ deliveredTo: input.deliveredTo })
              .where(eq(deliveries.id, slip.id));
          }
        },
        message: (row) => ({
          type: MessageType.Transport,
          note: input.message(row),
          code: row.code,
          link: '/#/delivery/list-request',
          ...(input.event && { event: input.event }),
        }),
        details: () => ({
          ...(input.reason && { Reason: input.reason }),
          ...(input.deliveredTo && { DeliveredTo: input.deliveredTo }),
          ...(input.photo !== undefined && { Photo: input.photo }),
        }),
      });
      return {};
    },
  );
  const row = await adminDeliveryRow(db, input.id);
  if (!row) throw new NotFoundError();
  return row;
}

/** 0 → 1: the slip goes out; its orders are being delivered, its parcels leave the shelf. */
export const startDelivery = (
  db: Database,
  scope: StaffScope,
  id: number,
  idempotencyKey: string | undefined,
) =>
  moveDelivery(db, scope, {
    id,
    to: DeliveryStatus.Delivering,
    idempotencyKey,
    carry: (tx, goods) =>
      carryGoods(
        tx,
        scope,
        goods,
        { from: OrderState.Paid, to: OrderState.Delivering },
        { from: TransportStatus.Paid, to: TransportStatus.Delivering },
      ),
    event: 'delivery.started',
    message: (row) => `Phiếu giao ${row.code} đang được giao đến bạn.`,
  });

/** 1 → 2: handed over; its orders, consignments and parcels are delivered. */
export const deliverDelivery = (
  db: Database,
  scope: StaffScope,
  id: number,
  input: DeliverInput,
  idempotencyKey: string | undefined,
) =>
  moveDelivery(db, scope, {
    id,
    to: DeliveryStatus.Delivered,
    deliveredTo: input.ReceiverName,
    photo: input.Photo,
    idempotencyKey,
    carry: async (tx, goods) => {
      if (goods.kind === GoodsKind.Consignment) {
        await transition<OrderShipRecord, OrderShipStatus>(tx, {
          machine: consignmentMachine,
          table: orderShips,
          id: goods.goodsId,
          scope,
          to: OrderShipStatus.Delivered,
          mover: 'staff',
          actorId: scope.staffId,
          message: () => null,
        });
      }
      await carryGoods(
        tx,
        scope,
        goods,
        { from: OrderState.Delivering, to: OrderState.Delivered },
        { from: TransportStatus.Delivering, to: TransportStatus.Delivered },
      );
    },
    event: 'delivery.delivered',
    message: (row) =>
      `Phiếu giao ${row.code} đã giao thành công${input.ReceiverName ? ` (người nhận: ${input.ReceiverName})` : ''}. Nếu hàng có vấn đề, bạn có thể khiếu nại trong 7 ngày.`,
  });

/** → 3: cancelled; its goods return to the shelf, paid, and can go in a new slip. */
export const cancelDelivery = (
  db: Database,
  scope: StaffScope,
  id: number,
  reason: string,
  idempotencyKey: string | undefined,
) =>
  moveDelivery(db, scope, {
    id,
    to: DeliveryStatus.Cancelled,
    reason,
    idempotencyKey,
    carry: async (tx, goods) => {
      await carryGoods(
        tx,
        scope,
        goods,
        { from: OrderState.Delivering, to: OrderState.Paid },
        { from: TransportStatus.Delivering, to: TransportStatus.Paid },
      );
      await tx.update(deliveryGoods).set({ released: true }).where(eq(deliveryGoods.id, goods.id));
    },
    message: (row) =>
      `Phiếu giao ${row.code} đã bị hủy: ${reason}. Hàng vẫn ở kho, bạn có thể tạo phiếu giao mới.`,
  });
