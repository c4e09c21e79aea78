import type { PageData } from '../page-data/types.js';
import { propsOf1688, skusHavePrices, skusOf1688, tiersOf1688 } from './alibaba-common.js';
import type { Draft } from './draft.js';
import { arr, at, count, digits, httpUrl, price, text } from './read.js';

/**
 * 1688's item pages since 2020: `window.__INIT_DATA.globalData` holds `tempModel` (offer id,
 * title, company, seller ids), `images`, `skuModel` (`skuProps`, `skuInfoMap`) and
 * `orderParamModel.orderParam` (the minimum `beginNum`, the stock, and `skuParam.skuRangePrices`:
 * the quantity tiers). Some pages give the tiers only in a price component's
 * `priceModel.currentPrices` or in `offerPriceModel.currentPrices`.
 */
export function draftFromInitData(
  initData: PageData['initData'],
  version: number,
  pageUrl: string,
): Omit<Draft, 'generation' | 'site'> | null {
  const global = initData?.globalData;
  const temp = at(global, 'tempModel');
  if (!initData || !temp) return null;
  const orderParam = at(global, 'orderParamModel', 'orderParam');
  const skuMap = at(global, 'skuModel', 'skuInfoMap');

  const rangeTiers = [
    at(orderParam, 'skuParam', 'skuRangePrices'),
    at(global, 'offerPriceModel', 'currentPrices'),
    ...initData.priceModels.map((model) => at(model, 'currentPrices')),
  ]
    .map(tiersOf1688)
    .find((tiers) => tiers.length > 0);
  const ownPrices =
    at(orderParam, 'skuParam', 'skuPriceType') === 'skuPrice' || skusHavePrices(skuMap);
  const tiers = ownPrices ? [] : (rangeTiers ?? []);
  const rangePrice = tiers[0]?.PriceCNY ?? price(at(global, 'skuModel', 'skuPriceScale'));

  const props = propsOf1688(at(global, 'skuModel', 'skuProps'), pageUrl);
  const memberId = text(at(temp, 'sellerMemberId'), 64);
  return {
    version,
    pageUrl,
    itemId: digits(at(temp, 'offerId')) || digits(at(global, 'offerBaseInfo', 'offerId')),
    title: text(at(temp, 'offerTitle'), 500),
    imageUrl: httpUrl(at(arr(at(global, 'images'))[0], 'fullPathImageURI'), pageUrl),
    shopName: text(at(temp, 'companyName'), 255) || text(at(temp, 'sellerLoginId'), 255),
    shopId: memberId || digits(at(temp, 'sellerUserId')),
    shopLink: httpUrl(at(temp, 'winportUrl'), pageUrl),
    price: props.length > 0 && ownPrices ? null : (rangePrice ?? price(at(temp, 'price'))),
    props,
    skus: skusOf1688(skuMap, props, rangePrice),
    tiers,
    minQuantity: count(at(orderParam, 'beginNum')),
    stock: count(at(orderParam, 'canBookedAmount')),
  };
}
