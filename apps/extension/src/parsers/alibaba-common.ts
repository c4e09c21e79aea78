import { arr, at, count, decodeEntities, digits, httpUrl, obj, price, text } from './read.js';
import type { PriceTier, Prop, Sku } from './types.js';

/**
 * What 1688's two page generations write alike: properties as `{prop, value: [{name, imageUrl}]}`
 * with no ids (the values are numbered here in the page's order), and variants keyed by their
 * values' names joined with '>' (written `&gt;` on the older pages) → SKU id, stock
 * (`canBookCount`) and, when each variant has its own price, `price` and the promotion's
 * `discountPrice`.
 */
export function propsOf1688(skuProps: unknown, pageUrl: string): Prop[] {
  return arr(skuProps).map((raw, index) => ({
    Pid: digits(at(raw, 'fid')) || String(index + 1),
    Name: text(at(raw, 'prop'), 100),
    Values: arr(at(raw, 'value')).flatMap((value, valueIndex) => {
      const name = text(at(value, 'name'), 200);
      if (!name) return [];
      const picture = httpUrl(at(value, 'imageUrl'), pageUrl);
      const vid = String(valueIndex + 1);
      return [picture ? { Vid: vid, Name: name, ImageUrl: picture } : { Vid: vid, Name: name }];
    }),
  }));
}

/**
 * The variants of a SKU map; a variant without a price of its own costs `rangePrice` (the
 * quantity tiers set its price). Variants whose names do not match the properties are left out.
 */
export function skusOf1688(
  skuMap: unknown,
  props: readonly Prop[],
  rangePrice: number | null,
): Sku[] {
  return Object.entries(obj(skuMap) ?? {}).flatMap(([key, raw]) => {
    const names = (key.includes('&gt;') ? key.split('&gt;') : key.split('>')).map((name) =>
      text(decodeEntities(name), 200),
    );
    if (names.length !== props.length) return [];
    const path: string[] = [];
    for (const [index, prop] of props.entries()) {
      const value = prop.Values.find((candidate) => candidate.Name === names[index]);
      if (!value) return [];
      path.push(`${prop.Pid}:${value.Vid}`);
    }
    const skuPrice = price(at(raw, 'discountPrice')) ?? price(at(raw, 'price')) ?? rangePrice;
    const skuId = digits(at(raw, 'skuId'));
    if (!skuId || skuPrice === null) return [];
    return [
      {
        SkuId: skuId,
        PropPath: path.join(';'),
        PriceCNY: skuPrice,
        Stock: count(at(raw, 'canBookCount')),
      },
    ];
  });
}

/** Whether the SKU map prices each variant itself (then the quantity tiers do not apply). */
export function skusHavePrices(skuMap: unknown): boolean {
  const entries = Object.values(obj(skuMap) ?? {});
  return entries.length > 0 && entries.every((raw) => price(at(raw, 'price')) !== null);
}

/** Tiers written `[{beginAmount, price}]` or, on older pages, `[[beginAmount, price]]`. */
export function tiersOf1688(ranges: unknown): PriceTier[] {
  return arr(ranges).flatMap((raw) => {
    const minQuantity = count(Array.isArray(raw) ? raw[0] : at(raw, 'beginAmount'));
    const tierPrice = price(Array.isArray(raw) ? raw[1] : at(raw, 'price'));
    return minQuantity !== null && minQuantity >= 1 && tierPrice !== null
      ? [{ MinQuantity: minQuantity, PriceCNY: tierPrice }]
      : [];
  });
}
