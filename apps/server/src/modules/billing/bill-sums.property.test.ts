import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FeeKind,
  TransactionType,
  type OrderShipRow,
  type OrderRow,
  type TransactionType as LedgerType,
} from '@app/shared';
import { orderShips, orders } from '../../db/schema.js';
import { customerScope } from '../../lib/owner-scope.js';
import { testAppForFile } from '../../test/file-app.js';
import { fundedCustomer, type JourneyCustomer } from '../../test/journeys.js';
import { postEntry } from '../wallet/ledger.js';
import { amountOwed, setFeeLine, type BillOwner } from './billing.js';

/**
 * Orders and consignments keep their bill's total and paid amount in two columns, summed by
 * triggers as fee lines and ledger rows change (migration 0018), so a list never sums per row.
 * They may only because they never differ from the one definition, amountOwed: here, over many
 * random lives — fee lines of every kind set, raised, lowered and zeroed, deposits and payments,
 * repeated refunds, in any order — the kept columns, the list rows and amountOwed agree after every
 * step. The lives are drawn from a fixed seed, so a failure names the life and step to replay.
 */

const LIVES = 40;
const SEED = 20_261_126;

/** mulberry32: a small seeded generator, the same lives on every run and database. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { int, pick };
}

const FEE_KINDS = Object.values(FeeKind);
/** Paid at most once per bill (the ledger's unique index), then refunds, which may repeat. */
const ONCE_PAID: LedgerType[] = [
  TransactionType.OrderDeposit,
  TransactionType.OrderPayment,
  TransactionType.ShippingPayment,
];

const t = testAppForFile();
let customer: JourneyCustomer;
beforeAll(async () => {
  customer = await fundedCustomer(t.journeys(), 1_000_000_000);
});

const as = () => t.as(customer);

async function newOwner(kind: BillOwner['kind']): Promise<BillOwner & { code: string }> {
  const response =
    kind === 'order'
      ? await as()({
          method: 'POST',
          url: '/api/order/createorder',
          payload: {
            ShopName: 'Shop thử',
            ShopLink: '',
            Site: 'taobao',
            Note: '',
            IsInspection: false,
            IsWoodenCrate: false,
            Items: [{ ProductName: 'Áo', PriceCNY: 10, Quantity: 1 }],
          },
        })
      : await as()({
          method: 'POST',
          url: '/api/ordership/createordership',
          payload: {
            WarehouseId: 1,
            Note: '',
            Items: [{ ProductName: 'Giày', Quantity: 1, PriceCNY: 10 }],
            TransportCodes: [],
          },
        });
  expect(response.statusCode, response.body).toBe(200);
  const { Id, Code } = response.json<{ Id: number; Code: string }>();
  return { kind, id: Id, customerId: customer.id, code: Code };
}

/** The bill three ways: amountOwed, the kept columns, and the customer's list row. */
async function billsOf(owner: BillOwner & { code: string }) {
  const defined = await amountOwed(t.db, customerScope(customer.id), owner);
  const table = owner.kind === 'order' ? orders : orderShips;
  const [kept] = await t.db
    .select({ total: table.billTotal, paid: table.billPaid })
    .from(table)
    .where(eq(table.id, owner.id));
  const listed =
    owner.kind === 'order'
      ? (await as()({ url: '/api/order/orders', query: { orderCode: owner.code } })).json<{
          Items: OrderRow[];
        }>().Items[0]
      : (await as()({ url: '/api/ordership/getlist', query: { keyword: owner.code } })).json<{
          Items: OrderShipRow[];
        }>().Items[0];
  return { defined, kept, listed };
}

describe('kept bill sums against the one definition', () => {
  it(`agree after every step of ${LIVES} random order and consignment lives`, async () => {
    const random = generator(SEED);
    for (let life = 0; life < LIVES; life++) {
      const owner = await newOwner(random.pick(['order', 'consignment'] as const));
      const paidOnce = new Set<LedgerType>();
      const steps = random.int(6, 16);
      for (let step = 0; step < steps; step++) {
        const where = `life ${life} (${owner.kind} ${owner.code}), step ${step}`;
        const move = random.int(0, 9);
        await t.db.transaction(async (tx) => {
          if (move < 5) {
            // A fee line set, raised, lowered or zeroed.
            const amount = random.pick([0, random.int(1, 9) * 1_000, random.int(1, 5_000) * 1_000]);
            await setFeeLine(tx, {
              owner,
              kind: random.pick(FEE_KINDS),
              amount,
              reason: where,
              changedBy: null,
            });
          } else if (move < 8 && paidOnce.size < ONCE_PAID.length) {
            const type = random.pick(ONCE_PAID.filter((kind) => !paidOnce.has(kind)));
            paidOnce.add(type);
            await postEntry(tx, {
              customerId: customer.id,
              type,
              amount: -random.int(1, 2_000) * 1_000,
              ref: { kind: owner.kind, id: owner.id, code: owner.code },
              note: where,
            });
          } else {
            await postEntry(tx, {
              customerId: customer.id,
              type: TransactionType.Refund,
              amount: random.int(1, 500) * 1_000,
              ref: { kind: owner.kind, id: owner.id, code: owner.code },
              note: where,
            });
          }
        });
        const { defined, kept, listed } = await billsOf(owner);
        expect({ total: kept?.total, paid: kept?.paid }, where).toEqual({
          total: defined.Total,
          paid: defined.Paid,
        });
        expect(
          {
            TotalAmount: listed?.TotalAmount,
            PaidAmount: listed?.PaidAmount,
            AmountDue: listed?.AmountDue,
          },
          where,
        ).toEqual({
          TotalAmount: defined.Total,
          PaidAmount: defined.Paid,
          AmountDue: defined.Owed,
        });
      }
    }
  }, 300_000);
});
