import type { ShopSite } from '../common/site.js';

/** One value of a variant property, e.g. 红色 of 颜色分类. */
export interface PropValue {
  Vid: string;
  Name: string;
  ImageUrl?: string;
}

/** A variant property as the page lists it: its values in the page's order. */
export interface Prop {
  Pid: string;
  Name: string;
  Values: PropValue[];
}

/** One variant: its values as `pid:vid;pid:vid` in the order of the item's Props. */
export interface Sku {
  SkuId: string;
  PropPath: string;
  PriceCNY: number;
  /** null when the page does not say. */
  Stock: number | null;
}

export interface PriceTier {
  MinQuantity: number;
  PriceCNY: number;
}

/** An item page read: everything the panel shows and the cart line needs. */
export interface ParsedItem {
  Site: ShopSite;
  ItemId: string;
  Title: string;
  ImageUrl: string;
  ShopName: string;
  ShopId: string;
  ShopLink: string;
  /** The canonical item link (the portal's form of it). */
  ProductLink: string;
  /** The item's price before a variant is chosen (the promotion price where the page shows one). */
  PriceCNY: number;
  Props: Prop[];
  Skus: Sku[];
  /** 1688: the quantity price tiers, smallest quantity first; [] when the price is one. */
  PriceTiers: PriceTier[];
  MinQuantity: number;
  /** The whole item's stock; null when the page does not say. */
  Stock: number | null;
  /** Which page generation was read: the data of it, or 'dom' when only the DOM was. */
  Generation: string;
  ParserVersion: number;
}

/** A page the parser could not read, and why (sent with a report). */
export interface Unreadable {
  Unreadable: true;
  Site: ShopSite;
  Reason: string;
  ParserVersion: number;
}

export type ParseResult = ParsedItem | Unreadable;

export const isUnreadable = (result: ParseResult): result is Unreadable => 'Unreadable' in result;
