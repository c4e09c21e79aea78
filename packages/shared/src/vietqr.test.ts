import { describe, expect, it } from 'vitest';
import { buildVietQr, crc16CcittFalse, hasValidCrc } from './vietqr.js';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of the standard test vector', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('matches a known-good VietQR payload built by an independent implementation', () => {
    // From giautm/emvqr-go's tests: 6000 ₫ to 113366668888 at BIN 970415 (VietinBank), "tien le".
    const known =
      '00020101021262110807tien le38560010A0000007270126000697041501121133666688880208QRIBFTTA5303704540460005802VN63046893';
    expect(crc16CcittFalse(known.slice(0, -4))).toBe('6893');
    expect(hasValidCrc(known)).toBe(true);
    expect(hasValidCrc(known.replace('tien le', 'tienxle'))).toBe(false);
  });

  it('counts a text with letters beyond ASCII by its UTF-8 bytes, as a bit-at-a-time CRC does', () => {
    const bitwise = (bytes: Uint8Array) => {
      let crc = 0xffff;
      for (const byte of bytes) {
        crc ^= byte << 8;
        for (let bit = 0; bit < 8; bit++) {
          crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
        }
      }
      return crc.toString(16).toUpperCase().padStart(4, '0');
    };
    for (const text of ['Nạp tiền KH000123', 'giá ¥12,50', '123456789', '']) {
      expect(crc16CcittFalse(text)).toBe(bitwise(new TextEncoder().encode(text)));
    }
  });
});

describe('buildVietQr', () => {
  it('builds the EMVCo fields in order with the CRC', () => {
    const payload = buildVietQr({
      bankBin: '970415',
      accountNumber: '113366668888',
      amount: 70001,
      content: '',
    });
    // The same transfer without content, as the same independent implementation encodes it.
    expect(payload).toBe(
      '00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405700015802VN' +
        `6304${crc16CcittFalse('00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405700015802VN6304')}`,
    );
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('carries the amount and the transfer content a banking app fills in', () => {
    const payload = buildVietQr({
      bankBin: '970436',
      accountNumber: '0011004123456',
      amount: 500000,
      content: 'NAP KH000123 58231',
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('0006970436011300110041234560208QRIBFTTA');
    expect(payload).toContain('5406500000');
    expect(payload).toContain('62220818NAP KH000123 58231');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('makes a static code (11) without an amount field when no amount is given', () => {
    const payload = buildVietQr({
      bankBin: '970422',
      accountNumber: '0680123456789',
      amount: 0,
      content: '',
    });
    expect(payload.startsWith('000201010211')).toBe(true);
    expect(payload).not.toMatch(/54\d\d\d/);
  });
});
