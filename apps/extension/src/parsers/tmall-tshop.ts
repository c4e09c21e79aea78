import type { Json } from '../page-data/types.js';
import { firstPrice, firstText, salePropsFromDom } from './dom.js';
import { orderedPath, type Draft } from './draft.js';
import { arr, at, count, digits, httpUrl, obj, price, text } from './read.js';
import type { Prop, Sku } from './types.js';

/**
 * Tmall's item pages before 2023: the JSON handed to `TShop.Setup(...)` carries `itemDO` (id,
 * title, listed price), `rstShopId`, `valItemInfo.skuMap` (`;pid:vid;…;` → price, stock, SKU id)
 * and `propertyPics` (the item's pictures under `default`, a value's under `;pid:vid;`). The
 * variants' names are in the DOM (`.J_TSaleProp li[data-value]`), the shop's name in its header,
 * and the promotion price arrives later into `.tm-promo-price`: read for an item without variants.
 */
export function draftFromTShop(
  tshop: Json | undefined,
  doc: Document,
  version: number,
  pageUrl: string,
): Omit<Draft, 'generation' | 'site'> | null {
  const setup = obj(tshop);
  const skuMap = obj(at(setup, 'valItemInfo', 'skuMap'));
  if (!setup || !setup.itemDO) return null;
  const itemDO = obj(setup.itemDO);
  const pictures = obj(setup.propertyPics);

  const props: Prop[] = salePropsFromDom(doc, pageUrl).map((prop) => ({
    ...prop,
    Values: prop.Values.map((value) => {
      const own = httpUrl(arr(pictures?.[`;${prop.Pid}:${value.Vid};`])[0], pageUrl);
      return own ? { ...value, ImageUrl: own } : value;
    }),
  }));

  const skus: Sku[] = Object.entries(skuMap ?? {}).flatMap(([key, raw]) => {
    const path = orderedPath(key, props);
    const skuPrice = price(at(raw, 'price'));
    const skuId = digits(at(raw, 'skuId'));
    if (!path || !skuId || skuPrice === null) return [];
    return [{ SkuId: skuId, PropPath: path, PriceCNY: skuPrice, Stock: count(at(raw, 'stock')) }];
  });

  const shopAnchor = doc.querySelector('a.slogo-shopname');
  return {
    version,
    pageUrl,
    itemId: digits(itemDO?.itemId) || digits(at(setup, 'rateConfig', 'itemId')),
    title: text(itemDO?.title, 500) || firstText(doc, ['.tb-detail-hd h1']),
    imageUrl:
      httpUrl(arr(pictures?.default)[0], pageUrl) ||
      httpUrl(firstText(doc, ['#J_ImgBooth'], 'src'), pageUrl),
    shopName:
      firstText(doc, ['a.slogo-shopname strong', '.slogo-shopname']) ||
      firstText(doc, ['input[name="seller_nickname"]'], 'value'),
    shopId: digits(setup.rstShopId),
    shopLink: httpUrl(shopAnchor?.getAttribute('href'), pageUrl),
    price:
      props.length > 0
        ? null
        : (firstPrice(doc, ['.tm-promo-price .tm-price']) ??
          price(itemDO?.reservePrice) ??
          price(at(setup, 'detail', 'defaultItemPrice'))),
    props,
    skus,
    tiers: [],
    minQuantity: null,
    stock: null,
    // Variants whose names the DOM does not give cannot be chosen: not an item without variants.
    ...(props.length === 0 &&
      Object.keys(skuMap ?? {}).length > 0 && { problem: 'không thấy tên các phân loại' }),
  };
}
