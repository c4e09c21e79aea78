import { describe, expect, it } from 'vitest';
import { VoucherKind } from '@app/shared';
import { approveQuestion, isCodeOf, signedAmount } from './voucher-text';

describe('voucher text', () => {
  it('signs a receipt + and a payment −', () => {
    expect(signedAmount({ Kind: VoucherKind.Receipt, Amount: 500 })).toBe(500);
    expect(signedAmount({ Kind: VoucherKind.Payment, Amount: 500 })).toBe(-500);
  });

  it('takes a customer code whole, in any case, or by its number; not a phone that matched', () => {
    for (const typed of ['KH000005', 'kh000005', ' KH5 ', '5', '000005']) {
      expect(isCodeOf(typed, 'KH000005'), typed).toBe(true);
    }
    for (const typed of ['KH000050', '0912345678', 'An', '']) {
      expect(isCodeOf(typed, 'KH000005'), typed).toBe(false);
    }
  });

  it('asks before approving what moves where, the wallet too', () => {
    const receipt = {
      Code: 'PT000001',
      Kind: VoucherKind.Receipt,
      Amount: 1_500_000,
      FundAccountName: 'Quỹ tiền mặt',
      CustomerCode: null,
    };
    expect(approveQuestion(receipt)).toBe(
      'Duyệt phiếu thu PT000001: thu 1.500.000 ₫ vào Quỹ tiền mặt?\nSau khi duyệt không hoàn tác được.',
    );
    expect(approveQuestion({ ...receipt, CustomerCode: 'KH000005' })).toContain(
      '\nVí của khách hàng KH000005 được cộng 1.500.000 ₫.\n',
    );
  });
});
