import { formatNumber, RateKind } from '@app/shared';

/** VND per 1 CNY as staff read it: 3650 → '3.650', 3605.71 → '3.605,71', 3650.5 → '3.650,5'. */
export function formatRate(rate: number): string {
  const [whole = '0', hundredths = ''] = Math.abs(rate).toFixed(2).split('.');
  const decimals = hundredths.replace(/0+$/, '');
  const sign = rate < 0 ? '-' : '';
  return `${sign}${formatNumber(Number(whole))}${decimals ? `,${decimals}` : ''}`;
}

/** A rate with its unit, as the page shows it: '3.650 ₫ / ¥1'. */
export const rateText = (rate: number) => `${formatRate(rate)} ₫ / ¥1`;

/**
 * A rate typed as Vietnamese money: '3.650', '3.650,5', '3650', '3650,25' (a trailing ₫ or đ
 * allowed); null when it is not one. '3,650.5' and '3650.5' are refused rather than guessed at:
 * in Vietnamese the dot groups thousands.
 */
export function parseRate(text: string): number | null {
  const typed = text.replace(/\s+/g, '').replace(/[₫đ]$/i, '');
  const grouped = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(typed);
  const plain = /^\d+(,\d{1,2})?$/.test(typed);
  if (!grouped && !plain) return null;
  return Number(typed.replace(/\./g, '').replace(',', '.'));
}

/** Who each kind of rate is for, as the page explains it. */
export const rateKindHints: Record<RateKind, string> = {
  [RateKind.Selling]: 'khách hàng trả, dùng để tính giá mọi đơn mới',
  [RateKind.Buying]: 'công ty trả khi mua hàng ở Trung Quốc',
};

/** Where a rate came from. */
export const rateSourceNames: Record<string, string> = {
  staff: 'Nhân viên đặt',
  vcb: 'Vietcombank',
};
