import type { PageData } from '../page-data/types.js';
import { firstPrice, firstText, salePropsFromDom } from './dom.js';
import { orderedPath, type Draft } from './draft.js';
import { at, count, digits, httpUrl, obj, price, text } from './read.js';
import type { Sku } from './types.js';

/**
 * Taobao's item pages before 2023: `Hub.config.get('sku').valItemInfo.skuMap` maps each variant's
 * `;pid:vid;pid:vid;` to its price, stock and SKU id; the variants' names are only in the DOM
 * (`.J_TSaleProp li[data-value]`); `g_config` has the item, shop and seller ids and the picture.
 * The promotion price arrives later into `#J_PromoPriceNum`: read for an item without variants.
 */
export function draftFromHub(
  hub: PageData['hub'],
  doc: Document,
  version: number,
  pageUrl: string,
): Omit<Draft, 'generation' | 'site'> | null {
  const skuMap = obj(at(hub?.sku, 'valItemInfo', 'skuMap'));
  if (!hub || !skuMap) return null;
  const config = obj(hub.config);
  const props = salePropsFromDom(doc, pageUrl);

  const skus: Sku[] = Object.entries(skuMap).flatMap(([key, raw]) => {
    const path = orderedPath(key, props);
    const skuPrice = price(at(raw, 'price'));
    const skuId = digits(at(raw, 'skuId'));
    if (!path || !skuId || skuPrice === null) return [];
    return [{ SkuId: skuId, PropPath: path, PriceCNY: skuPrice, Stock: count(at(raw, 'stock')) }];
  });

  const shopLink = httpUrl(at(config, 'idata', 'shop', 'url'), pageUrl);
  return {
    version,
    pageUrl,
    itemId: digits(config?.itemId) || digits(at(hub.sku, 'valCartInfo', 'itemId')),
    title:
      firstText(doc, ['.tb-main-title'], 'data-title') ||
      firstText(doc, ['.tb-main-title', '#J_Title h3']) ||
      text(at(config, 'idata', 'item', 'title')),
    imageUrl:
      httpUrl(at(config, 'idata', 'item', 'pic'), pageUrl) ||
      httpUrl(firstText(doc, ['#J_ImgBooth'], 'src'), pageUrl),
    shopName:
      text(config?.shopName, 255) ||
      firstText(doc, ['.tb-shop-name a', '.tb-shop-name', '.shop-name-link', '.tb-seller-name']),
    shopId: digits(config?.shopId),
    shopLink,
    price:
      props.length > 0
        ? null
        : (firstPrice(doc, ['#J_PromoPriceNum', '#J_StrPrice .tb-rmb-num']) ??
          price(at(config, 'idata', 'item', 'price'))),
    props,
    skus,
    tiers: [],
    minQuantity: null,
    stock: null,
    // Variants whose names the DOM does not give cannot be chosen: not an item without variants.
    ...(props.length === 0 &&
      Object.keys(skuMap).length > 0 && { problem: 'không thấy tên các phân loại' }),
  };
}
