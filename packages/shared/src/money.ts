// Vietnamese number formats written out rather than through Intl.NumberFormat: the first Intl
// formatter a page creates loads the locale's data, tens of milliseconds of a phone's main thread
// on the first screen, for a format this simple ('.' between thousands, ',' before decimals).

/** Whole digits grouped by '.', the sign kept: -1234567 → '-1.234.567'. */
function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `value` rounded half away from zero to `decimals`, in Vietnamese: 1234.5, 2 → '1.234,50'. */
function vietnamese(value: number, decimals: number): string {
  const scaled = Math.round(Math.abs(value) * 10 ** decimals);
  const digits = String(scaled).padStart(decimals + 1, '0');
  const whole = grouped(digits.slice(0, digits.length - decimals));
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return decimals > 0 ? `${sign}${whole},${digits.slice(-decimals)}` : `${sign}${whole}`;
}

/** 20000 → '20.000': a count in a Vietnamese sentence. */
export function formatNumber(value: number): string {
  return vietnamese(value, 0);
}

/** 1234567 → '1.234.567 ₫' (VND are whole đồng). */
export function formatVnd(amount: number | null | undefined): string {
  return `${vietnamese(amount ?? 0, 0)} ₫`;
}

/** 12.5 → '¥12,50'. */
export function formatCny(amount: number | null | undefined): string {
  return `¥${vietnamese(amount ?? 0, 2)}`;
}

/**
 * An amount in yuan at a rate, as a fee line explains its đồng: 25000 fen at 3650 →
 * '¥250,00 × 3.650 ₫'. One wording for every note that converts yuan (goods, inland shipping).
 */
export function formatYuanAtRate(fen: number, rate: number): string {
  return `${formatCny(fen / 100)} × ${formatVnd(rate)}`;
}
