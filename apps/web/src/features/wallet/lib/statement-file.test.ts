import { describe, expect, it } from 'vitest';
import { decodeCsv, statementFileKind, toBase64 } from './statement-file';

const bytesOf = (values: number[]) => new Uint8Array(values).buffer;

describe('statement files', () => {
  it('tells a CSV from an Excel workbook by name, then by type', () => {
    expect(statementFileKind({ name: 'SaoKe_VCB.XLSX', type: '' })).toBe('xlsx');
    expect(statementFileKind({ name: 'mb-bank.csv', type: 'application/vnd.ms-excel' })).toBe(
      'csv',
    );
    expect(statementFileKind({ name: 'statement', type: 'text/csv' })).toBe('csv');
    expect(statementFileKind({ name: 'old.xls', type: 'application/vnd.ms-excel' })).toBeNull();
  });

  it('decodes UTF-8 with or without a byte-order mark, and UTF-16', () => {
    const text = 'Ngày,Số tiền';
    const utf8 = Array.from(new TextEncoder().encode(text));
    expect(decodeCsv(bytesOf(utf8))).toBe(text);
    expect(decodeCsv(bytesOf([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
    const utf16 = [0xff, 0xfe];
    for (const char of text) utf16.push(char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8);
    expect(decodeCsv(bytesOf(utf16))).toBe(text);
  });

  it('writes base64 as the server reads it, for files larger than one chunk', () => {
    const big = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(toBase64(big.buffer)).toBe(Buffer.from(big).toString('base64'));
    expect(toBase64(bytesOf([]))).toBe('');
  });
});
