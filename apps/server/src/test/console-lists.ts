import readXlsxFile from 'read-excel-file/node';
import { expect } from 'vitest';
import { countedRows, type ConsoleListAnswer } from '@app/shared';
import { asUser, createCustomer } from './factories.js';
import type { FileApp } from './file-app.js';

/**
 * The checks every console list answers to (components/console-list on the web): the page with
 * its statuses' counts, a status filter of one or several statuses, the same filter as an
 * `.xlsx` workbook, the refusals of a filter that is not one, and staff only. A list's own test
 * brings the rows; these say the list keeps the contract.
 */
export interface ConsoleListUnderTest {
  /** The list's path, e.g. /api/admin/orders. */
  readonly url: string;
  /** Its status filter's name in the query (`state` on the order board, `status` elsewhere). */
  readonly statusKey: string;
  /** A page of the list as the seeded admin sees it. */
  page<Item>(query?: Record<string, string>): Promise<ConsoleListAnswer<Item>>;
  /**
   * The counts and the pages agree: every status's count is the Total of that status's page, the
   * Total of several statuses is the sum of theirs, and without a status it is every row.
   */
  expectCountsAgree<Item>(query: Record<string, string>): Promise<ConsoleListAnswer<Item>>;
  /** The list's filter exported: the workbook's rows under its heading, as text. */
  exported(query: Record<string, string>): Promise<string[][]>;
  /** One column of the list's filter exported, under its heading. */
  exportedColumn(query: Record<string, string>, column?: number): Promise<string[]>;
  /**
   * A status list that is not one, and a format other than json or xlsx, are refused with the
   * Vietnamese sentence, never read as no filter.
   */
  expectRefusals(badStatuses: string[]): Promise<void>;
  /** A keyword past 100 characters is refused with the Vietnamese sentence. */
  expectLongKeywordRefused(): Promise<void>;
  /** A customer's token is refused the list (a new customer's unless one is given). */
  expectStaffOnly(customerToken?: string): Promise<void>;
}

/** A date and time as every list's export writes it. */
export const EXPORTED_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** The ways staff type a record's code in a list's search: whole, in small letters, its number with and without zeros. */
export function codeKeywords(code: string): string[] {
  const number = code.replace(/^[A-Z]+/, '');
  return [code, code.toLowerCase(), number, String(Number(number))];
}

/**
 * The list at `url` on a file's app (test/file-app.ts), asked as the seeded admin: declared at
 * the top of the file, asked once the app has started.
 */
export function consoleListOf(t: FileApp, url: string, statusKey = 'status'): ConsoleListUnderTest {
  const list: ConsoleListUnderTest = {
    url,
    statusKey,

    async page<Item>(query: Record<string, string> = {}) {
      const response = await t.asAdmin({ url, query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConsoleListAnswer<Item>>();
    },

    async expectCountsAgree<Item>(query: Record<string, string>) {
      const all = await list.page<Item>(query);
      expect(all.Total).toBe(countedRows(all.Counts, undefined).count);
      for (const { Status, Count } of all.Counts) {
        const one = await list.page({ ...query, [statusKey]: String(Status) });
        expect(one.Total, `status ${Status}`).toBe(Count);
        expect(one.Counts).toEqual(all.Counts);
      }
      const statuses = all.Counts.map((row) => row.Status).slice(0, 2);
      const several = await list.page({ ...query, [statusKey]: statuses.join(',') });
      expect(several.Total).toBe(countedRows(all.Counts, statuses).count);
      return all;
    },

    async exported(query: Record<string, string>) {
      const response = await t.asAdmin({ url, query: { ...query, format: 'xlsx' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[\w-]+\.xlsx"$/,
      );
      const [sheet] = await readXlsxFile(response.rawPayload);
      return sheet!.data.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
    },

    async exportedColumn(query: Record<string, string>, column = 0) {
      return (await list.exported(query)).slice(1).map((row) => row[column]!);
    },

    async expectRefusals(badStatuses: string[]) {
      const format = await t.asAdmin({ url, query: { format: 'csv' } });
      expect(format.statusCode).toBe(400);
      expect(format.json()).toEqual({ format: ['Định dạng xuất chỉ có thể là json hoặc xlsx'] });
      for (const status of badStatuses) {
        const refused = await t.asAdmin({ url, query: { [statusKey]: status } });
        expect(refused.statusCode, status).toBe(400);
        expect(refused.json()).toEqual({ [statusKey]: ['Trạng thái không hợp lệ'] });
      }
    },

    async expectLongKeywordRefused() {
      const response = await t.asAdmin({ url, query: { keyword: 'n'.repeat(101) } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ keyword: ['Từ khóa tìm kiếm không quá 100 ký tự'] });
    },

    async expectStaffOnly(customerToken?: string) {
      const token = customerToken ?? (await createCustomer(t.app)).token;
      expect((await asUser(t.app, token)({ url })).statusCode).toBe(403);
    },
  };
  return list;
}
