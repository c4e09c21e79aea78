import type { ShopSite } from '../common/site.js';
import type { Json } from '../page-data/types.js';
import type { Draft } from './draft.js';
import { orderedPath } from './draft.js';
import { arr, at, count, digits, httpUrl, obj, price, text } from './read.js';
import type { Prop, Sku } from './types.js';

/**
 * Taobao's and Tmall's item pages since 2023 (one app, "ICE"): `loaderData…res` holds `item`
 * (id, title, pictures), `seller` (shop name, ids, address), `skuBase` (properties with pid/vid,
 * and each SKU's `propPath`) and `skuCore.sku2info` (per SKU id, and '0' for the whole item: the
 * price, `subPrice` when a promotion shows, and `quantity`).
 */
export function draftFromIce(
  ice: Json | undefined,
  site: ShopSite,
  version: number,
  pageUrl: string,
): Omit<Draft, 'generation'> | null {
  const res = obj(ice);
  if (!res || (!res.item && !res.skuBase)) return null;
  const item = obj(res.item);
  const seller = obj(res.seller);
  const sku2info = obj(at(res, 'skuCore', 'sku2info')) ?? {};

  const props: Prop[] = arr(at(res, 'skuBase', 'props')).map((raw) => ({
    Pid: digits(at(raw, 'pid')),
    Name: text(at(raw, 'name'), 100),
    Values: arr(at(raw, 'values')).flatMap((value) => {
      const vid = digits(at(value, 'vid'));
      const name = text(at(value, 'name'), 200);
      if (!vid || !name) return [];
      const picture = httpUrl(at(value, 'image'), pageUrl);
      return [picture ? { Vid: vid, Name: name, ImageUrl: picture } : { Vid: vid, Name: name }];
    }),
  }));

  const skus: Sku[] = arr(at(res, 'skuBase', 'skus')).flatMap((raw) => {
    const skuId = digits(at(raw, 'skuId'));
    const info = sku2info[skuId];
    const skuPrice = shownPrice(info);
    const path = orderedPath(text(at(raw, 'propPath')), props);
    if (!skuId || !path || skuPrice === null) return [];
    return [
      { SkuId: skuId, PropPath: path, PriceCNY: skuPrice, Stock: count(at(info, 'quantity')) },
    ];
  });

  const whole = sku2info['0'];
  const shopId = digits(seller?.shopId);
  return {
    site,
    version,
    pageUrl,
    itemId: digits(item?.itemId),
    title:
      text(item?.title, 500) || text(at(res, 'componentsVO', 'titleVO', 'title', 'title'), 500),
    imageUrl: httpUrl(arr(item?.images)[0], pageUrl),
    shopName: text(seller?.shopName, 255) || text(seller?.sellerNick, 255),
    shopId,
    shopLink:
      httpUrl(seller?.shopUrl, pageUrl) || (shopId ? `https://shop${shopId}.taobao.com/` : ''),
    price:
      props.length > 0
        ? null
        : (shownPrice(whole) ?? price(at(res, 'componentsVO', 'priceVO', 'price', 'priceText'))),
    props,
    skus,
    tiers: [],
    minQuantity: null,
    stock: count(at(whole, 'quantity')),
  };
}

/** The price a buyer pays as the page shows it: the promotion (`subPrice`) where there is one. */
function shownPrice(info: unknown): number | null {
  const money = at(info, 'price', 'priceMoney');
  return (
    price(at(info, 'subPrice', 'priceText')) ??
    price(at(info, 'price', 'priceText')) ??
    (typeof money === 'number' ? price(money / 100) : null)
  );
}
