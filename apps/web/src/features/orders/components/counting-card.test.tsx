import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderState, type AdminOrderDetail } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import { useDeskStep } from '../api/admin-orders';
import { CountingCard } from './counting-card';

afterEach(() => vi.unstubAllGlobals());

const item = (Id: number, ProductName: string, Quantity: number, QuantityBought: number) => ({
  Id,
  ProductName,
  ProductLink: '',
  ImageUrl: '',
  Properties: '',
  PriceCNY: 50,
  Quantity,
  Note: '',
  ItemId: '',
  SkuId: '',
  PriceTiers: [],
  MinQuantity: 1,
  QuantityBought,
  QuantityReceived: null as number | null,
  CountNote: '',
});

/** What the card reads of an order at the desk: its code, state, items and counting time. */
const orderIn = (State: OrderState, CountedDate: string | null = null) =>
  ({
    Id: 9,
    Code: 'DH000009',
    State,
    IsInspection: true,
    CountedDate,
    Items: [item(1, 'Áo gió', 2, 2), item(2, 'Mũ len', 4, 3)],
  }) as unknown as AdminOrderDetail;

function Desk({ order }: { order: AdminOrderDetail }) {
  return <CountingCard order={order} step={useDeskStep(order.Id)} />;
}

describe('the counting card', () => {
  it('starts from what was bought, and saves every item with Enter', async () => {
    const counted = orderIn(OrderState.InChinaWarehouse, '2026-11-26T03:04:00.000Z');
    const { fetch } = renderConsole(
      <Desk order={orderIn(OrderState.InChinaWarehouse)} />,
      '/',
      () => jsonResponse(200, counted),
    );
    expect(screen.getByText('Chưa kiểm đếm')).toBeTruthy();
    const coat = screen.getByRole<HTMLInputElement>('spinbutton', {
      name: 'Số lượng kiểm đếm Áo gió',
    });
    expect(coat.value).toBe('2');
    const hat = screen.getByRole<HTMLInputElement>('spinbutton', {
      name: 'Số lượng kiểm đếm Mũ len',
    });
    expect(hat.value).toBe('3');
    const user = userEvent.setup();
    await user.clear(coat);
    await user.type(coat, '1');
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Ghi chú kiểm đếm Áo gió' }),
    );
    await user.keyboard('Thiếu 1 áo{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('/api/admin/orders/9/count');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      Items: [
        { Id: 1, QuantityReceived: 1, Note: 'Thiếu 1 áo' },
        { Id: 2, QuantityReceived: 3, Note: '' },
      ],
    });
    expect(await screen.findByText('Đã lưu kiểm đếm đơn DH000009')).toBeTruthy();
  });

  it('shows when it was counted, and offers no saving outside the warehouses', () => {
    renderConsole(<Desk order={orderIn(OrderState.Paid, '2026-11-26T03:04:00.000Z')} />, '/', () =>
      jsonResponse(200, {}),
    );
    expect(screen.getByText(/Đã kiểm đếm lúc 26\/11\/2026 10:04/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu kiểm đếm' })).toBeNull();
    expect(
      screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Số lượng kiểm đếm Áo gió' })
        .disabled,
    ).toBe(true);
  });
});
