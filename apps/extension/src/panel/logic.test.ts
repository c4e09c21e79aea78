import { addToCartSchema, tierPriceFen } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePage, type ParsedItem } from '../parsers/index.js';
import {
  fixtureIndex,
  loadFixture,
  type FixtureEntry,
  type LoadedFixture,
} from '../test/fixtures.js';
import {
  addToCartBody,
  chosenSku,
  isValueAvailable,
  maxQuantity,
  priceRange,
  quantityProblem,
  tierIndex,
  unitPrice,
  type Selection,
} from './logic.js';

const { fixtures } = fixtureIndex();
const byName = (name: string) => fixtures.find((entry) => entry.name === name)!;
let loaded: LoadedFixture | null = null;
afterEach(() => loaded?.close());

function itemOf(entry: FixtureEntry): ParsedItem {
  loaded = loadFixture(entry);
  return parsePage(loaded.pageData, loaded.document, loaded.url) as ParsedItem;
}

/** The selection of the values named, one per property in order, as a customer clicks them. */
function pick(item: ParsedItem, names: readonly string[]): Selection {
  return Object.fromEntries(
    item.Props.map((prop, index) => [
      prop.Pid,
      prop.Values.find((value) => value.Name === names[index])!.Vid,
    ]),
  );
}

describe.each(fixtures.map((entry) => [entry.name, entry] as const))(
  'fixture %s',
  (_name, entry) => {
    it('sends the cart line of its scenario, which the portal’s schema takes', () => {
      const item = itemOf(entry);
      const { pick: names, quantity, note, addToCart } = entry.scenario;
      const body = addToCartBody(item, pick(item, names), quantity, note);
      expect(body).toEqual(addToCart);
      expect(addToCartSchema.safeParse(body).success).toBe(true);
    });
  },
);

describe('1688 tiers', () => {
  it('price every quantity as the server does (shared tierPriceFen)', () => {
    for (const name of ['1688-new', '1688-old']) {
      const item = itemOf(byName(name));
      for (let quantity = 1; quantity <= 600; quantity++) {
        expect(Math.round(unitPrice(item, null, quantity) * 100)).toBe(
          tierPriceFen(item.PriceTiers, quantity),
        );
      }
      loaded?.close();
    }
  });

  it('mark the tier a quantity reaches, the first below every tier', () => {
    const tiers = [
      { MinQuantity: 3, PriceCNY: 8.8 },
      { MinQuantity: 100, PriceCNY: 7.9 },
    ];
    expect([1, 3, 99, 100, 5000].map((quantity) => tierIndex(tiers, quantity))).toEqual([
      0, 0, 0, 1, 1,
    ]);
    expect(tierIndex([], 5)).toBe(-1);
  });
});

describe('variants', () => {
  it('disable a value sold out with the other choice, and find the chosen SKU', () => {
    const item = itemOf(byName('taobao-new'));
    const black = pick(item, ['黑色', '大号']);
    const [colour, size] = item.Props;
    const onlyLarge = { [size!.Pid]: black[size!.Pid]! };
    expect(isValueAvailable(item, onlyLarge, colour!.Pid, black[colour!.Pid]!)).toBe(false);
    expect(isValueAvailable(item, {}, colour!.Pid, black[colour!.Pid]!)).toBe(true);
    expect(chosenSku(item, black)).toMatchObject({ SkuId: '5100000000004', Stock: 0 });
    expect(chosenSku(item, onlyLarge)).toBeNull();
  });

  it('disable a value sold out in every combination', () => {
    const item = itemOf(byName('tmall-new'));
    const grey = item.Props[0]!.Values.find((value) => value.Name === '灰色')!;
    expect(isValueAvailable(item, {}, item.Props[0]!.Pid, grey.Vid)).toBe(false);
  });

  it('show the range of prices one can buy at before a variant is chosen', () => {
    expect(priceRange(itemOf(byName('taobao-new')))).toEqual([139, 189]);
    loaded?.close();
    expect(priceRange(itemOf(byName('tmall-new')))).toEqual([79, 89]);
    loaded?.close();
    expect(priceRange(itemOf(byName('1688-old')))).toEqual([6.5, 8.8]);
  });
});

describe('quantity', () => {
  it('is limited by the variant’s stock and the cart’s 10.000', () => {
    const item = itemOf(byName('taobao-old'));
    expect(maxQuantity(item, chosenSku(item, pick(item, ['蓝色', 'L（40-44）'])))).toBe(9);
    expect(maxQuantity(item, null)).toBe(10_000);
  });

  it('says what is wrong with it', () => {
    expect(quantityProblem(2, 3, 100)).toBe(
      'Shop chỉ bán từ 3 sản phẩm trở lên: hãy đặt ít nhất 3.',
    );
    expect(quantityProblem(12, 1, 9)).toBe('Shop chỉ còn 9 sản phẩm cho lựa chọn này.');
    expect(quantityProblem(1, 1, 0)).toBe('Phân loại này đã hết hàng.');
    expect(quantityProblem(0, 1, 9)).toBe('Số lượng phải là số nguyên từ 1 trở lên.');
    expect(quantityProblem(3, 3, 100)).toBeNull();
  });
});
