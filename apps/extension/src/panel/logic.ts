import { propertiesText } from '../common/properties.js';
import type { ParsedItem, PriceTier, Prop, Sku } from '../parsers/types.js';

/**
 * The panel's rules, apart from its screens: which variant the choices name, which values can
 * still be chosen, the unit price for a quantity (1688: its tier, as the server will set it), the
 * limits of the quantity, and the cart line sent to order/addtocart.
 */

/** The chosen value of each property: Pid → Vid. */
export type Selection = Readonly<Record<string, string>>;

/** The cart's limit on a quantity. */
export const MAX_QUANTITY = 10_000;

const pathOf = (props: readonly Prop[], selection: Selection) =>
  props.map((prop) => `${prop.Pid}:${selection[prop.Pid] ?? ''}`).join(';');

/** The variant the choices name; null until every property has a value chosen. */
export function chosenSku(item: ParsedItem, selection: Selection): Sku | null {
  if (item.Skus.length === 0 || missingProps(item, selection).length > 0) return null;
  const path = pathOf(item.Props, selection);
  return item.Skus.find((sku) => sku.PropPath === path) ?? null;
}

/** The properties still without a chosen value. */
export function missingProps(item: ParsedItem, selection: Selection): Prop[] {
  return item.Props.filter((prop) => !selection[prop.Pid]);
}

/**
 * Whether a value can be chosen with the other properties' choices as they are: some variant
 * with it and them is not sold out. On a page read without variants every value can be chosen.
 */
export function isValueAvailable(
  item: ParsedItem,
  selection: Selection,
  pid: string,
  vid: string,
): boolean {
  if (item.Skus.length === 0) return true;
  const wanted = item.Props.map((prop) =>
    prop.Pid === pid
      ? `${pid}:${vid}`
      : selection[prop.Pid]
        ? `${prop.Pid}:${selection[prop.Pid]}`
        : null,
  );
  return item.Skus.some((sku) => {
    if (sku.Stock === 0) return false;
    const pairs = sku.PropPath.split(';');
    return wanted.every((pair, index) => pair === null || pairs[index] === pair);
  });
}

/**
 * The lowest and highest prices one can buy at: the tiers', else the variants' still in stock
 * (all of them when every one is sold out), else the item's.
 */
export function priceRange(item: ParsedItem): [number, number] {
  const inStock = item.Skus.filter((sku) => sku.Stock !== 0);
  const prices = item.PriceTiers.length
    ? item.PriceTiers.map((tier) => tier.PriceCNY)
    : (inStock.length ? inStock : item.Skus).map((sku) => sku.PriceCNY);
  return prices.length
    ? [Math.min(...prices), Math.max(...prices)]
    : [item.PriceCNY, item.PriceCNY];
}

/**
 * The tier a quantity reaches (the first when it reaches none), as the shared `tierPriceFen`
 * the server prices the cart line with; -1 without tiers.
 */
export function tierIndex(tiers: readonly PriceTier[], quantity: number): number {
  if (tiers.length === 0) return -1;
  let reached = 0;
  tiers.forEach((tier, index) => {
    if (quantity >= tier.MinQuantity) reached = index;
  });
  return reached;
}

/** The unit price in yuan: the tier's for the quantity, else the chosen variant's, else the item's. */
export function unitPrice(item: ParsedItem, sku: Sku | null, quantity: number): number {
  const tier = item.PriceTiers[tierIndex(item.PriceTiers, quantity)];
  return tier?.PriceCNY ?? sku?.PriceCNY ?? item.PriceCNY;
}

/** The most one can order: the variant's (or the item's) stock, within the cart's limit. */
export function maxQuantity(item: ParsedItem, sku: Sku | null): number {
  const stock = sku ? sku.Stock : item.Skus.length === 0 ? item.Stock : null;
  return Math.min(MAX_QUANTITY, stock ?? MAX_QUANTITY);
}

/** What is wrong with a quantity, as the panel says it; null when it can be ordered. */
export function quantityProblem(quantity: number, min: number, max: number): string | null {
  if (max <= 0) return 'Phân loại này đã hết hàng.';
  if (!Number.isInteger(quantity) || quantity < 1)
    return 'Số lượng phải là số nguyên từ 1 trở lên.';
  if (quantity < min) return `Shop chỉ bán từ ${min} sản phẩm trở lên: hãy đặt ít nhất ${min}.`;
  if (quantity > max) return `Shop chỉ còn ${max} sản phẩm cho lựa chọn này.`;
  return null;
}

/** The cart line's Properties: the chosen values in the order of the item's properties. */
export function chosenProperties(item: ParsedItem, selection: Selection): string {
  const pairs = item.Props.flatMap((prop) => {
    const value = prop.Values.find((candidate) => candidate.Vid === selection[prop.Pid]);
    return value ? [[prop.Name, value.Name] as const] : [];
  });
  return propertiesText(pairs);
}

/** The chosen variant's picture (the first chosen value that has one), else the item's. */
export function chosenImage(item: ParsedItem, selection: Selection): string {
  for (const prop of item.Props) {
    const value = prop.Values.find((candidate) => candidate.Vid === selection[prop.Pid]);
    if (value?.ImageUrl) return value.ImageUrl;
  }
  return item.ImageUrl;
}

/** The đồng a yuan amount comes to at the rate, as the portal rounds it (whole đồng). */
export function toVnd(cny: number, rate: number): number {
  return Math.round(cny * rate);
}

/** The body of order/addtocart (DESIGN §9): the item, its variant, quantity and the shop's ids. */
export interface AddToCartBody {
  Source: 'extension';
  Site: ParsedItem['Site'];
  ShopName: string;
  ShopLink: string;
  ShopId: string;
  ItemId: string;
  SkuId: string;
  ProductName: string;
  ProductLink: string;
  ImageUrl: string;
  Properties: string;
  PriceCNY: number;
  Quantity: number;
  PriceTiers: PriceTier[];
  MinQuantity: number;
  Note: string;
}

export function addToCartBody(
  item: ParsedItem,
  selection: Selection,
  quantity: number,
  note: string,
): AddToCartBody {
  const sku = chosenSku(item, selection);
  return {
    Source: 'extension',
    Site: item.Site,
    ShopName: item.ShopName,
    ShopLink: item.ShopLink,
    ShopId: item.ShopId,
    ItemId: item.ItemId,
    SkuId: sku?.SkuId ?? '',
    ProductName: item.Title,
    ProductLink: item.ProductLink,
    ImageUrl: chosenImage(item, selection),
    Properties: chosenProperties(item, selection),
    PriceCNY: unitPrice(item, sku, quantity),
    Quantity: quantity,
    PriceTiers: item.PriceTiers,
    MinQuantity: item.MinQuantity,
    Note: note.trim().slice(0, 255),
  };
}
