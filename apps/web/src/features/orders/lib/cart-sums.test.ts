import { describe, expect, it } from 'vitest';
import type { CartRow } from '@app/shared';
import { chosenCartSums } from './cart-sums';

const cart = (Id: number, over: Partial<CartRow> = {}): CartRow => ({
  Id,
  ShopName: `Shop ${Id}`,
  ShopLink: '',
  Site: 'taobao',
  Note: '',
  IsInspection: false,
  IsWoodenCrate: false,
  CartItems: [],
  TotalCNY: 100,
  TotalVND: 365_000,
  BuyerFee: 10_000,
  InspectionFee: 5_000,
  DepositAmount: 262_500,
  ...over,
});

describe('chosenCartSums', () => {
  it('adds up the chosen carts only, the counting fee where it is asked for', () => {
    const carts = [cart(1), cart(2, { IsInspection: true }), cart(3)];
    expect(chosenCartSums(carts, [1, 2])).toEqual({
      total: 365_000 + 10_000 + 365_000 + 10_000 + 5_000,
      deposit: 525_000,
    });
    expect(chosenCartSums(carts, [])).toEqual({ total: 0, deposit: 0 });
    // A chosen id whose cart is gone counts nothing.
    expect(chosenCartSums(carts, [9])).toEqual({ total: 0, deposit: 0 });
  });
});
