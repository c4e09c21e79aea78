import { describe, expect, it } from 'vitest';
import { billFigures } from './bills.js';

describe('billFigures', () => {
  it('owes the lines less the payments', () => {
    expect(billFigures(500_000, 350_000)).toEqual({
      Total: 500_000,
      Paid: 350_000,
      Balance: 150_000,
      Owed: 150_000,
    });
  });

  it('owes nothing on an overpaid bill, whose balance says how much to refund', () => {
    expect(billFigures(300_000, 350_000)).toMatchObject({ Balance: -50_000, Owed: 0 });
  });
});
