import { describe, expect, it } from 'vitest';
import { fillMessage, messages as text, type PricesAnswer, type Settings } from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';

const t = testAppForFile();

const current = async () => (await t.asAdmin({ url: '/api/admin/settings' })).json<Settings>();
const save = (payload: object) => t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload });
const prices = async () =>
  (await t.app.inject({ url: '/api/account/getprices' })).json<PricesAnswer>();

/** Hà Nội's bands (warehouse 1 of the seed) with `tiers` instead, TP. HCM's kept. */
const withHanoi = (settings: Settings, Tiers: Settings['ShippingPrices'][number]['Tiers']) =>
  settings.ShippingPrices.map((prices) =>
    prices.WarehouseId === 1 ? { ...prices, Tiers } : prices,
  );

describe('fee bands of the settings', () => {
  it('refuses a gap, an overlap or an open band before the last with the row named, changing nothing', async () => {
    const before = await current();
    const refusals: Array<[object, string]> = [
      [
        {
          ShippingPrices: withHanoi(before, [
            { Min: 0, Max: 10, Value: 31_000 },
            { Min: 12, Max: 0, Value: 30_000 },
          ]),
        },
        fillMessage(text.feeBandGapContinuous, { row: 2, max: '10' }),
      ],
      [
        {
          InspectionFees: [
            { Min: 1, Max: 10, Value: 5_000 },
            { Min: 5, Max: 0, Value: 3_000 },
          ],
        },
        fillMessage(text.feeBandGap, { row: 2, max: '10', next: '11' }),
      ],
      [
        {
          InspectionFees: [
            { Min: 1, Max: 0, Value: 5_000 },
            { Min: 1, Max: 10, Value: 3_000 },
          ],
        },
        fillMessage(text.feeBandOpenNotLast, { row: 1 }),
      ],
      [
        { FeeBuyer: { '0-2000000': 3, '2500000-0': 2 } },
        fillMessage(text.feeBuyerBands, {
          problem: fillMessage(text.feeBandGap, { row: 2, max: '2.000.000', next: '2.000.001' }),
        }),
      ],
    ];
    for (const [payload, sentence] of refusals) {
      const refused = await save(payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.values(refused.json<Record<string, string[]>>()).flat()).toContain(sentence);
    }
    const negative = await save({
      InspectionFees: [{ Min: 1, Max: 0, Value: -1 }],
    });
    expect(negative.json()).toEqual({ InspectionFees: [text.feeBandNumberInvalid] });
    expect(await current()).toEqual(before);
  });

  it('saves one section without undoing another, and the price page shows it at once', async () => {
    const before = await current();
    const tiers = [
      { Min: 0, Max: 10, Value: 33_500 },
      { Min: 10, Max: 0, Value: 31_000 },
    ];
    const shipping = await save({ ShippingPrices: withHanoi(before, tiers) });
    expect(shipping.statusCode, shipping.body).toBe(200);
    // Another section, saved after with only its own keys, keeps the shipping bands.
    const notice = await save({ NotifySite: 'Nghỉ lễ 30/4', ExtensionLink: '' });
    expect(notice.statusCode, notice.body).toBe(200);
    const after = await current();
    expect(after).toEqual({
      ...before,
      NotifySite: 'Nghỉ lễ 30/4',
      ShippingPrices: withHanoi(before, tiers),
    });
    const hanoi = (await prices()).ShippingPrices.find((row) => row.WarehouseId === 1);
    expect(hanoi?.Tiers).toEqual(tiers);

    expect((await save(before)).statusCode).toBe(200);
    expect(await current()).toEqual(before);
  });
});
