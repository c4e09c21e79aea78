import type { CartRow } from '@app/shared';

/**
 * What the chosen carts would cost ordered today (goods at today's rate, the buyer's and the
 * counting fees, as each card lists them) and the deposit they would ask.
 */
export function chosenCartSums(carts: readonly CartRow[], chosen: readonly number[]) {
  return carts
    .filter((cart) => chosen.includes(cart.Id))
    .reduce(
      (sums, cart) => ({
        total:
          sums.total + cart.TotalVND + cart.BuyerFee + (cart.IsInspection ? cart.InspectionFee : 0),
        deposit: sums.deposit + cart.DepositAmount,
      }),
      { total: 0, deposit: 0 },
    );
}
