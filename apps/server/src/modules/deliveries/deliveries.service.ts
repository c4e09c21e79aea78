import {
  DeliveryMethod,
  deliveryMachine,
  FeeKind,
  formatVnd,
  GoodsKind,
  MessageType,
  OrderShipStatus,
  OrderState,
  TransactionType,
  type CreateDeliveryInput,
  type DeliveryCreated,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { deliveries, deliveryGoods } from '../../db/schema.js';
import { isUniqueViolation, ruleError } from '../../lib/errors.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { deliveryPlaceOf } from '../addresses/delivery-place.js';
import { rememberAddress } from '../addresses/saved-addresses.repository.js';
import { setFeeLine } from '../billing/billing.js';
import { payConsignment } from '../consignments/consignments.service.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import { addMessage } from '../messages/messages.repository.js';
import { payOrderRemainder } from '../orders/orders.service.js';
import { formatKg } from '../transports/parcel-pricing.js';
import { readSettings } from '../settings/settings.repository.js';
import { recordCreation } from '../state-machine/transition.js';
import { lockFundsFor, postEntry } from '../wallet/ledger.js';
import { lockWallet } from '../wallet/wallet.repository.js';
import { goodsInVietnam, type GoodsInVietnam } from './goods-in-vietnam.js';
import { lockGoodsByCode } from './deliveries.repository.js';

const unavailable = (code: string) => ruleError('deliveryGoodsUnavailable', { code });

/** Pays what one order or consignment still owes on its own bill, moving it to paid. */
async function payGoods(tx: Transaction, scope: CustomerScope, goods: GoodsInVietnam) {
  const unpaid =
    goods.Kind === GoodsKind.Order
      ? goods.status === OrderState.InVietnamWarehouse
      : goods.status === OrderShipStatus.AwaitingPayment;
  // Paid goods owe nothing more on their own bill; a debt appearing after payment is staff's to settle.
  if (!unpaid) {
    if (goods.billOwed > 0) throw unavailable(goods.Code);
    return;
  }
  if (goods.Kind === GoodsKind.Order) await payOrderRemainder(tx, scope, goods.Id, goods.billOwed);
  else await payConsignment(tx, scope, goods.Id, goods.billOwed);
}

/**
 * order/createrequestdelivery: a slip for goods in a Vietnamese warehouse. Everything they still
 * owe, and the storage beyond the free days, is paid from the wallet in the same transaction, or
 * the request is refused naming the shortfall. The goods are locked first and the slip's rows
 * are held unique while live, so two requests racing for the same goods cannot both take them.
 * An address chosen by province and ward is written from their names (deliveryPlaceOf).
 */
export async function createDelivery(
  db: Database,
  scope: CustomerScope,
  input: CreateDeliveryInput,
  idempotencyKey: string | undefined,
): Promise<DeliveryCreated> {
  const codes = [...new Set(input.ListOrders.map((code) => code.toUpperCase()))].sort();
  const place = deliveryPlaceOf(input);
  return runIdempotent(
    db,
    { userId: scope.customerId, key: idempotencyKey, route: `delivery:${codes.join(',')}` },
    async (tx) => {
      // The wallet first, then the goods: the order every payment of this customer locks in, so a
      // request and a payment racing each other wait instead of deadlocking.
      await lockWallet(tx, scope.customerId);
      await lockGoodsByCode(tx, scope, codes);
      const settings = await readSettings(tx);
      const goods = await goodsInVietnam(tx, scope, settings, new Date(), codes);
      const missing = codes.find((code) => !goods.some((item) => item.Code === code));
      if (missing) throw unavailable(missing);
      // A slip leaves from one warehouse: goods lying in two go in two slips.
      const warehouses = new Set(goods.map((item) => item.WarehouseName));
      if (warehouses.size > 1) {
        throw ruleError('deliveryOneWarehouse', { warehouses: [...warehouses].join(', ') });
      }
      const total = goods.reduce((sum, item) => sum + item.AmountDue, 0);
      const balance = await lockFundsFor(tx, scope.customerId, total);
      const storage = goods.reduce((sum, item) => sum + item.StorageFee, 0);
      const grams = goods.reduce((sum, item) => sum + item.grams, 0);

      const [delivery] = await tx
        .insert(deliveries)
        .values({
          customerId: scope.customerId,
          receiverName: input.ReceiverName,
          receiverPhone: input.ReceiverPhone,
          address: place.address,
          provinceCode: place.provinceCode,
          wardCode: place.wardCode,
          method: input.Method,
          note: input.Note,
          listOrders: codes,
          totalGrams: grams,
          amountPaid: total,
          warehouseId: goods[0]?.warehouseId ?? null,
        })
        .returning();
      if (!delivery) throw new Error('insert into deliveries returned no row');

      for (const item of goods) await payGoods(tx, scope, item);
      try {
        await tx.insert(deliveryGoods).values(
          goods.map((item) => ({
            deliveryId: delivery.id,
            customerId: scope.customerId,
            kind: item.Kind,
            goodsId: item.Id,
            code: item.Code,
            weightGrams: item.grams,
            storageDays: item.storageDays,
            storageFee: item.StorageFee,
          })),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'delivery_goods_once_key'))
          throw unavailable(codes.join(', '));
        throw error;
      }

      if (storage > 0) {
        const owner = { kind: 'delivery' as const, id: delivery.id, customerId: scope.customerId };
        await setFeeLine(tx, {
          owner,
          kind: FeeKind.Storage,
          amount: storage,
          note: goods
            .filter((item) => item.StorageFee > 0)
            .map((item) => `${item.Code}: ${item.storageDays} ngày × ${formatKg(item.grams)}`)
            .join('; '),
          reason: `Lưu kho quá ${settings.FreeStorageDays} ngày miễn phí`,
          changedBy: null,
        });
        await postEntry(tx, {
          customerId: scope.customerId,
          type: TransactionType.ShippingPayment,
          amount: -storage,
          ref: { kind: 'delivery', id: delivery.id, code: delivery.code },
          note: `Phí lưu kho của phiếu giao ${delivery.code}`,
          createdBy: scope.customerId,
        });
      }
      // A door delivery's address, when asked, is offered first on the next request.
      if (
        input.SaveAddress &&
        input.Method === DeliveryMethod.Door &&
        place.provinceCode &&
        place.wardCode
      ) {
        await rememberAddress(tx, scope, {
          receiverName: input.ReceiverName,
          receiverPhone: input.ReceiverPhone,
          provinceCode: place.provinceCode,
          wardCode: place.wardCode,
          street: place.street,
          address: place.address,
        });
      }
      await recordCreation(tx, {
        entity: deliveryMachine.entity,
        id: delivery.id,
        status: delivery.status,
        mover: 'customer',
        actorId: scope.customerId,
      });
      await addMessage(
        tx,
        scope.customerId,
        MessageType.Transport,
        `Bạn đã tạo phiếu giao ${delivery.code} cho ${codes.join(', ')} (${formatKg(grams)})` +
          (total > 0 ? `, đã thanh toán ${formatVnd(total)} từ ví.` : '.'),
      );
      return { Id: delivery.id, Code: delivery.code, Amount: total, Balance: balance - total };
    },
  );
}
