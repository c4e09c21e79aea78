import { beforeAll, describe, expect, it } from 'vitest';
import {
  FeeKind,
  OrderShipStatus,
  OrderState,
  formatVnd,
  type AdminDeliveryRow,
  type OrderDetail,
  type OrderShipDetail,
  type PricesAnswer,
  type TransportRow,
} from '@app/shared';
import { testAppForFile } from '../test/file-app.js';
import {
  consignmentIn,
  deskOf,
  fundedCustomer,
  orderIn,
  slipOf,
  type Desk,
  type JourneyCustomer,
} from '../test/journeys.js';

/**
 * Shipping is priced by the shipment's weight (DESIGN §5): the parcels of one order or one
 * consignment share the band of their total charged weight. The expected figures are worked out
 * once, here, from the price page's own answer (account/getprices), and every place that shows
 * them must agree: the price page's band, the fee line, each parcel's fee and formula, the slip.
 */

const t = testAppForFile();
let desk: Desk;
let prices: PricesAnswer;

beforeAll(async () => {
  desk = deskOf(t.app, t.admin);
  prices = await desk.call<PricesAnswer>({ url: '/api/account/getprices' });
});

const kg = (grams: number) =>
  `${new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grams / 1000)} kg`;

/** A parcel as the scale and tape give it, and the weight the price page's rules charge. */
interface Scaled {
  code: string;
  grams: number;
  size: [number, number, number];
}

/** The price page's rules by hand: volumetric weight, the floor, the larger of them. */
function chargedOf(parcel: Scaled) {
  const [length, width, height] = parcel.size;
  const volume = Math.round((length * width * height * 1000) / prices.VolumetricDivisor);
  const floor = Math.round(prices.MinChargedWeight * 1000);
  const charged = Math.max(parcel.grams, volume, floor);
  const why =
    charged === parcel.grams
      ? volume > 0
        ? `cân thực; cân quy đổi ${kg(volume)}`
        : 'cân thực'
      : `cân quy đổi ${length}×${width}×${height} cm ÷ ${new Intl.NumberFormat('vi-VN').format(prices.VolumetricDivisor)}; cân thực ${kg(parcel.grams)}`;
  return { charged, volume, why };
}

/** Hà Nội's band for a shipment of `grams`, read off the price page as a customer would. */
function bandOf(grams: number) {
  const tiers = prices.ShippingPrices.find((entry) => entry.WarehouseId === 1)?.Tiers ?? [];
  const tier = tiers.find(
    (entry) => grams / 1000 >= entry.Min && (entry.Max === 0 || grams / 1000 <= entry.Max),
  );
  if (!tier) throw new Error(`no Hà Nội band holds ${grams} g`);
  return { ...tier, label: `giá bậc ${tier.Min}–${tier.Max} kg` };
}

/** What each parcel of a shipment costs, and its formula, with the shipment's band. */
function expectedOf(parcels: Scaled[], noun: string) {
  const charged = parcels.map((parcel) => ({ parcel, ...chargedOf(parcel) }));
  const total = charged.reduce((sum, entry) => sum + entry.charged, 0);
  const band = bandOf(total);
  // A new customer is at the first level: the one from no spending at all.
  const discount = prices.CustomerLevels.find((level) => level.MinSpending === 0);
  expect(discount?.WeightFeeDiscount).toBe(0);
  const rows = charged.map(({ parcel, charged: grams, why }) => {
    const fee = Math.round((grams * band.Value) / 1000);
    return {
      code: parcel.code,
      grams,
      fee,
      formula: `${kg(grams)} (${why}) × ${formatVnd(band.Value)} (${band.label} theo tổng ${kg(total)} của ${noun}) = ${formatVnd(fee)}`,
    };
  });
  return { total, band, rows, fee: rows.reduce((sum, row) => sum + row.fee, 0) };
}

const staffPost = (url: string, body: unknown) =>
  desk.call({ method: 'POST', url, token: desk.staff, body });

const weigh = (parcel: Scaled) =>
  staffPost('/api/admin/transports/receive-china', {
    TransportCode: parcel.code,
    Weight: parcel.grams / 1000,
    Length: parcel.size[0],
    Width: parcel.size[1],
    Height: parcel.size[2],
  });

const parcelsOf = (customer: JourneyCustomer, code: string) =>
  desk
    .call<{ Items: TransportRow[] }>({
      url: `/api/order/transports?code=${code}&pageSize=50`,
      token: customer.token,
    })
    .then((answer) => [...answer.Items].sort((a, b) => a.Id - b.Id));

const shippingLine = (detail: { FeeLines: OrderDetail['FeeLines'] }) =>
  detail.FeeLines.find((line) => line.Kind === FeeKind.Shipping);

describe('shipping priced by the shipment’s weight', () => {
  it('agrees on every figure of a 12,4 kg consignment: price page, fee line, parcels, slip', async () => {
    const customer = await fundedCustomer(desk, 5_000_000);
    const consignment = await consignmentIn(desk, customer, OrderShipStatus.NoTrackingNumber);
    const stamp = `${Date.now() % 1_000_000}`;
    // 1,35 kg in a 40×30×20 cm box is charged its 4 kg volumetric weight.
    const parcels: Scaled[] = [
      { code: `SB${stamp}A`, grams: 1_350, size: [40, 30, 20] },
      { code: `SB${stamp}B`, grams: 5_200, size: [0, 0, 0] },
      { code: `SB${stamp}C`, grams: 3_200, size: [20, 20, 10] },
    ];
    for (const parcel of parcels) {
      await desk.call({
        method: 'POST',
        url: `/api/ordership/addtransportcode/${consignment.id}`,
        token: customer.token,
        body: { TransportCode: parcel.code },
      });
    }
    for (const parcel of parcels) await weigh(parcel);

    const expected = expectedOf(parcels, 'đơn ký gửi');
    // The price page's band: 12,4 kg is past 0–10 kg, so the 10–30 kg price.
    expect(expected.total).toBe(12_400);
    expect(expected.band).toMatchObject({ Min: 10, Max: 30 });

    const listed = await parcelsOf(customer, consignment.code);
    expect(
      listed.map((row) => ({
        code: row.TransportCode,
        grams: Math.round((row.ChargedWeight ?? 0) * 1000),
        fee: row.Fee,
        formula: row.FeeFormula,
      })),
    ).toEqual(expected.rows);
    expect(listed[0]?.FeeFormula).toContain('cân quy đổi 40×30×20 cm');

    const detail = await desk.call<OrderShipDetail>({
      url: `/api/ordership/getordershipdetails/${consignment.id}`,
      token: customer.token,
    });
    const line = shippingLine(detail);
    expect(line?.Amount).toBe(expected.fee);
    expect(line?.Note).toBe(`3 kiện, tổng ${kg(expected.total)}, ${expected.band.label}`);
    // The third parcel took the total past 10 kg: the first two were re-priced, and it says so.
    expect(line?.History.at(-1)?.Reason).toBe(
      `Cân kiện ${parcels[2]?.code} tại kho Trung Quốc; tổng ${kg(expected.total)}, ` +
        `${expected.band.label}: tính lại phí kiện ${parcels[0]?.code}, ${parcels[1]?.code}`,
    );

    // Carried to Vietnam and handed over: the slip's rows are the charged weights, adding up.
    await staffPost('/api/admin/transports/ship', {
      TransportCodes: parcels.map((parcel) => parcel.code),
    });
    for (const parcel of parcels) {
      await staffPost('/api/admin/transports/receive-vietnam', {
        TransportCode: parcel.code,
        WarehouseId: 1,
      });
    }
    const slip = await slipOf(desk, customer, [consignment.code]);
    const queue = await desk.call<{ Items: AdminDeliveryRow[] }>({
      url: `/api/admin/deliveries?keyword=${slip.code}`,
      token: desk.staff,
    });
    const printed = queue.Items.find((row) => row.Id === slip.id);
    expect(
      printed?.Parcels.map((row) => [row.TransportCode, row.Weight, row.ChargedWeight]),
    ).toEqual(
      parcels.map((parcel, index) => [
        parcel.code,
        parcel.grams / 1000,
        (expected.rows[index]?.grams ?? 0) / 1000,
      ]),
    );
    expect(printed?.TotalWeight).toBe(expected.total / 1000);
    const rowsGrams = (printed?.Parcels ?? []).reduce(
      (sum, row) => sum + Math.round(row.ChargedWeight * 1000),
      0,
    );
    expect(rowsGrams).toBe(expected.total);
  });

  it('re-prices an order’s first parcel when its second takes the order into a cheaper band', async () => {
    const customer = await fundedCustomer(desk, 5_000_000);
    const order = await orderIn(desk, customer, OrderState.Bought);
    const stamp = `${Date.now() % 1_000_000}`;
    const parcels: Scaled[] = [
      { code: `SO${stamp}A`, grams: 8_000, size: [0, 0, 0] },
      { code: `SO${stamp}B`, grams: 4_000, size: [0, 0, 0] },
    ];
    await desk.call({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/shop-shipped`,
      token: desk.staff,
      body: { TransportCodes: parcels.map((parcel) => parcel.code) },
    });
    const [first, second] = parcels;
    if (!first || !second) throw new Error('two parcels');

    await weigh(first);
    const alone = expectedOf([first], 'đơn');
    expect(alone.band).toMatchObject({ Min: 0, Max: 10 });
    expect((await parcelsOf(customer, order.code))[0]?.Fee).toBe(alone.fee);

    await weigh(second);
    const together = expectedOf(parcels, 'đơn');
    expect(together.band).toMatchObject({ Min: 10, Max: 30 });
    expect(together.rows[0]?.fee).toBeLessThan(alone.fee);
    const listed = await parcelsOf(customer, order.code);
    expect(listed.map((row) => [row.TransportCode, row.Fee, row.FeeFormula])).toEqual(
      together.rows.map((row) => [row.code, row.fee, row.formula]),
    );
    const detail = await desk.call<OrderDetail>({
      url: `/api/order/getorderdetails/${order.id}`,
      token: customer.token,
    });
    const line = shippingLine(detail);
    expect(line?.Amount).toBe(together.fee);
    expect(line?.History.map((entry) => [entry.OldAmount, entry.NewAmount])).toEqual([
      [0, alone.fee],
      [alone.fee, together.fee],
    ]);
    expect(line?.History.at(-1)?.Reason).toContain(`tính lại phí kiện ${first.code}`);
  });
});
