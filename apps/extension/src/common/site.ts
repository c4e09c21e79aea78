/**
 * The shop sites whose item pages the extension reads, told apart by host name, and the canonical
 * link of an item: the same one the portal makes of a pasted link (shared `parseItemLink`), so an
 * item added here and the same item pasted there are one line of the cart.
 */
export type ShopSite = 'taobao' | 'tmall' | '1688';

/** The item-page hosts of the manifest's content scripts. */
export const ITEM_HOSTS: Readonly<Record<string, ShopSite>> = {
  'item.taobao.com': 'taobao',
  'world.taobao.com': 'taobao',
  'detail.tmall.com': 'tmall',
  'detail.tmall.hk': 'tmall',
  'detail.1688.com': '1688',
};

export function siteOfHost(host: string): ShopSite | null {
  return ITEM_HOSTS[host.toLowerCase()] ?? null;
}

const DIGITS = /^\d{5,20}$/;

/** The item id an item page's address carries: `?id=` on Taobao and Tmall, `/offer/ID.html` on 1688. */
export function itemIdFromUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  const id =
    /\/offer\/(\d+)\.html/.exec(url.pathname)?.[1] ??
    /\/item\/(\d+)\.htm/.exec(url.pathname)?.[1] ??
    url.searchParams.get('id') ??
    url.searchParams.get('offerId') ??
    '';
  return DIGITS.test(id) ? id : '';
}

export function canonicalItemLink(site: ShopSite, itemId: string): string {
  switch (site) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${itemId}`;
    case 'tmall':
      return `https://detail.tmall.com/item.htm?id=${itemId}`;
    case '1688':
      return `https://detail.1688.com/offer/${itemId}.html`;
  }
}

/** How the panel names a site. */
export const SITE_NAMES: Readonly<Record<ShopSite, string>> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  '1688': '1688',
};
