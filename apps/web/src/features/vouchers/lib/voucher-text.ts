import { VoucherKind, formatVnd, type VoucherRow } from '@app/shared';

/** What a voucher does to its fund: a receipt brings money in (+), a payment takes it out (−). */
export const signedAmount = (row: Pick<VoucherRow, 'Kind' | 'Amount'>): number =>
  row.Kind === VoucherKind.Payment ? -row.Amount : row.Amount;

/** Who hands the money over on a receipt, who takes it on a payment. */
export const counterpartyLabel = (kind: number | undefined): string =>
  kind === VoucherKind.Payment ? 'Người nhận tiền' : 'Người nộp tiền';

/** A kind's name in a sentence: "phiếu thu", "phiếu chi". */
const kindNoun = (row: Pick<VoucherRow, 'Kind'>) =>
  row.Kind === VoucherKind.Payment ? 'phiếu chi' : 'phiếu thu';

/** What a voucher with a customer does to their wallet once approved. */
export function walletEffect(
  row: Pick<VoucherRow, 'Kind' | 'Amount' | 'CustomerCode'>,
): string | null {
  if (!row.CustomerCode) return null;
  return row.Kind === VoucherKind.Payment
    ? `Ví của khách hàng ${row.CustomerCode} bị trừ ${formatVnd(row.Amount)} (không được vượt quá số dư của khách).`
    : `Ví của khách hàng ${row.CustomerCode} được cộng ${formatVnd(row.Amount)}.`;
}

/** The approver is told what moves where before the money moves; it cannot be undone. */
export function approveQuestion(
  row: Pick<VoucherRow, 'Code' | 'Kind' | 'Amount' | 'FundAccountName' | 'CustomerCode'>,
): string {
  const move =
    row.Kind === VoucherKind.Payment
      ? `chi ${formatVnd(row.Amount)} từ ${row.FundAccountName}`
      : `thu ${formatVnd(row.Amount)} vào ${row.FundAccountName}`;
  const lines = [`Duyệt ${kindNoun(row)} ${row.Code}: ${move}?`];
  const wallet = walletEffect(row);
  if (wallet) lines.push(wallet);
  lines.push('Sau khi duyệt không hoàn tác được.');
  return lines.join('\n');
}

/** The voucher named in the rejection's dialog. */
export const voucherSubject = (
  row: Pick<VoucherRow, 'Code' | 'Kind' | 'Amount' | 'FundAccountName'>,
): string => `${kindNoun(row)} ${row.Code} (${formatVnd(row.Amount)}, ${row.FundAccountName})`;

/**
 * Whether the customer a search found is the one whose code was typed: the whole code (KH000005,
 * any case) or its number (5, 000005). The search also matches phones and names, so the first
 * row alone does not prove it.
 */
export function isCodeOf(typed: string, code: string): boolean {
  const text = typed.trim().toUpperCase();
  if (text === code.toUpperCase()) return true;
  const number = /^(?:KH)?0*(\d+)$/.exec(text)?.[1];
  const own = /^[A-Z]*0*(\d+)$/.exec(code.toUpperCase())?.[1];
  return number !== undefined && number === own;
}
