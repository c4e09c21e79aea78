import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../page-data/types.js';
import { salePropsFromDom } from './dom.js';
import { isUnreadable, parsePage, TAOBAO_PARSER_VERSION } from './index.js';

const page = (html: string, url: string) => new JSDOM(html, { url }).window.document;
const TAOBAO = 'https://item.taobao.com/item.htm?id=612345678901';

describe('a page the parsers cannot read', () => {
  it('is Unreadable, with each reader’s reason for the report', () => {
    const result = parsePage({}, page('<p>页面正在维护</p>', TAOBAO), TAOBAO);
    if (!result || !isUnreadable(result)) throw new Error('read a page with nothing on it');
    expect(result).toMatchObject({ Site: 'taobao', ParserVersion: TAOBAO_PARSER_VERSION });
    expect(result.Reason).toBe('taobao v1: dom: không thấy tên sản phẩm');
  });

  it('falls from broken page data to the next generation, never throwing', () => {
    const broken: PageData = {
      ice: {
        item: { itemId: 'abc', title: 42, images: 'no' },
        skuBase: { props: 'x', skus: [null, 1] },
      },
      hub: {
        sku: { valItemInfo: { skuMap: { ';1:2;': { price: 'free', skuId: {} } } } },
        config: null,
      },
    };
    const html = '<h1 class="tb-main-title">小风扇</h1><em class="tb-rmb-num">25.80</em>';
    expect(parsePage(broken, page(html, TAOBAO), TAOBAO)).toMatchObject({
      Generation: 'dom',
      ItemId: '612345678901',
      Title: '小风扇',
      PriceCNY: 25.8,
    });
  });

  it('leaves out variants whose values the item does not have, and absurd prices', () => {
    const data: PageData = {
      ice: {
        item: { itemId: '612345678901', title: '小风扇' },
        skuBase: {
          props: [{ pid: '1', name: '颜色', values: [{ vid: '2', name: '白色' }] }],
          skus: [
            { skuId: '11', propPath: '1:2' },
            { skuId: '12', propPath: '1:3' },
            { skuId: '13', propPath: '1:2' },
          ],
        },
        skuCore: {
          sku2info: {
            '11': { price: { priceText: '25.80' }, quantity: 3 },
            '12': { price: { priceText: '20.00' }, quantity: 3 },
            '13': { price: { priceText: '-1' }, quantity: 3 },
          },
        },
      },
    };
    const result = parsePage(data, page('', TAOBAO), TAOBAO);
    expect(result).toMatchObject({ Skus: [{ SkuId: '11', PriceCNY: 25.8, Stock: 3 }] });
  });

  it('answers null on a host that is not an item page', () => {
    const url = 'https://www.taobao.com/';
    expect(parsePage({}, page('', url), url)).toBeNull();
  });
});

describe('the older pages’ variant lists in the DOM', () => {
  it('cut the thumbnail suffix off a value’s picture', () => {
    const doc = page(
      `<dl><dt>颜色分类</dt><dd><ul class="J_TSaleProp">
        <li data-value="1627207:28320"><a style="background:url(//img.alicdn.com/imgextra/i1/O1CN01_!!1-item_pic.jpg_40x40q90.jpg) center no-repeat;"><span>红色</span></a></li>
        <li data-value="1627207:28341" title="黑色"><a></a></li>
        <li data-value="oops"><span>坏</span></li>
      </ul></dd></dl>`,
      TAOBAO,
    );
    expect(salePropsFromDom(doc, TAOBAO)).toEqual([
      {
        Pid: '1627207',
        Name: '颜色分类',
        Values: [
          {
            Vid: '28320',
            Name: '红色',
            ImageUrl: 'https://img.alicdn.com/imgextra/i1/O1CN01_!!1-item_pic.jpg',
          },
          { Vid: '28341', Name: '黑色' },
        ],
      },
    ]);
  });
});

describe('an older page whose variant names are missing from the DOM', () => {
  it('is not taken for an item without variants', () => {
    const data: PageData = {
      hub: {
        sku: {
          valItemInfo: {
            skuMap: { ';1627207:28320;': { price: '9.90', stock: '5', skuId: '31' } },
          },
        },
        config: { itemId: '612345678901' },
      },
    };
    const noPrice = parsePage(data, page('<h3 class="tb-main-title">袜子</h3>', TAOBAO), TAOBAO);
    expect(noPrice).toMatchObject({
      Unreadable: true,
      Reason: 'taobao v1: hub: không thấy tên các phân loại; dom: không thấy giá',
    });
    const html = '<h3 class="tb-main-title">袜子</h3><em class="tb-rmb-num">9.90</em>';
    expect(parsePage(data, page(html, TAOBAO), TAOBAO)).toMatchObject({
      Generation: 'dom',
      Skus: [],
    });
  });
});
