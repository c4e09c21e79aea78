import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartRow } from '@app/shared';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { AddItemForm } from './add-item-form';

const cart: CartRow = {
  Id: 7,
  ShopName: 'Shop áo',
  ShopLink: '',
  Site: 'taobao',
  Note: '',
  IsInspection: false,
  IsWoodenCrate: false,
  CartItems: [],
  TotalCNY: 0,
  TotalVND: 0,
  BuyerFee: 0,
  InspectionFee: 0,
  DepositAmount: 0,
};

const SHORT_LINK_REFUSED = 'Đường dẫn rút gọn này đã hết hạn hoặc không dẫn tới trang sản phẩm.';

/**
 * The server: resolvelink follows m.tb.cn/h.good to item 777888999 and refuses any other short
 * link with its sentence; addtocart takes the item. Returns the bodies of each call.
 */
function stubServer() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('order/resolvelink')) {
      const { Text } = JSON.parse(init?.body as string) as { Text: string };
      return Text.includes('m.tb.cn/h.good')
        ? jsonResponse(200, {
            Site: 'taobao',
            ItemId: '777888999',
            Link: 'https://item.taobao.com/item.htm?id=777888999',
          })
        : jsonResponse(400, { Text: [SHORT_LINK_REFUSED] });
    }
    if (url.includes('order/addtocart')) return jsonResponse(200, cart);
    return jsonResponse(200, { Items: [], Total: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return (path: string) =>
    fetch.mock.calls
      .filter(([url]) => url.includes(path))
      .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

const linkField = () => screen.getByLabelText<HTMLInputElement>('Đường dẫn sản phẩm');

/** Puts a text in a field as a paste does (one change, as customers fill this form). */
async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.paste(text);
}

beforeEach(() => startSession('tok-c', true, { UserInfo: { UserName: 'khach01', Avatar: '' } }));
afterEach(() => vi.unstubAllGlobals());

describe('adding an item by link', () => {
  it.each([
    [
      'the Taobao app’s share text',
      '【淘宝】限时特惠 https://item.taobao.com/item.htm?id=6543210987&spm=a1 「夏季T恤」点击链接直接打开',
      'Taobao',
      '6543210987',
    ],
    ['a link without https://', 'detail.tmall.com/item.htm?id=71234567890', 'Tmall', '71234567890'],
    ['world.taobao.com', 'https://world.taobao.com/item/612345678.htm', 'Taobao', '612345678'],
    ['a.m.taobao.com', 'https://a.m.taobao.com/i612345679.htm', 'Taobao', '612345679'],
    [
      'Pinduoduo’s page',
      'https://www.pinduoduo.com/goods.html?goods_id=123456789',
      'Pinduoduo',
      '123456789',
    ],
  ])('reads %s at once', async (_form, text, site, id) => {
    const bodies = stubServer();
    renderWithApp(<AddItemForm />);
    await fill('Đường dẫn sản phẩm', text);
    expect(await screen.findByText(`Mã sản phẩm ${id}`)).toBeTruthy();
    expect(screen.getByText(site)).toBeTruthy();
    expect(bodies('resolvelink')).toEqual([]);
  });

  it('opens a short link through the server, then adds the item it leads to', async () => {
    const bodies = stubServer();
    renderWithApp(<AddItemForm />);
    const share = '【淘宝】https://m.tb.cn/h.good?tk=abc CZ0001 「Áo gió」 点击链接直接打开';
    await fill('Đường dẫn sản phẩm', share);
    expect(await screen.findByText('Đang mở đường dẫn rút gọn…')).toBeTruthy();
    expect(await screen.findByText('Mã sản phẩm 777888999')).toBeTruthy();
    expect(bodies('resolvelink')).toEqual([{ Text: share }]);

    await fill('Tên shop', 'Shop áo');
    await fill('Tên sản phẩm', 'Áo gió');
    await fill('Giá (¥)', '59');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await waitFor(() => expect(bodies('addtocart')).toHaveLength(1));
    expect(bodies('addtocart')[0]).toMatchObject({
      ProductLink: 'https://item.taobao.com/item.htm?id=777888999',
      Site: 'taobao',
      ItemId: '777888999',
      Source: 'link',
      Quantity: 1,
    });
  });

  it("shows the server's sentence in the field when a short link cannot be opened", async () => {
    stubServer();
    renderWithApp(<AddItemForm />);
    await fill('Đường dẫn sản phẩm', 'https://e.tb.cn/h.gone?tk=zz');
    expect(await screen.findByText(SHORT_LINK_REFUSED)).toBeTruthy();
    // In the field, not in an alert.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(linkField().closest('.ant-form-item')?.className).toContain('has-error');
  });

  it('refuses a link of another site with its sentence', async () => {
    stubServer();
    renderWithApp(<AddItemForm />);
    await fill('Đường dẫn sản phẩm', 'https://example.com/item?id=123456');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(await screen.findByText(/Đường dẫn chưa đúng/)).toBeTruthy();
  });

  it('empties the whole form after adding, ready for an item of another shop', async () => {
    const bodies = stubServer();
    renderWithApp(
      <AddItemForm />,
      '/order/cart?link=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D6543210987',
    );
    await waitFor(() =>
      expect(linkField().value).toBe('https://item.taobao.com/item.htm?id=6543210987'),
    );
    await fill('Tên shop', 'Shop áo');
    await fill('Tên sản phẩm', 'Áo gió');
    await fill('Thuộc tính', 'Màu: Đỏ; Size: XL');
    await fill('Giá (¥)', '59,5');
    await userEvent.clear(screen.getByLabelText('Số lượng'));
    await userEvent.type(screen.getByLabelText('Số lượng'), '3');
    await fill('Ảnh sản phẩm (đường dẫn)', 'https://img.alicdn.com/ao.jpg');
    await fill('Ghi chú cho sản phẩm', 'Gói kỹ');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));

    await waitFor(() => expect(bodies('addtocart')).toHaveLength(1));
    expect(bodies('addtocart')[0]).toMatchObject({
      ShopName: 'Shop áo',
      ProductName: 'Áo gió',
      Properties: 'Màu: Đỏ; Size: XL',
      PriceCNY: 59.5,
      Quantity: 3,
      ImageUrl: 'https://img.alicdn.com/ao.jpg',
      Note: 'Gói kỹ',
      ItemId: '6543210987',
      Source: 'link',
    });
    await waitFor(() => expect(linkField().value).toBe(''));
    for (const label of [
      'Tên shop',
      'Tên sản phẩm',
      'Thuộc tính',
      'Giá (¥)',
      'Ảnh sản phẩm (đường dẫn)',
      'Ghi chú cho sản phẩm',
    ]) {
      expect(screen.getByLabelText<HTMLInputElement>(label).value, label).toBe('');
    }
    // A field emptied is drawn anew: each is found again.
    expect(screen.getByLabelText<HTMLInputElement>('Số lượng').value).toBe('1');
    expect(document.activeElement).toBe(linkField());
    // No message of the last submit stays on the empty form.
    expect(screen.queryByText('Tên shop chưa nhập')).toBeNull();
  });

  it('adds an item typed by hand, without a link, as such', async () => {
    const bodies = stubServer();
    renderWithApp(<AddItemForm />);
    await fill('Tên shop', 'Shop áo');
    await fill('Tên sản phẩm', 'Áo gió');
    await fill('Giá (¥)', '20');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await waitFor(() => expect(bodies('addtocart')).toHaveLength(1));
    expect(bodies('addtocart')[0]).toMatchObject({
      ProductLink: '',
      ItemId: '',
      Site: 'other',
      Source: 'manual',
    });
  });

  it('shows a picture that does not load as a sign, not a broken image', async () => {
    stubServer();
    renderWithApp(<AddItemForm />);
    await fill('Ảnh sản phẩm (đường dẫn)', 'http://127.0.0.1:1/missing.jpg');
    const preview = screen.getByRole('img', { name: 'Ảnh sản phẩm xem trước' });
    expect(preview.tagName).toBe('IMG');
    fireEvent.error(preview);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Ảnh sản phẩm xem trước' }).className).toContain(
        'product-picture--none',
      ),
    );
    expect(document.querySelector('img')).toBeNull();
  });
});
