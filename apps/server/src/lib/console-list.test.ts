import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS } from '@app/shared';
import { listWorkbook, neutralised } from './console-list.js';

describe('console list exports', () => {
  it('keeps every formula-like text as text', () => {
    for (const text of ['=1+2', '+84912', '-5', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralised(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    for (const text of ['Shop A', '0912', 'KH000123', '', "'=1"]) {
      expect(neutralised(text)).toBe(text);
    }
  });

  it('refuses a list longer than one file holds, naming its size, before reading the rest', async () => {
    let pages = 0;
    const list = async () => {
      pages += 1;
      return { Items: [{ Code: 'DH000001' }], Total: EXPORT_MAX_ROWS + 1, Counts: [] };
    };
    const sheet = { fileName: 'x', sheetName: 'x', columns: [] };
    await expect(listWorkbook(list, sheet)).rejects.toMatchObject({
      body: [
        'Danh sách có 20.001 dòng, quá 20.000 dòng để xuất một lần: hãy lọc bớt (theo trạng thái hoặc từ khóa) rồi xuất lại.',
      ],
    });
    expect(pages).toBe(1);
  });
});
