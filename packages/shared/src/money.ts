const vnd = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const cny = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 20000 → '20.000': a count in a Vietnamese sentence. */
export function formatNumber(value: number): string {
  return vnd.format(value);
}

/** 1234567 → '1.234.567 ₫' (VND are whole đồng). */
export function formatVnd(amount: number | null | undefined): string {
  return `${vnd.format(Math.round(amount ?? 0))} ₫`;
}

/** 12.5 → '¥12,50'. */
export function formatCny(amount: number | null | undefined): string {
  return `¥${cny.format(amount ?? 0)}`;
}

/**
 * An amount in yuan at a rate, as a fee line explains its đồng: 25000 fen at 3650 →
 * '¥250,00 × 3.650 ₫'. One wording for every note that converts yuan (goods, inland shipping).
 */
export function formatYuanAtRate(fen: number, rate: number): string {
  return `${formatCny(fen / 100)} × ${formatVnd(rate)}`;
}
