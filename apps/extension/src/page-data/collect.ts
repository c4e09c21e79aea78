import { jsonCopy, pickCopy } from './json-copy.js';
import { objectPassedTo } from './script-call.js';
import type { Json, PageData } from './types.js';

/**
 * Reads an item page's own data, in the page's world (page-reader.ts runs it there; the parser
 * tests run it in a jsdom window that ran the fixture's scripts). Read-only: it reads globals,
 * calls only the page's own getter `Hub.config.get`, and parses inline script text as JSON. What
 * it returns is a plain JSON copy of the parts the parsers read, within size limits.
 */
type PageWindow = Window & Record<string, unknown>;

export function collectPageData(win: Window): PageData {
  const page = win as PageWindow;
  const data: PageData = {};
  const ice = readIce(page);
  if (ice) data.ice = ice;
  const initData = readInitData(page);
  if (initData) data.initData = initData;
  const iDetail = readIDetail(page);
  if (iDetail) data.iDetail = iDetail;
  const hub = readHub(page);
  if (hub) data.hub = hub;
  const tshop = readTShop(page);
  if (tshop) data.tshop = tshop;
  return data;
}

/** Whether the page data holds anything a parser reads. */
export function hasPageData(data: PageData): boolean {
  return Object.keys(data).length > 0;
}

const get = (value: unknown, key: string): unknown => {
  try {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
};

/** `__ICE_APP_CONTEXT__.loaderData[route].data.res`: the first route that holds an item. */
function readIce(page: PageWindow): Json | undefined {
  const context = get(page, '__ICE_APP_CONTEXT__');
  const loaderData = get(context, 'loaderData') ?? get(get(context, 'appData'), 'loaderData');
  if (!loaderData || typeof loaderData !== 'object') return undefined;
  for (const route of Object.keys(loaderData).slice(0, 20)) {
    const routeData = get(get(loaderData, route), 'data');
    const res = get(routeData, 'res') ?? routeData;
    if (get(res, 'skuBase') || get(res, 'item')) {
      return pickCopy(res, ['item', 'seller', 'skuBase', 'skuCore', 'componentsVO']);
    }
  }
  return undefined;
}

/** 1688's `window.__INIT_DATA`: the global models, and the price model of any component. */
function readInitData(page: PageWindow): PageData['initData'] {
  const init = get(page, '__INIT_DATA');
  const globalData = get(init, 'globalData');
  if (!globalData || typeof globalData !== 'object') return undefined;
  const components = get(init, 'data');
  const priceModels: Json[] = [];
  if (components && typeof components === 'object') {
    for (const key of Object.keys(components).slice(0, 200)) {
      const model = get(get(get(components, key), 'data'), 'priceModel');
      if (model && priceModels.length < 5) priceModels.push(jsonCopy(model));
    }
  }
  return {
    globalData: pickCopy(globalData, [
      'tempModel',
      'offerBaseInfo',
      'images',
      'skuModel',
      'orderParamModel',
      'offerPriceModel',
    ]),
    priceModels,
  };
}

/** 1688's older `iDetailData` and `iDetailConfig` globals. */
function readIDetail(page: PageWindow): PageData['iDetail'] {
  const data = get(page, 'iDetailData');
  const config = get(page, 'iDetailConfig');
  if (!data && !config) return undefined;
  return {
    data: pickCopy(data, ['sku', 'images']),
    config: pickCopy(config, [
      'offerid',
      'refPrice',
      'unit',
      'beginAmount',
      'memberid',
      'companySiteLink',
      'loginId',
      'companyName',
      'isRangePriceSku',
    ]),
  };
}

/** Taobao's older `Hub.config.get('sku')` (the SKU map) and `g_config` (ids, title, picture). */
function readHub(page: PageWindow): PageData['hub'] {
  const config = get(get(page, 'Hub'), 'config');
  const getter = get(config, 'get');
  let sku: unknown;
  try {
    sku =
      typeof getter === 'function'
        ? (getter as (key: string) => unknown).call(config, 'sku')
        : undefined;
  } catch {
    sku = undefined;
  }
  if (!sku || typeof sku !== 'object') return undefined;
  return {
    sku: pickCopy(sku, ['valItemInfo', 'valCartInfo']),
    config: pickCopy(get(page, 'g_config'), ['itemId', 'shopId', 'sellerId', 'shopName', 'idata']),
  };
}

/** Tmall's older pages: the JSON handed to `TShop.Setup(...)` in an inline script. */
function readTShop(page: PageWindow): Json | undefined {
  const scripts = page.document.querySelectorAll('script:not([src])');
  for (const script of Array.from(scripts).slice(0, 200)) {
    const text = script.textContent ?? '';
    if (!text.includes('TShop.Setup(')) continue;
    const setup = objectPassedTo(text, 'TShop.Setup(');
    if (setup) {
      return pickCopy(setup, [
        'itemDO',
        'rstShopId',
        'rateConfig',
        'valItemInfo',
        'propertyPics',
        'detail',
      ]);
    }
  }
  return undefined;
}
