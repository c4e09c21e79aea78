import { canonicalItemLink, itemIdFromUrl, SITE_NAMES, type ShopSite } from '../common/site.js';
import { text } from './read.js';
import type { ParseResult, PriceTier, Prop, Sku } from './types.js';

/**
 * What a page-generation reader found, before the checks every item must pass: an id, a title, a
 * price, variants that name only values of the item's properties, tiers in order within the
 * cart's limits. complete() makes a ParsedItem of it, or says why it is not one.
 */
export interface Draft {
  site: ShopSite;
  generation: string;
  version: number;
  pageUrl: string;
  itemId: string;
  title: string;
  imageUrl: string;
  shopName: string;
  shopId: string;
  shopLink: string;
  /** The item's own price; when null, the lowest variant or tier price. */
  price: number | null;
  props: Prop[];
  skus: Sku[];
  tiers: PriceTier[];
  minQuantity: number | null;
  stock: number | null;
  /** What the reader found wrong with the page although it is of its generation. */
  problem?: string;
}

/** The cart's limits on a quantity and on the number of tiers. */
const MAX_QUANTITY = 10_000;
const MAX_TIERS = 10;

/** Not an item: the reason, for the next reader to try or for the report. */
export class NotAnItem {
  constructor(readonly reason: string) {}
}

export function complete(draft: Draft): Exclude<ParseResult, { Unreadable: true }> | NotAnItem {
  if (draft.problem) return new NotAnItem(draft.problem);
  const itemId = draft.itemId || itemIdFromUrl(draft.pageUrl);
  if (!itemId) return new NotAnItem('không thấy mã sản phẩm');
  const title = text(draft.title, 500);
  if (!title) return new NotAnItem('không thấy tên sản phẩm');

  const props = draft.props.filter((prop) => prop.Name && prop.Values.length > 0);
  const paths = new Set<string>();
  // A variant per combination of values: a second one for the same values is the page's error.
  const skus = draft.skus.filter(
    (sku) =>
      sku.PriceCNY > 0 &&
      pathNamesValues(sku.PropPath, props) &&
      !paths.has(sku.PropPath) &&
      paths.add(sku.PropPath),
  );
  if (props.length > 0 && skus.length === 0 && draft.generation !== 'dom') {
    return new NotAnItem('không đọc được giá của các phân loại');
  }

  const tiers = normaliseTiers(draft.tiers);
  const price =
    draft.price ??
    (skus.length ? Math.min(...skus.map((sku) => sku.PriceCNY)) : null) ??
    tiers[0]?.PriceCNY ??
    null;
  if (price === null) return new NotAnItem('không thấy giá');

  const minQuantity = Math.min(
    MAX_QUANTITY,
    Math.max(1, draft.minQuantity ?? tiers[0]?.MinQuantity ?? 1),
  );
  // One tier is one price with a minimum, not a table.
  const priceTiers = tiers.length > 1 ? tiers : [];
  const knownStocks = skus.map((sku) => sku.Stock);
  const stock =
    draft.stock ??
    (skus.length && knownStocks.every((value) => value !== null)
      ? knownStocks.reduce<number>((sum, value) => sum + (value ?? 0), 0)
      : null);

  const shopName =
    text(draft.shopName, 255) ||
    `Shop ${SITE_NAMES[draft.site]}${draft.shopId ? ` ${draft.shopId}` : ''}`;
  const imageUrl =
    draft.imageUrl ||
    props.flatMap((prop) => prop.Values).find((value) => value.ImageUrl)?.ImageUrl ||
    '';

  return {
    Site: draft.site,
    ItemId: itemId,
    Title: title,
    ImageUrl: imageUrl.length <= 1000 ? imageUrl : '',
    ShopName: shopName,
    ShopId: text(draft.shopId, 64),
    ShopLink: draft.shopLink.length <= 500 ? draft.shopLink : '',
    ProductLink: canonicalItemLink(draft.site, itemId),
    PriceCNY: price,
    Props: props,
    Skus: skus,
    PriceTiers: priceTiers,
    MinQuantity: minQuantity,
    Stock: stock,
    Generation: draft.generation,
    ParserVersion: draft.version,
  };
}

/** Tiers by quantity, the first of two at one quantity kept, within the cart's limits. */
function normaliseTiers(tiers: readonly PriceTier[]): PriceTier[] {
  const sorted = tiers
    .filter(
      (tier) => tier.PriceCNY > 0 && tier.MinQuantity >= 1 && tier.MinQuantity <= MAX_QUANTITY,
    )
    .map((tier, index) => ({ tier, index }))
    .sort((a, b) => a.tier.MinQuantity - b.tier.MinQuantity || a.index - b.index)
    .map(({ tier }) => tier);
  const unique = sorted.filter(
    (tier, index) => index === 0 || tier.MinQuantity !== sorted[index - 1]!.MinQuantity,
  );
  return unique.slice(0, MAX_TIERS);
}

/** Whether a `pid:vid;…` path names one value of each property of the item. */
function pathNamesValues(path: string, props: readonly Prop[]): boolean {
  const pairs = path ? path.split(';') : [];
  if (pairs.length !== props.length) return false;
  return props.every((prop, index) => {
    const [pid, vid] = (pairs[index] ?? '').split(':');
    return pid === prop.Pid && prop.Values.some((value) => value.Vid === vid);
  });
}

/**
 * A variant's `pid:vid` pairs (in any order, `;`-separated, as Taobao's `;1627207:28320;20509:28315;`)
 * put in the order of the item's properties; '' when a property has no value in it.
 */
export function orderedPath(pairsText: string, props: readonly Prop[]): string {
  const byPid = new Map<string, string>();
  for (const pair of pairsText.split(';')) {
    const [pid, vid] = pair.split(':');
    if (pid && vid) byPid.set(pid.trim(), vid.trim());
  }
  const path = props.map((prop) => {
    const vid = byPid.get(prop.Pid);
    return vid ? `${prop.Pid}:${vid}` : '';
  });
  return path.every(Boolean) ? path.join(';') : '';
}
