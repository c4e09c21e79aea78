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
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 upper-case hex digits.
 * Table-driven, and straight over the characters of an ASCII text (a payload always is): every
 * deposit row of a list carries a payload, and encoding each to bytes first cost more than the
 * rest of the row (issue 11).
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) return crcOfBytes(utf8.encode(text));
    crc = crcStep(crc, code);
  }
  return hex4(crc);
}

function crcOfBytes(bytes: Uint8Array): string {
  let crc = 0xffff;
  for (const byte of bytes) crc = crcStep(crc, byte);
  return hex4(crc);
}

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
  const bank = field('00', input.bankBin) + field('01', input.accountNumber);
  const merchant = field('00', NAPAS_GUID) + field('01', bank) + field('02', SERVICE_TO_ACCOUNT);
  const body =
    field('00', '01') +
    // 12 = dynamic: made for one payment with its amount; 11 = static, reusable.
    field('01', input.amount > 0 ? '12' : '11') +
    field('38', merchant) +
    field('53', CURRENCY_VND) +
    (input.amount > 0 ? field('54', String(Math.round(input.amount))) : '') +
    field('58', 'VN') +
    (input.content ? field('62', field('08', input.content)) : '') +
    '6304';
  return body + crc16CcittFalse(body);
}

/** True when the payload ends with the CRC of what precedes it. */
export function hasValidCrc(payload: string): boolean {
  return payload.length > 8 && crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}
