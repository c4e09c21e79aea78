import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeeKind, TransactionType } from '@app/shared';
import { orders } from '../../db/schema.js';
import { customerScope, staffScope } from '../../lib/owner-scope.js';
import { billSumsDrift } from '../../test/bill-sums-check.js';
import { expectLedgerConsistent } from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';
import { fundedCustomer, newCustomer, type JourneyCustomer } from '../../test/journeys.js';
import { postEntry } from '../wallet/ledger.js';
import { amountOwed, feeLinesOf, setFeeLine, type BillOwner } from './billing.js';

/** The billing foundation the order and shipping issues build on: fee lines, history, what is owed. */

const t = testAppForFile();
let customer: JourneyCustomer;
let other: JourneyCustomer;
beforeAll(async () => {
  customer = await fundedCustomer(t.journeys(), 5_000_000);
  other = await newCustomer(t.journeys());
});

const orderOf = (id: number, owner = customer): BillOwner => ({
  kind: 'order',
  id,
  customerId: owner.id,
});

const pay = (owner: BillOwner, type: TransactionType, amount: number) =>
  t.db.transaction((tx) =>
    postEntry(tx, {
      customerId: owner.customerId,
      type,
      amount,
      ref: { kind: owner.kind, id: owner.id, code: `DH${owner.id}` },
      note: 'thử',
    }),
  );

describe('fee lines', () => {
  it('adds up the lines, less payments and refunds, into what is owed', async () => {
    const order = orderOf(9001);
    await t.db.transaction(async (tx) => {
      await setFeeLine(tx, {
        owner: order,
        kind: FeeKind.Goods,
        amount: 1_000_000,
        reason: 'Tạo đơn',
        changedBy: null,
      });
      await setFeeLine(tx, {
        owner: order,
        kind: FeeKind.BuyerFee,
        amount: 30_000,
        reason: 'Tạo đơn',
        changedBy: null,
      });
    });
    const scope = customerScope(customer.id);
    expect(await amountOwed(t.db, scope, order)).toEqual({
      Total: 1_030_000,
      Paid: 0,
      Balance: 1_030_000,
      Owed: 1_030_000,
    });
    await pay(order, TransactionType.OrderDeposit, -721_000);
    expect(await amountOwed(t.db, scope, order)).toEqual({
      Total: 1_030_000,
      Paid: 721_000,
      Balance: 309_000,
      Owed: 309_000,
    });
    await pay(order, TransactionType.Refund, 21_000);
    expect((await amountOwed(t.db, scope, order)).Owed).toBe(330_000);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(5_000_000 - 721_000 + 21_000);
  });

  it('keeps each change of a line with its old and new amount and why', async () => {
    const order = orderOf(9002);
    const set = (amount: number, reason: string) =>
      t.db.transaction((tx) =>
        setFeeLine(tx, { owner: order, kind: FeeKind.Goods, amount, reason, changedBy: null }),
      );
    await set(500_000, 'Tạo đơn');
    await set(500_000, 'Lưu lại');
    await set(450_000, 'Shop hết 1 sản phẩm');
    const [line] = await feeLinesOf(t.db, customerScope(customer.id), order);
    expect(line).toMatchObject({ Kind: FeeKind.Goods, KindName: 'Tiền hàng', Amount: 450_000 });
    expect(
      line?.History.map((change) => [change.OldAmount, change.NewAmount, change.Reason]),
    ).toEqual([
      [0, 500_000, 'Tạo đơn'],
      [500_000, 450_000, 'Shop hết 1 sản phẩm'],
    ]);
  });

  it("shows another customer's bill as nothing in their scope, and all of it to staff", async () => {
    const order = orderOf(9003);
    await t.db.transaction((tx) =>
      setFeeLine(tx, {
        owner: order,
        kind: FeeKind.Goods,
        amount: 200_000,
        reason: 'Tạo đơn',
        changedBy: null,
      }),
    );
    expect(await feeLinesOf(t.db, customerScope(other.id), order)).toEqual([]);
    expect((await amountOwed(t.db, customerScope(other.id), order)).Total).toBe(0);
    expect((await amountOwed(t.db, staffScope(1), order)).Total).toBe(200_000);
  });
});

describe('the ledger', () => {
  it('refuses to take the same payment for the same record twice, even when asked twice', async () => {
    const order = orderOf(9004);
    await pay(order, TransactionType.OrderDeposit, -100_000);
    await expect(pay(order, TransactionType.OrderDeposit, -100_000)).rejects.toThrow();
    // A different payment kind for it, and refunds, may follow.
    await pay(order, TransactionType.OrderPayment, -50_000);
    await pay(order, TransactionType.Refund, 10_000);
    await pay(order, TransactionType.Refund, 10_000);
    expect((await amountOwed(t.db, customerScope(customer.id), order)).Paid).toBe(130_000);
  });
});

describe('the sums the database keeps on the order (migration 0018)', () => {
  it('follow every line and payment, and the check that guards them sees a wrong one', async () => {
    const [row] = await t.db
      .insert(orders)
      .values({ customerId: customer.id, shopName: 'Shop', rateX100: 360_000, depositAmount: 0 })
      .returning({ id: orders.id });
    const order = orderOf(row!.id);
    const kept = async () => {
      const [found] = await t.db
        .select({ total: orders.billTotal, paid: orders.billPaid })
        .from(orders)
        .where(eq(orders.id, order.id));
      return found;
    };
    await t.db.transaction(async (tx) => {
      const line = { owner: order, reason: 'Tạo đơn', changedBy: null };
      await setFeeLine(tx, { ...line, kind: FeeKind.Goods, amount: 700_000 });
      await setFeeLine(tx, { ...line, kind: FeeKind.BuyerFee, amount: 21_000 });
      await setFeeLine(tx, { ...line, kind: FeeKind.Goods, amount: 650_000 });
    });
    await pay(order, TransactionType.OrderDeposit, -300_000);
    await pay(order, TransactionType.Refund, 20_000);
    const owed = await amountOwed(t.db, customerScope(customer.id), order);
    expect(await kept()).toEqual({ total: owed.Total, paid: owed.Paid });
    expect(owed).toEqual({ Total: 671_000, Paid: 280_000, Balance: 391_000, Owed: 391_000 });
    expect(await billSumsDrift(t.db)).toEqual([]);

    await t.db.update(orders).set({ billPaid: 1 }).where(eq(orders.id, order.id));
    expect(await billSumsDrift(t.db)).toEqual([
      `order ${order.id}: kept 671000/1, summed 671000/280000 (total/paid)`,
    ]);
    await t.db.execute(sql`select recount_bill_sums()`);
    expect(await kept()).toEqual({ total: 671_000, paid: 280_000 });
  });
});
