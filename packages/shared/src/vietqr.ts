/**
 * VietQR: the EMVCo merchant-presented QR payload of NAPAS that Vietnamese banking apps scan to fill a
 * transfer (bank BIN, account, amount, content). Each field is ID + 2-digit length + value; the payload
 * ends with field 63, the CRC-16/CCITT-FALSE of everything before it including "6304".
 */
const NAPAS_GUID = 'A000000727';
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The CRC of each byte value (poly 0x1021): a byte at a time instead of a bit at a time. */
const CRC_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) {
    crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
});
const utf8 = new TextEncoder();

const crcStep = (crc: number, byte: number) =>
  ((crc << 8) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!) & 0xffff;

/**
 * The CRC register after `text`'s UTF-8 bytes, from `crc`: straight over the characters while
 * they are ASCII (a payload always is) — every deposit row of a list carries a payload, and
 * encoding each to bytes first cost more than the rest of the row (issue 11).
 */
function crcAfter(crc: number, text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) {
      for (const byte of utf8.encode(text.slice(index))) crc = crcStep(crc, byte);
      return crc;
    }
    crc = crcStep(crc, code);
  }
  return crc;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 upper-case hex digits. */
export const crc16CcittFalse = (text: string): string => hex4(crcAfter(0xffff, text));

const hex4 = (crc: number) => crc.toString(16).toUpperCase().padStart(4, '0');

export interface VietQrInput {
  bankBin: string;
  accountNumber: string;
  /** Whole đồng; 0 leaves the amount to the payer. */
  amount: number;
  /** Transfer content: ASCII, at most 25 characters (banks cut longer ones). */
  content: string;
}

export function buildVietQr(input: VietQrInput): string {
  const start = payloadStart(input.bankBin, input.accountNumber, input.amount > 0);
  const rest =
    field('53', CURRENCY_VND) +
    (input.amount > 0 ? field('54', String(Math.round(input.amount))) : '') +
    field('58', 'VN') +
    (input.content ? field('62', field('08', input.content)) : '') +
    '6304';
  return start.text + rest + hex4(crcAfter(start.crc, rest));
}

/** How many payload starts are remembered: a business receives on a handful of accounts. */
const STARTS_KEPT = 64;
const starts = new Map<string, { text: string; crc: number }>();

/**
 * The payload's fields up to the account (format, dynamic or static, NAPAS merchant) and the CRC
 * register after them, made once per account: a list's deposits share a few accounts.
 */
function payloadStart(bankBin: string, accountNumber: string, dynamic: boolean) {
  const key = `${bankBin}/${accountNumber}/${dynamic}`;
  let start = starts.get(key);
  if (!start) {
    const bank = field('00', bankBin) + field('01', accountNumber);
    const merchant = field('00', NAPAS_GUID) + field('01', bank) + field('02', SERVICE_TO_ACCOUNT);
    const text =
      field('00', '01') +
      // 12 = dynamic: made for one payment with its amount; 11 = static, reusable.
      field('01', dynamic ? '12' : '11') +
      field('38', merchant);
    start = { text, crc: crcAfter(0xffff, text) };
    if (starts.size >= STARTS_KEPT) starts.clear();
    starts.set(key, start);
  }
  return start;
}

/** True when the payload ends with the CRC of what precedes it. */
export function hasValidCrc(payload: string): boolean {
  return payload.length > 8 && crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}
