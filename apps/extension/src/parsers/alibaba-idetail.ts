import type { PageData } from '../page-data/types.js';
import { propsOf1688, skusHavePrices, skusOf1688, tiersOf1688 } from './alibaba-common.js';
import { firstText, metaImage, metaTitle } from './dom.js';
import type { Draft } from './draft.js';
import { arr, at, count, digits, httpUrl, price, text } from './read.js';

/**
 * 1688's item pages before 2020: `iDetailData.sku` holds `skuProps`, `skuMap` (keys joined with
 * `&gt;`), `priceRange` (`[[beginAmount, price]]`, the quantity tiers) and the stock
 * `canBookCount`; `iDetailConfig` the offer id, the listed price `refPrice`, the minimum
 * `beginAmount`, the seller's member id and shop address. The title, the picture and the company's
 * name are in the DOM.
 */
export function draftFromIDetail(
  iDetail: PageData['iDetail'],
  doc: Document,
  version: number,
  pageUrl: string,
): Omit<Draft, 'generation' | 'site'> | null {
  const sku = at(iDetail?.data, 'sku');
  const config = iDetail?.config;
  if (!iDetail || (!sku && !at(config, 'offerid'))) return null;
  const skuMap = at(sku, 'skuMap');

  const ownPrices = skusHavePrices(skuMap);
  const tiers = ownPrices
    ? []
    : tiersOf1688(at(sku, 'priceRange')).length
      ? tiersOf1688(at(sku, 'priceRange'))
      : tiersOf1688(at(sku, 'priceRangeOriginal'));
  const rangePrice =
    tiers[0]?.PriceCNY ??
    price(at(sku, 'discountPrice')) ??
    price(at(sku, 'price')) ??
    price(at(config, 'refPrice'));

  const props = propsOf1688(at(sku, 'skuProps'), pageUrl);
  return {
    version,
    pageUrl,
    itemId: digits(at(config, 'offerid')),
    title: firstText(doc, ['#mod-detail-title h1', '.d-title']) || metaTitle(doc),
    imageUrl:
      httpUrl(at(arr(at(iDetail.data, 'images'))[0], 'fullPathImageURI'), pageUrl) ||
      httpUrl(
        firstText(doc, ['#dt-tab .tab-trigger img', '.mod-detail-gallery img'], 'src'),
        pageUrl,
      ) ||
      metaImage(doc, pageUrl),
    shopName:
      text(at(config, 'companyName'), 255) ||
      firstText(doc, ['a.company-name', '.company-name']) ||
      text(at(config, 'loginId'), 255),
    shopId: text(at(config, 'memberid'), 64),
    shopLink: httpUrl(at(config, 'companySiteLink'), pageUrl),
    price: props.length > 0 && ownPrices ? null : rangePrice,
    props,
    skus: skusOf1688(skuMap, props, rangePrice),
    tiers,
    minQuantity: count(at(config, 'beginAmount')),
    stock: count(at(sku, 'canBookCount')),
  };
}
