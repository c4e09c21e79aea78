import { eq } from 'drizzle-orm';
import {
  buyerFee,
  cnyToFen,
  FeeKind,
  fenToVnd,
  formatVnd,
  formatYuanAtRate,
  inspectionFee,
  OrderState,
  RateKind,
  TransportStatus,
  type AdminOrderDetail,
  type BoughtInput,
  type CountInput,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { fieldError } from '../../lib/errors.js';
import { customerScope, type StaffScope } from '../../lib/owner-scope.js';
import { amountOwed, setFeeLine } from '../billing/billing.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { registerParcel } from '../../flows/parcel-registry.js';
import { currentRate } from '../settings/rate-in-force.js';
import { countOrder } from './order-count.service.js';
import { moveOrder, refundOrder } from './order-moves.js';
import { pricingOfOrder } from './order-pricing.js';
import { itemsOf, orderCustomer, type OrderRecord } from './orders.repository.js';
import { orderDetail } from './orders.service.js';

/** A staff move of one order, once per Idempotency-Key, answered with the order as staff see it. */
async function staffMove(
  db: Database,
  scope: StaffScope,
  input: { id: number; action: string; idempotencyKey: string | undefined },
  work: (tx: Transaction) => Promise<unknown>,
): Promise<AdminOrderDetail> {
  await runIdempotent(
    db,
    {
      userId: scope.staffId,
      key: input.idempotencyKey,
      route: `order.${input.action}:${input.id}`,
    },
    async (tx) => {
      await work(tx);
      return {};
    },
  );
  return adminOrderDetail(db, scope, input.id);
}

export async function adminOrderDetail(
  db: Database,
  scope: StaffScope,
  id: number,
): Promise<AdminOrderDetail> {
  const detail = await orderDetail(db, scope, id);
  const customer = await orderCustomer(db, id);
  return {
    ...detail,
    ShopOrderNumber: customer?.shopOrderNumber ?? '',
    CustomerId: customer?.id ?? 0,
    CustomerCode: customer?.code ?? '',
    CustomerName: customer?.name ?? '',
    CustomerPhone: customer?.phone ?? '',
  };
}

/** Returns to the wallet whatever was paid for an order beyond what it now costs. */
async function refundOverpayment(
  tx: Transaction,
  order: OrderRecord,
  staffId: number,
  why: string,
): Promise<number> {
  const { Balance } = await amountOwed(tx, customerScope(order.customerId), {
    kind: 'order',
    id: order.id,
  });
  if (Balance >= 0) return 0;
  await refundOrder(tx, order, {
    amount: -Balance,
    note: `Hoàn tiền đơn hàng ${order.code}: ${why}`,
    createdBy: staffId,
  });
  return -Balance;
}

/** 1 → 2: staff start buying from the shop. */
export function startBuying(
  db: Database,
  scope: StaffScope,
  id: number,
  idempotencyKey: string | undefined,
) {
  return staffMove(db, scope, { id, action: 'start-buying', idempotencyKey }, (tx) =>
    moveOrder(tx, scope, id, OrderState.Buying, {
      message: (order) => `Đơn hàng ${order.code} đang được mua từ shop.`,
    }),
  );
}

/**
 * 2 → 3: the shop confirmed. Real prices and quantities bought replace the estimates, the inland
 * shipping is added: each fee line that changes keeps its history, and whatever was paid beyond
 * the new total (an item out of stock, a lower real price) returns to the wallet at once.
 */
export function recordBought(
  db: Database,
  scope: StaffScope,
  id: number,
  input: BoughtInput,
  idempotencyKey: string | undefined,
) {
  return staffMove(db, scope, { id, action: 'bought', idempotencyKey }, async (tx) => {
    let refunded = 0;
    let short = 0;
    await moveOrder(tx, scope, id, OrderState.Bought, {
      set: { shopOrderNumber: input.ShopOrderNumber },
      effect: async (order) => {
        const items = await itemsOf(tx, order.id);
        const given = new Map(input.Items.map((item) => [item.Id, item]));
        if (items.length !== given.size || items.some((item) => !given.has(item.id))) {
          throw fieldError('Items', 'itemsMismatch');
        }
        let totalFen = 0;
        let count = 0;
        for (const item of items) {
          const bought = given.get(item.id);
          if (!bought || bought.QuantityBought > item.quantity) {
            throw fieldError('Items', 'quantityBoughtInvalid');
          }
          const priceFen = cnyToFen(bought.PriceCNY);
          totalFen += priceFen * bought.QuantityBought;
          count += bought.QuantityBought;
          short += item.quantity - bought.QuantityBought;
          await tx
            .update(orderItems)
            .set({ priceFen, quantityBought: bought.QuantityBought })
            .where(eq(orderItems.id, item.id));
        }
        const rate = order.rateX100 / 100;
        const pricing = await pricingOfOrder(tx, order);
        const goods = fenToVnd(totalFen, rate);
        const owner = { kind: 'order' as const, id: order.id, customerId: order.customerId };
        const reason = `Giá thực tế của shop (đơn shop ${input.ShopOrderNumber})`;
        const line = (kind: FeeKind, amount: number, note = '') =>
          setFeeLine(tx, { owner, kind, amount, note, reason, changedBy: scope.staffId });
        await line(FeeKind.Goods, goods, formatYuanAtRate(totalFen, rate));
        await line(
          FeeKind.BuyerFee,
          buyerFee(goods, {
            tiers: pricing.feeBuyerTiers,
            minFee: pricing.minBuyerFee,
            levelDiscountPercent: pricing.levelDiscountPercent,
          }),
        );
        if (order.isInspection) {
          await line(FeeKind.Inspection, inspectionFee(count, pricing.inspectionTiers));
        }
        const inlandFen = cnyToFen(input.InlandShippingCNY);
        // What the shop is paid and at which rate: the profit report's cost of the order.
        const buyingRate = await currentRate(tx, RateKind.Buying);
        await tx
          .update(orders)
          .set({
            boughtAt: new Date(),
            shopGoodsFen: totalFen,
            shopInlandFen: inlandFen,
            buyingRateX100: buyingRate === null ? order.rateX100 : Math.round(buyingRate * 100),
          })
          .where(eq(orders.id, order.id));
        await line(
          FeeKind.InlandShipping,
          fenToVnd(inlandFen, rate),
          formatYuanAtRate(inlandFen, rate),
        );
        refunded = await refundOverpayment(
          tx,
          order,
          scope.staffId,
          'giá thực tế thấp hơn hoặc hết hàng',
        );
      },
      event: 'order.bought',
      message: (order) =>
        [
          `Đơn hàng ${order.code} đã mua xong (mã đơn shop ${input.ShopOrderNumber}).`,
          short > 0 ? `${short} sản phẩm shop hết hàng.` : '',
          refunded > 0 ? `${formatVnd(refunded)} đã được hoàn vào ví.` : '',
        ]
          .filter(Boolean)
          .join(' '),
    });
  });
}

/** 3 → 4: the shop sent the goods; each tracking number becomes a parcel of the order. */
export function recordShopShipped(
  db: Database,
  scope: StaffScope,
  id: number,
  transportCodes: readonly string[],
  idempotencyKey: string | undefined,
) {
  const codes = [...new Set(transportCodes)];
  return staffMove(db, scope, { id, action: 'shop-shipped', idempotencyKey }, async (tx) => {
    let alreadyInChina = false;
    await moveOrder(tx, scope, id, OrderState.ShopShipped, {
      effect: async (order) => {
        for (const transportCode of codes) {
          const { parcel } = await registerParcel(tx, {
            transportCode,
            customerId: order.customerId,
            owner: { orderId: order.id },
            destinationId: order.warehouseId,
            actor: { mover: 'staff', id: scope.staffId },
            field: 'TransportCodes',
          });
          if (parcel.status >= TransportStatus.InChinaWarehouse) alreadyInChina = true;
        }
      },
      event: 'order.shopShipped',
      message: (order) => `Shop đã phát hàng đơn ${order.code}, mã vận đơn: ${codes.join(', ')}.`,
      details: () => ({ TransportCodes: codes }),
    });
    // A number staff had already received unclaimed: the order's goods are in China already.
    if (alreadyInChina) {
      await moveOrder(tx, scope, id, OrderState.InChinaWarehouse, {
        message: (order) => `Hàng của đơn ${order.code} đã về kho Trung Quốc.`,
      });
    }
  });
}

/** Kiểm đếm (DESIGN §11): the counted figures, answered with the order as staff see it. */
export async function recordCount(db: Database, scope: StaffScope, id: number, input: CountInput) {
  await db.transaction((tx) => countOrder(tx, scope, id, input));
  return adminOrderDetail(db, scope, id);
}

/** → 11 by staff, with the reason; everything paid for the order returns to the wallet. */
export function cancelOrderByStaff(
  db: Database,
  scope: StaffScope,
  id: number,
  reason: string,
  idempotencyKey: string | undefined,
) {
  return staffMove(db, scope, { id, action: 'cancel', idempotencyKey }, async (tx) => {
    let refunded = 0;
    await moveOrder(tx, scope, id, OrderState.Cancelled, {
      effect: async (order) => {
        const { Paid } = await amountOwed(tx, customerScope(order.customerId), {
          kind: 'order',
          id: order.id,
        });
        if (Paid <= 0) return;
        refunded = Paid;
        await refundOrder(tx, order, {
          amount: Paid,
          note: `Hoàn tiền đơn hàng ${order.code} bị hủy: ${reason}`,
          createdBy: scope.staffId,
        });
      },
      message: (order) =>
        `Đơn hàng ${order.code} đã bị hủy. Lý do: ${reason}.${refunded > 0 ? ` ${formatVnd(refunded)} đã được hoàn vào ví.` : ''}`,
      details: () => ({ Reason: reason }),
      note: reason,
    });
  });
}
