import type { ShopSite } from '../common/site.js';
import { firstPrice, firstText, metaImage, metaTitle, salePropsFromDom } from './dom.js';
import type { Draft } from './draft.js';
import { httpUrl } from './read.js';

/**
 * An item page read from its DOM alone, when its data could not be (a page generation none of the
 * readers knows, or data that never came): the title, the picture, the price shown and, on the
 * older Taobao and Tmall pages, the variant names. No SKU ids or per-variant prices: the panel
 * asks the customer to check the variant in the note.
 */
const SELECTORS: Record<
  ShopSite,
  { title: string[]; price: string[]; image: string[]; shop: string[] }
> = {
  taobao: {
    title: ['.tb-main-title', '[class*="mainTitle--"]', 'h1'],
    price: [
      '#J_PromoPriceNum',
      '#J_StrPrice .tb-rmb-num',
      '.tb-rmb-num',
      '[class*="highlightPrice--"] [class*="text--"]',
    ],
    image: ['#J_ImgBooth', '[class*="mainPic--"] img'],
    shop: ['.tb-shop-name a', '.shop-name-link', '[class*="shopName--"]'],
  },
  tmall: {
    title: ['.tb-detail-hd h1', '[class*="mainTitle--"]', 'h1'],
    price: [
      '.tm-promo-price .tm-price',
      '.tm-price',
      '[class*="highlightPrice--"] [class*="text--"]',
    ],
    image: ['#J_ImgBooth', '[class*="mainPic--"] img'],
    shop: ['a.slogo-shopname strong', '[class*="shopName--"]'],
  },
  '1688': {
    title: ['.title-text', '#mod-detail-title h1', '.d-title', 'h1'],
    price: ['.price-text', '.price-now', '.price .value'],
    image: ['.detail-gallery-img', '#dt-tab .tab-trigger img', '.mod-detail-gallery img'],
    shop: ['.company-name', 'a.company-name'],
  },
};

export function draftFromDom(
  site: ShopSite,
  doc: Document,
  version: number,
  pageUrl: string,
): Omit<Draft, 'generation'> {
  const selectors = SELECTORS[site];
  return {
    site,
    version,
    pageUrl,
    itemId: '',
    title: firstText(doc, selectors.title) || metaTitle(doc),
    imageUrl: httpUrl(firstText(doc, selectors.image, 'src'), pageUrl) || metaImage(doc, pageUrl),
    shopName: firstText(doc, selectors.shop),
    shopId: '',
    shopLink: '',
    price: firstPrice(doc, selectors.price),
    props: site === '1688' ? [] : salePropsFromDom(doc, pageUrl),
    skus: [],
    tiers: [],
    minQuantity: null,
    stock: null,
  };
}
