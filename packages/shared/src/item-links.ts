/**
 * The Chinese shop item links a customer pastes ("add by link", DESIGN §9): a link, a link without
 * its `https://`, or the share text of a shop's app with a link inside. The site and the item id
 * are read from the desktop or mobile form of the link, and the link is rewritten to the site's
 * canonical item page, so the same item pasted twice is the same line of the cart.
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

/**
 * The shops' own domains (desktop, mobile, and Taobao's short-link domain tb.cn), each with its
 * subdomains; the server follows a short link only among these (modules/links).
 */
const SHOP_DOMAINS: ReadonlyArray<readonly [string, ShopSite]> = [
  ['tmall.com', 'tmall'],
  ['tmall.hk', 'tmall'],
  ['taobao.com', 'taobao'],
  ['tb.cn', 'taobao'],
  ['1688.com', '1688'],
  ['yangkeduo.com', 'pinduoduo'],
  ['pinduoduo.com', 'pinduoduo'],
  ['weidian.com', 'weidian'],
];

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The site of a host name, by the shops' own domains; null for any other host. */
function siteOf(host: string): ShopSite | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return SHOP_DOMAINS.find(([domain]) => isUnder(name, domain))?.[1] ?? null;
}

/** Whether a host name is one of the shops' own (item.taobao.com, m.tb.cn, detail.1688.com…). */
export const isShopHost = (host: string): boolean => siteOf(host) !== null;

/**
 * The hosts whose links only redirect to an item page: Taobao's and Tmall's app shares (the whole
 * of tb.cn: m.tb.cn, e.tb.cn, s.tb.cn), 1688's app shares (qr.1688.com) and Pinduoduo's promotion
 * links (p.pinduoduo.com). Their item is known only by following them (POST order/resolvelink).
 */
const SHORT_LINK_HOSTS: ReadonlyArray<(host: string) => boolean> = [
  (host) => isUnder(host, 'tb.cn'),
  (host) => host === 'qr.1688.com',
  (host) => host === 'p.pinduoduo.com',
];

/** Whether a link is a shop's short link, which only the server can follow to its item. */
export function isShortLink(link: string): boolean {
  const url = urlOf(link);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return SHORT_LINK_HOSTS.some((matches) => matches(host));
}

// The characters a link is written with (RFC 3986); anything else (a space, Chinese text, the
// brackets 「」 of a share text) ends it.
const LINK_CHARS = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=%]";
const HTTP_LINK = new RegExp(`https?://${LINK_CHARS}+`, 'gi');
// A shop link written without its scheme: a host of one of the shop domains at the start of the
// text or after a character that cannot be part of a link, then its path.
const BARE_SHOP_LINK = new RegExp(
  `(?<!${LINK_CHARS})(?:[A-Za-z0-9-]+\\.)*(?:${SHOP_DOMAINS.map(([domain]) => domain.replace(/\./g, '\\.')).join('|')})(?:[/?#]${LINK_CHARS}*)?(?!${LINK_CHARS})`,
  'gi',
);
// Punctuation that ends a sentence rather than the link ("xem https://…/item.htm?id=1.").
const TRAILING = /[.,;:!?'")\]]+$/;

interface FoundLink {
  at: number;
  link: string;
}

function linksIn(text: string, pattern: RegExp, withScheme: boolean): FoundLink[] {
  return [...text.matchAll(pattern)].map((match) => {
    const link = match[0].replace(TRAILING, '');
    return { at: match.index, link: withScheme ? link : `https://${link}` };
  });
}

function urlOf(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The links in a pasted text, the most likely first: the shops' links (with or without
 * `https://`) in the order written, then the http(s) links of other sites. A share text
 * (`【淘宝】… https://m.tb.cn/h.xxxx?tk=… 点击链接直接打开`) gives its link.
 */
export function extractLinks(text: string): string[] {
  const found = [...linksIn(text, HTTP_LINK, true), ...linksIn(text, BARE_SHOP_LINK, false)]
    .filter((candidate) => urlOf(candidate.link) !== null)
    .sort((a, b) => a.at - b.at)
    .map((candidate) => candidate.link);
  const ofShop = (link: string) => isShopHost(urlOf(link)?.hostname ?? '');
  return [...found.filter(ofShop), ...found.filter((link) => !ofShop(link))];
}

/**
 * The link of a pasted text: its first shop link, else its first http(s) link of any site (so the
 * caller can say it is not a shop's), else null.
 */
export const extractLink = (text: string): string | null => extractLinks(text)[0] ?? null;

const DIGITS = /^\d{5,20}$/;

/** The item id a shop's link carries, in the desktop and the mobile forms of its site. */
function itemIdOf(site: ShopSite, url: URL): string | null {
  const query = url.searchParams;
  switch (site) {
    case '1688':
      // detail.1688.com/offer/ID.html, m.1688.com/offer/ID.html, …?offerId=ID
      return /\/offer\/(\d+)\.html/.exec(url.pathname)?.[1] ?? query.get('offerId');
    case 'pinduoduo':
      return query.get('goods_id');
    case 'weidian':
      return query.get('itemID') ?? query.get('itemId');
    default:
      // item.taobao.com/item.htm?id=, detail.tmall.hk/hk/item.htm?id=, h5.m.taobao.com/awp/core/
      // detail.htm?id=, m.intl.taobao.com/detail/detail.html?id=; world.taobao.com/item/ID.htm;
      // a.m.taobao.com/iID.htm (where Taobao's short links lead)
      return (
        query.get('id') ??
        query.get('itemId') ??
        /^\/item\/(\d+)\.htm/.exec(url.pathname)?.[1] ??
        /^\/i(\d+)\.htm/.exec(url.pathname)?.[1] ??
        null
      );
  }
}

/** Reads a link as an item page of a shop we buy from; null when it is not one. */
function itemLinkOf(link: string): ItemLink | null {
  const url = urlOf(link);
  const site = url ? siteOf(url.hostname) : null;
  const id = url && site ? itemIdOf(site, url) : null;
  if (!site || !id || !DIGITS.test(id)) return null;
  return { Site: site, ItemId: id, Link: canonical[site](id) };
}

/**
 * Reads a pasted link or share text: the first of its links that is an item page of a shop we buy
 * from; null when none is (a short link is one only once the server has followed it).
 */
export function parseItemLink(text: string): ItemLink | null {
  for (const link of extractLinks(text)) {
    const item = itemLinkOf(link);
    if (item) return item;
  }
  return null;
}
