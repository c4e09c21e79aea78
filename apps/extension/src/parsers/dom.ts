import { httpUrl, price, text } from './read.js';
import type { Prop } from './types.js';

/**
 * What the item page's DOM shows: the fallback when its data cannot be read, and the names of the
 * older Taobao and Tmall pages' variants, which their SKU maps carry only as ids.
 */

/** The first of the selectors that gives text (or the named attribute). */
export function firstText(doc: Document, selectors: readonly string[], attribute?: string): string {
  for (const selector of selectors) {
    for (const element of Array.from(doc.querySelectorAll(selector)).slice(0, 5)) {
      const value = text(attribute ? element.getAttribute(attribute) : element.textContent, 500);
      if (value) return value;
    }
  }
  return '';
}

/** The first price among the selectors' texts. */
export function firstPrice(doc: Document, selectors: readonly string[]): number | null {
  for (const selector of selectors) {
    for (const element of Array.from(doc.querySelectorAll(selector)).slice(0, 5)) {
      const found = price(element.textContent);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The page's title as the shop's meta tags or window title give it. */
export function metaTitle(doc: Document): string {
  const og = firstText(doc, ['meta[property="og:title"]'], 'content');
  if (og) return og;
  // "<item> - 淘宝网", "<item>-tmall.com天猫", "<item> - 阿里巴巴": the site's suffix is not the item's.
  return text(doc.title, 500)
    .replace(/\s*[-–—|]\s*(淘宝网|tmall\.com天猫|天猫|阿里巴巴|1688)[^-–—|]*$/i, '')
    .trim();
}

export function metaImage(doc: Document, pageUrl: string): string {
  return httpUrl(firstText(doc, ['meta[property="og:image"]'], 'content'), pageUrl);
}

/**
 * The variant lists of Taobao's and Tmall's older pages: `ul.J_TSaleProp` (its name in
 * `data-property`, else the `dt` before it), one `li[data-value="pid:vid"]` per value with its
 * name in a span or title, and a picture as the link's background (its thumbnail suffix cut off).
 */
export function salePropsFromDom(doc: Document, pageUrl: string): Prop[] {
  const props: Prop[] = [];
  for (const list of Array.from(doc.querySelectorAll('ul.J_TSaleProp')).slice(0, 10)) {
    const name =
      text(list.getAttribute('data-property'), 100) ||
      text(list.closest('dl')?.querySelector('dt')?.textContent, 100);
    const values: Prop['Values'] = [];
    let pid = '';
    for (const item of Array.from(list.querySelectorAll('li[data-value]')).slice(0, 300)) {
      const [valuePid, vid] = (item.getAttribute('data-value') ?? '').split(':');
      if (!valuePid || !vid || !/^\d+$/.test(valuePid) || !/^\d+$/.test(vid)) continue;
      pid ||= valuePid;
      if (valuePid !== pid) continue;
      const valueName =
        text(item.querySelector('span')?.textContent, 200) || text(item.getAttribute('title'), 200);
      if (!valueName) continue;
      const style = item.querySelector('a')?.getAttribute('style') ?? '';
      const picture = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(style)?.[1];
      const value: Prop['Values'][number] = { Vid: vid, Name: valueName };
      if (picture) {
        const full = httpUrl(picture.replace(/_\d+x\d+(q\d+)?\.(jpg|png|webp)$/i, ''), pageUrl);
        if (full) value.ImageUrl = full;
      }
      values.push(value);
    }
    if (name && pid && values.length) props.push({ Pid: pid, Name: name, Values: values });
  }
  return props;
}
