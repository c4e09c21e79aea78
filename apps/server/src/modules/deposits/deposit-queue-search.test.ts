import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDepositRow, DepositCreated } from '@app/shared';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import { adminToken, declareDeposit } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let lan: TestCustomer;
let other: TestCustomer;
let deposit: DepositCreated;
let otherDeposit: DepositCreated;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lan = await createCustomer(t.app, { Phone: '0903 111 222' });
  const named = await asUser(
    t.app,
    lan.token,
  )({
    method: 'POST',
    url: '/api/customer/updateuserinfo',
    payload: { FullName: 'Phạm Ngọc Lan', Phone: '0903 111 222', Address: '', WarehouseId: 1 },
  });
  expect(named.statusCode, named.body).toBe(200);
  other = await createCustomer(t.app, { Phone: '0904 999 888' });
  deposit = await declareDeposit(t.app, lan, 1_500_000);
  otherDeposit = await declareDeposit(t.app, other, 700_000);
});
afterAll(async () => t.close());

const deposits = async (keyword: string, status = '0'): Promise<number[]> => {
  const response = await asUser(
    t.app,
    admin,
  )({ url: '/api/admin/deposits', query: { keyword, status } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: AdminDepositRow[] }>().Items.map((row) => row.Id);
};

describe('the deposit queue finds a request by what staff read or know', () => {
  it('by its transfer content in any case and spacing, or inside the bank’s own text', async () => {
    const content = deposit.TransferContent;
    expect(content).toMatch(/^NAP KH\d{6} \d{5}$/);
    const compact = content.replace(/ /g, '');
    for (const keyword of [
      content,
      content.toLowerCase(),
      `  ${content.toLowerCase().replace(/ /g, '   ')} `,
      compact.toLowerCase(),
      `MBVCB.5512345678.${compact}.CT tu 0011004123456 PHAM NGOC LAN`,
      // The start of a content, as far as staff have read it.
      content.slice(0, -3).toLowerCase(),
    ]) {
      expect(await deposits(keyword), keyword).toEqual([deposit.Id]);
    }
  });

  it('by its code, or by the customer’s code, name (without diacritics) or phone', async () => {
    for (const keyword of [
      deposit.Code.toLowerCase(),
      lan.code,
      'pham ngoc lan',
      'Lan',
      '+84 903 111 222',
      '903111222',
    ]) {
      expect(await deposits(keyword), keyword).toEqual([deposit.Id]);
    }
    expect(await deposits(other.code)).toEqual([otherDeposit.Id]);
    expect(await deposits('NAP KH999999 12345')).toEqual([]);
    expect(await deposits('không có ai')).toEqual([]);
  });

  it('keeps the other filters: a reviewed request leaves the pending list', async () => {
    const approved = await asUser(
      t.app,
      admin,
    )({ method: 'PUT', url: `/api/admin/deposits/${otherDeposit.Id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await deposits(other.code)).toEqual([]);
    expect(await deposits(other.code, '1')).toEqual([otherDeposit.Id]);
    expect(await deposits(other.code, '')).toEqual([otherDeposit.Id]);
  });

  it('answers a keyword that is too long with a Vietnamese sentence', async () => {
    const response = await asUser(
      t.app,
      admin,
    )({ url: '/api/admin/deposits', query: { keyword: 'n'.repeat(101) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ keyword: ['Từ khóa tìm kiếm không quá 100 ký tự'] });
  });
});
