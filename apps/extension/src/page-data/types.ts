/**
 * What the page-world script copies out of an item page's own data for the parsers: only the
 * parts they read, as plain JSON (see collect.ts). Every part is optional: a page carries the data
 * of one page generation, and a parser checks every field it reads.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface PageData {
  /** Taobao and Tmall since 2023: `__ICE_APP_CONTEXT__` → loaderData → the route's `data.res`. */
  ice?: Json;
  /** 1688 since 2020: `window.__INIT_DATA.globalData`, and the price models of its components. */
  initData?: { globalData: Json; priceModels: Json[] };
  /** 1688 before: `iDetailData` (SKUs, price ranges) and `iDetailConfig` (offer, seller, minimum). */
  iDetail?: { data: Json; config: Json };
  /** Taobao before: `Hub.config.get('sku')` and `g_config` (item, shop, seller ids). */
  hub?: { sku: Json; config: Json };
  /** Tmall before: the object passed to `TShop.Setup(…)` in the page's inline script. */
  tshop?: Json;
}

/** The message the page-world script posts to the extension's content script. */
export const PAGE_DATA_SOURCE = 'hangtq-extension:page-reader';
export interface PageDataMessage {
  source: typeof PAGE_DATA_SOURCE;
  kind: 'page-data';
  data: PageData;
}
/** The content script asks again when it was not listening yet as the page data went out. */
export interface PageDataRequest {
  source: typeof PAGE_DATA_SOURCE;
  kind: 'request';
}
