import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartRow } from '@app/shared';
import { jsonResponse, renderWithApp } from '../../../test/render';
import CartPage from '../pages/cart-page';
import { CartCard } from './cart-card';

afterEach(() => vi.unstubAllGlobals());

const cart: CartRow = {
  Id: 7,
  ShopName: 'Shop áo',
  ShopLink: '',
  Site: 'taobao',
  Note: '',
  IsInspection: false,
  IsWoodenCrate: false,
  CartItems: [
    {
      Id: 70,
      ProductName: 'Áo gió',
      ProductLink: '',
      ImageUrl: '',
      Properties: '',
      PriceCNY: 50,
      Quantity: 2,
      Note: '',
      ItemId: '',
      SkuId: '',
      PriceTiers: [],
      MinQuantity: 1,
    },
  ],
  TotalCNY: 100,
  TotalVND: 365_000,
  BuyerFee: 10_950,
  InspectionFee: 0,
  DepositAmount: 263_165,
};

/** The calls to updatecartitemfield, their bodies parsed; every call answered by `answer`. */
function stubServer(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => answer(url));
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls
      .filter(([url]) => url.includes('updatecartitemfield'))
      .map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as unknown }));
}

const show = () =>
  renderWithApp(
    <CartCard cart={cart} selected={false} onSelect={vi.fn()} onOrder={vi.fn()} ordering={false} />,
  );
const quantity = () =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Số lượng Áo gió' });

describe('the cart item stepper', () => {
  it('shows each tap at once and saves the last quantity once the taps stop', async () => {
    const saves = stubServer((url) =>
      jsonResponse(200, url.includes('updatecartitemfield') ? cart : { Items: [], Total: 0 }),
    );
    show();
    const more = screen.getByRole('button', { name: 'Tăng số lượng Áo gió' });
    // Two quick taps, one after the other without a pause (userEvent's awaited clicks can each
    // outlast the save's delay on a loaded machine, which is then rightly two saves).
    fireEvent.click(more);
    fireEvent.click(more);
    expect(quantity().value).toBe('4');
    expect(saves()).toEqual([]);
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 2000 });
    const [save] = saves();
    expect(save?.url).toContain('/api/order/updatecartitemfield/70');
    expect(save?.body).toEqual({ Field: 'Quantity', Value: 4 });
  });

  it("puts the saved quantity back and shows the server's sentence when it refuses", async () => {
    const saves = stubServer((url) =>
      url.includes('updatecartitemfield')
        ? jsonResponse(400, { Message: 'Sản phẩm này không còn trong giỏ hàng' })
        : jsonResponse(200, { Items: [], Total: 0 }),
    );
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Giảm số lượng Áo gió' }));
    expect(quantity().value).toBe('1');
    expect(screen.getByRole('button', { name: 'Giảm số lượng Áo gió' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 2000 });
    await waitFor(() => expect(quantity().value).toBe('2'));
    expect(await screen.findByText('Sản phẩm này không còn trong giỏ hàng')).toBeTruthy();
  });

  it('shows a picture that fails to load as a sign named for the product', async () => {
    stubServer(() => jsonResponse(200, { Items: [], Total: 0 }));
    renderWithApp(
      <CartCard
        cart={{
          ...cart,
          CartItems: [{ ...cart.CartItems[0]!, ImageUrl: 'http://127.0.0.1:1/x.jpg' }],
        }}
        selected={false}
        onSelect={vi.fn()}
        onOrder={vi.fn()}
        ordering={false}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Áo gió' });
    expect(picture.tagName).toBe('IMG');
    picture.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Áo gió' }).className).toContain(
        'product-picture--none',
      ),
    );
    expect(document.querySelector('img')).toBeNull();
  });
});

/** A 1688 item: its SKU, three quantity prices and the shop's minimum of 3. */
const tiered: CartRow = {
  ...cart,
  Site: '1688',
  CartItems: [
    {
      ...cart.CartItems[0]!,
      ProductName: 'Cốc sứ',
      PriceCNY: 10,
      Quantity: 3,
      ItemId: '612345678901',
      SkuId: '4455667788',
      PriceTiers: [
        { MinQuantity: 3, PriceCNY: 10 },
        { MinQuantity: 10, PriceCNY: 9 },
        { MinQuantity: 50, PriceCNY: 8.5 },
      ],
      MinQuantity: 3,
    },
  ],
};

describe('an item with quantity prices and a minimum', () => {
  it('shows its SKU and tiers, and takes no quantity under the minimum, saying why', async () => {
    const saves = stubServer(() => jsonResponse(200, { Items: [], Total: 0 }));
    renderWithApp(
      <CartCard
        cart={tiered}
        selected={false}
        onSelect={vi.fn()}
        onOrder={vi.fn()}
        ordering={false}
      />,
    );
    expect(screen.getByText('SKU 4455667788')).toBeTruthy();
    expect(screen.getByText(/Giá theo số lượng/).textContent).toBe(
      'Giá theo số lượng: 3–9: ¥10,00 · 10–49: ¥9,00 · từ 50: ¥8,50',
    );
    expect(screen.getByText('Shop bán từ 3 cái')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giảm số lượng Cốc sứ' })).toHaveProperty(
      'disabled',
      true,
    );

    const box = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Số lượng Cốc sứ' });
    await userEvent.clear(box);
    await userEvent.type(box, '2');
    expect(
      await screen.findByText('Sản phẩm này shop chỉ bán từ 3 cái trở lên; hãy tăng số lượng.'),
    ).toBeTruthy();
    await userEvent.tab();
    await waitFor(() => expect(box.value).toBe('3'));
    expect(screen.queryByText(/chỉ bán từ 3 cái/)).toBeNull();
    await new Promise((done) => setTimeout(done, 700));
    expect(saves()).toEqual([]);
  });

  it("shows the server's unit price once a new quantity is saved (it re-applies the tier)", async () => {
    const saved: CartRow = {
      ...tiered,
      CartItems: [{ ...tiered.CartItems[0]!, Quantity: 10, PriceCNY: 9 }],
    };
    let current = tiered;
    const saves = stubServer((url) => {
      if (url.includes('updatecartitemfield')) {
        current = saved;
        return jsonResponse(200, saved);
      }
      return jsonResponse(200, url.includes('getcarts') ? { Items: [current], Total: 1 } : {});
    });
    renderWithApp(<CartPage />, '/order/cart');
    const box = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Số lượng Cốc sứ',
    });
    expect(screen.getByText('¥30,00')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, '10');
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 2000 });
    expect(saves()[0]?.body).toEqual({ Field: 'Quantity', Value: 10 });
    expect(await screen.findByText('¥90,00')).toBeTruthy();
    expect(screen.getByText('¥9,00')).toBeTruthy();
    expect(screen.getByText('10–49: ¥9,00').tagName).toBe('STRONG');
  });
});
