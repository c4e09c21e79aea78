import { and, between, eq, gte, lt, sql } from 'drizzle-orm';
import { formatDate, formatVnd, MessageType, OrderShipStatus, OrderState } from '@app/shared';
import type { Database, Executor } from '../../db/client.js';
import { orderShips, orders } from '../../db/schema.js';
import { readSettings } from '../settings/settings.repository.js';
import { tellCustomer } from './tell.js';

const DAY_MS = 86_400_000;

/**
 * The morning's reminders (DESIGN §10), one transaction for all, so a failed run leaves nothing and
 * its retry starts clean: goods whose free storage ends within two days, and orders waiting three
 * days for their deposit. Each looks at a window one day wide that the next morning's run does not
 * overlap, so a reminder is told once (the schedule runs once a day across all servers).
 */
export async function sendDailyReminders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    return (
      (await remindStorage(tx, settings.FreeStorageDays, now)) +
      (await remindAwaitingPayment(tx, now))
    );
  });
}

/** Goods arrived so long ago that their free days end between one and two days from now. */
async function remindStorage(tx: Executor, freeDays: number, now: Date): Promise<number> {
  const from = new Date(now.getTime() + DAY_MS - freeDays * DAY_MS);
  const to = new Date(from.getTime() + DAY_MS);
  const kinds = [
    { table: orders, states: [OrderState.InVietnamWarehouse, OrderState.Paid], noun: 'Đơn hàng' },
    {
      table: orderShips,
      states: [OrderShipStatus.AwaitingPayment, OrderShipStatus.Paid],
      noun: 'Đơn ký gửi',
    },
  ] as const;
  let told = 0;
  for (const kind of kinds) {
    const { table } = kind;
    const due = await tx
      .select({
        id: table.id,
        code: table.code,
        customerId: table.customerId,
        arrivedAt: table.lastArrivedAt,
      })
      .from(table)
      .where(
        and(
          between(table.status, kind.states[0], kind.states[1]),
          sql`not ${table.inSlip}`,
          gte(table.lastArrivedAt, from),
          lt(table.lastArrivedAt, to),
        ),
      );
    for (const goods of due) {
      const freeUntil = new Date((goods.arrivedAt ?? now).getTime() + freeDays * DAY_MS);
      await tellCustomer(
        tx,
        goods.customerId,
        {
          type: MessageType.Transport,
          note: `${kind.noun} ${goods.code} sẽ bắt đầu tính phí lưu kho từ ${formatDate(freeUntil)}. Hãy thanh toán và tạo yêu cầu giao hàng trước ngày đó.`,
          event: 'storage.startsSoon',
          code: goods.code,
          link: '/#/delivery/transport-request-delivery',
        },
        `storage:${goods.code}:${goods.arrivedAt?.toISOString()}`,
      );
      told++;
    }
  }
  return told;
}

/** Orders made three days ago (to the day) and still waiting for their deposit. */
async function remindAwaitingPayment(tx: Executor, now: Date): Promise<number> {
  const to = new Date(now.getTime() - 3 * DAY_MS);
  const from = new Date(to.getTime() - DAY_MS);
  const waiting = await tx
    .select({
      id: orders.id,
      code: orders.code,
      customerId: orders.customerId,
      deposit: orders.depositAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderState.AwaitingDeposit),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    );
  for (const order of waiting) {
    await tellCustomer(
      tx,
      order.customerId,
      {
        type: MessageType.Order,
        note: `Đơn hàng ${order.code} đã chờ đặt cọc 3 ngày (${formatVnd(order.deposit)}). Hãy đặt cọc để chúng tôi mua hàng trước khi shop đổi giá hoặc hết hàng.`,
        event: 'order.awaitingPayment',
        code: order.code,
        amount: order.deposit,
        link: `/#/order/${order.id}`,
      },
      `awaiting:${order.code}`,
    );
  }
  return waiting.length;
}
