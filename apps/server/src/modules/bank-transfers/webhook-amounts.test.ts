import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_TRANSFER_MAX, fillMessage, formatVnd, messages } from '@app/shared';
import { bankTransfers } from '../../db/schema.js';
import { MAX_JSON_DEPTH } from '../../plugins/json-body.js';
import { nestedArrays, nestedObjects } from '../../test/fuzz-inputs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cassoSignature } from './casso-signature.js';

/**
 * Issue 20, items 1 and 2: what no bank sends — an amount outside the column's range, negative,
 * zero or fractional, or a body nested thousands deep — is refused with a Vietnamese 400 and
 * leaves nothing stored, whether the call is signed by the provider or forged.
 */

const SEPAY_KEY = 'sepay-api-key-for-amount-tests';
const CASSO_KEY = 'casso-checksum-key-for-amount-tests';
const COMPANY_ACCOUNT = '0011004123456';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEPAY_API_KEY: SEPAY_KEY, CASSO_CHECKSUM_KEY: CASSO_KEY } });
});
afterAll(async () => t.close());

const stored = async () => (await t.db.select({ n: count() }).from(bankTransfers))[0]?.n ?? 0;
const amountRefusal = fillMessage(messages.transferAmountInvalid, {
  max: formatVnd(BANK_TRANSFER_MAX),
});

/** A SePay notification with `amount` written into the JSON text as it is. */
const sepayText = (amount: string, id = 1) =>
  `{"id":${id},"gateway":"Vietcombank","transactionDate":"2026-11-23 20:15:00",` +
  `"accountNumber":"${COMPANY_ACCOUNT}","content":"CHUYEN TIEN","transferType":"in",` +
  `"transferAmount":${amount},"referenceCode":"FT${id}","description":""}`;

const postSepay = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sepay',
    headers: { authorization: `Apikey ${SEPAY_KEY}`, 'content-type': 'application/json' },
    payload,
  });

function postCasso(data: unknown, payload?: string) {
  const timestamp = String(Date.now());
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/casso',
    headers: {
      'x-casso-signature': `t=${timestamp},v1=${cassoSignature(CASSO_KEY, timestamp, data)}`,
      'content-type': 'application/json',
    },
    payload: payload ?? JSON.stringify({ error: 0, data }),
  });
}

const BAD_AMOUNTS = [
  '1e21',
  '"1e99"',
  '9223372036854775808',
  '123456789012345678901234567890',
  '-1e99',
  '-100000',
  '0',
  '100000.5',
  String(BANK_TRANSFER_MAX + 1),
];

describe('bank notification amounts', () => {
  it.each(BAD_AMOUNTS)(
    'refuses SePay transferAmount %s with a sentence and stores nothing',
    async (amount) => {
      const before = await stored();
      const response = await postSepay(sepayText(amount));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ transferAmount: [amountRefusal] });
      expect(await stored()).toBe(before);
    },
  );

  it.each(['1e99', '-1e99', '0', '100000.5', '123456789012345678901234567890'])(
    'refuses a validly signed Casso amount %s and stores nothing',
    async (amount) => {
      const before = await stored();
      const data = {
        id: 7,
        reference: 'FT7',
        description: 'CHUYEN TIEN',
        accountNumber: COMPANY_ACCOUNT,
      };
      const payload = `{"error":0,"data":${JSON.stringify(data).slice(0, -1)},"amount":${amount}}}`;
      const response = await postCasso((JSON.parse(payload) as { data: unknown }).data, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ data: [amountRefusal] });
      expect(await stored()).toBe(before);
    },
  );

  it('stores a whole amount at the maximum, and takes a Casso money-out without storing it', async () => {
    const before = await stored();
    expect((await postSepay(sepayText(String(BANK_TRANSFER_MAX), 2))).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
    const out = {
      id: 8,
      reference: 'FT8',
      description: 'CHI TIEN',
      amount: -250_000,
      accountNumber: COMPANY_ACCOUNT,
    };
    expect((await postCasso(out)).json()).toEqual({ success: true });
    expect(await stored()).toBe(before + 1);
  });
});

describe('deep nesting', () => {
  const deepArray = (depth: number) => nestedArrays(depth).text;
  const deepObject = (depth: number) => nestedObjects(depth).text;
  const tooDeep = [fillMessage(messages.bodyTooDeep, { max: String(MAX_JSON_DEPTH) })];

  it.each([
    ['login, a 100,000-deep array', '/api/account/login', deepArray(100_000)],
    ['register, a 50,000-deep object', '/api/account/register', deepObject(50_000)],
    [
      'login, one field 5,000 deep',
      '/api/account/login',
      `{"UserName":${deepArray(5_000)},"Password":"x"}`,
    ],
  ])('answers %s with a 400 sentence', async (_label, url, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooDeep);
  });

  it('refuses a forged Casso call with deep data before anything else, storing nothing', async () => {
    const before = await stored();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/casso',
      headers: {
        'x-casso-signature': `t=${Date.now()},v1=${'0'.repeat(128)}`,
        'content-type': 'application/json',
      },
      payload: `{"error":0,"data":${deepObject(100_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooDeep);
    expect(await stored()).toBe(before);
  });

  it('takes nesting up to the limit, with brackets inside texts not counted', async () => {
    const atLimit = deepArray(MAX_JSON_DEPTH - 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"UserName":"${'[{'.repeat(5_000)}\\"]","Password":${atLimit}}`,
    });
    // Not refused for depth: the field rules answer instead.
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toEqual(tooDeep);
  });
});
