/**
 * The Chinese shop item links a customer pastes ("add by link"): the site and the item id are read
 * from the desktop or mobile form of the link, and the link is rewritten to the site's canonical
 * item page, so the same item pasted twice is the same line of the cart.
 */
export type ShopSite = 'taobao' | 'tmall' | '1688' | 'pinduoduo' | 'weidian';

/** A shop site as people write its name; a site none recognises (`other`) has none. */
export const siteNames: Record<string, string> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  '1688': '1688',
  pinduoduo: 'Pinduoduo',
  weidian: 'Weidian',
};

/** The name a cart or order shows for its site: the site's own, or "Khác". */
export const siteName = (site: string): string => siteNames[site] ?? 'Khác';

export interface ItemLink {
  Site: ShopSite;
  ItemId: string;
  /** The canonical desktop link of the item. */
  Link: string;
}

const canonical: Record<ShopSite, (id: string) => string> = {
  taobao: (id) => `https://item.taobao.com/item.htm?id=${id}`,
  tmall: (id) => `https://detail.tmall.com/item.htm?id=${id}`,
  '1688': (id) => `https://detail.1688.com/offer/${id}.html`,
  pinduoduo: (id) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`,
  weidian: (id) => `https://weidian.com/item.html?itemID=${id}`,
};

/** The site of a host name, by the shops' own domains (desktop and mobile). */
function siteOf(host: string): ShopSite | null {
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('tmall.com') || is('tmall.hk')) return 'tmall';
  if (is('taobao.com') || is('tb.cn')) return 'taobao';
  if (is('1688.com')) return '1688';
  if (is('yangkeduo.com') || is('pinduoduo.com')) return 'pinduoduo';
  if (is('weidian.com')) return 'weidian';
  return null;
}

const DIGITS = /^\d{5,20}$/;

/** Reads a pasted link; null when it is not an item page of a shop we buy from. */
export function parseItemLink(text: string): ItemLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const site = siteOf(url.hostname.toLowerCase());
  if (!site) return null;
  const query = url.searchParams;
  const id =
    site === '1688'
      ? (/\/offer\/(\d+)\.html/.exec(url.pathname)?.[1] ?? query.get('offerId'))
      : site === 'pinduoduo'
        ? query.get('goods_id')
        : site === 'weidian'
          ? (query.get('itemID') ?? query.get('itemId'))
          : (query.get('id') ?? query.get('itemId'));
  if (!id || !DIGITS.test(id)) return null;
  return { Site: site, ItemId: id, Link: canonical[site](id) };
}
