import { describe, expect, it } from 'vitest';
import { BANK_APPS, bankAppLink } from './bank-app-links.js';

describe('bank app links', () => {
  it('fills the transfer as the VietQR deeplink service reads it', () => {
    const link = bankAppLink({
      app: 'mb',
      bankBin: '970436',
      accountNumber: '0011004123456',
      amount: 500_000,
      content: 'NAP KH000123 58231',
      accountName: 'CONG TY TNHH HANG TQ',
    });
    expect(link).toBe(
      'https://dl.vietqr.io/pay?app=mb&ba=0011004123456@vcb&am=500000&tn=NAP%20KH000123%2058231&bn=CONG%20TY%20TNHH%20HANG%20TQ',
    );
    const url = new URL(link);
    expect(url.searchParams.get('tn')).toBe('NAP KH000123 58231');
    expect(url.searchParams.get('ba')).toBe('0011004123456@vcb');
  });

  it('names a bank without a known code by its BIN and leaves out a missing holder', () => {
    const link = bankAppLink({
      app: 'vcb',
      bankBin: '970441',
      accountNumber: '123',
      amount: 1_234.4,
      content: 'NAP KH000001 1',
    });
    expect(link).toBe(
      'https://dl.vietqr.io/pay?app=vcb&ba=123@970441&am=1234&tn=NAP%20KH000001%201',
    );
  });

  it('keeps the receiving bank code as the codes of the apps that bank publishes', () => {
    // The popular apps' ids double as their banks' codes: a Techcombank account reads "@tcb".
    for (const { app } of BANK_APPS) expect(app).toMatch(/^[a-z]+$/);
    const techcombank = bankAppLink({
      app: 'tcb',
      bankBin: '970407',
      accountNumber: '19036688899001',
      amount: 2_000_000,
      content: 'NAP KH000002 2',
    });
    expect(new URL(techcombank).searchParams.get('ba')).toBe('19036688899001@tcb');
    expect(new Set(BANK_APPS.map((entry) => entry.app)).size).toBe(BANK_APPS.length);
  });
});
