import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../test/money.js';
import { createCustomer } from '../test/factories.js';
import { casesFor, routesOf, type FuzzCase } from '../test/fuzz-inputs.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { cassoSignature } from '../modules/bank-transfers/casso-signature.js';

/**
 * Walks every route of the OpenAPI description with malformed input, as a stranger, a customer and
 * an admin, and checks the contract of DESIGN §3 holds for each answer: no 5xx, a 400 in one of the
 * two shapes with Vietnamese sentences, nothing internal leaked, the security headers present.
 */

// Both webhooks on, so their cases reach past the key check when signed as the provider signs.
const SEPAY_API_KEY = 'fuzz-sepay-key-0123456789';
const CASSO_CHECKSUM_KEY = 'fuzz-casso-key-0123456789';
const TELEGRAM_WEBHOOK_SECRET = 'fuzz-telegram-secret-0123456789';
/** Telegram on, its Bot API at a closed port: a reply the bot would send fails at once. */
const telegram = {
  TELEGRAM_BOT_TOKEN: '123456:fuzz-bot-token',
  TELEGRAM_WEBHOOK_SECRET,
  TELEGRAM_API_BASE: 'http://127.0.0.1:9',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEPAY_API_KEY, CASSO_CHECKSUM_KEY, ...telegram } });
});
afterAll(async () => t.close());

// Any letter with a Vietnamese diacritic: a sentence written for the user has at least one.
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
// A library's generic text, in English or zod's Vietnamese locale with English type words. Case
// matters: zod writes them in lower case, and a message may quote the user's own input ("NULL").
const GENERIC =
  /\b(expected|received|too_big|too_small|string|number|boolean|undefined|NaN|null)\b|Invalid input|mong đợi|nhận được/;
// Internals that must never reach an answer.
const LEAK =
  /\bat \S+ \(|node_modules|\.[jt]s:\d+|\bselect\b[\s\S]*\bfrom\b|insert into|violates|\bcolumn\b|relation "|drizzle|pglite|postgres|ZodError|FST_ERR|HPE_|ERR_[A-Z_]{3,}|stack/i;

function contractProblem(status: number, body: string, headers: Record<string, unknown>) {
  if (status >= 500) return `answered ${status}`;
  if (headers['x-content-type-options'] !== 'nosniff') return 'no security headers';
  if (LEAK.test(body)) return `leaks internals: ${body.slice(0, 200)}`;
  if (status < 400) return null;
  if (status !== 400) {
    // 401, 403, 404, 414, 429: {Message} (429: the list form) in Vietnamese, no framework code.
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${status} is not JSON: ${body.slice(0, 100)}`;
    }
    const message: unknown = Array.isArray(parsed)
      ? (parsed as unknown[])[0]
      : (parsed as { Message?: unknown }).Message;
    if (typeof message !== 'string' || !VIETNAMESE.test(message)) {
      return `${status} without a Vietnamese message: ${body.slice(0, 100)}`;
    }
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `400 is not JSON: ${body.slice(0, 100)}`;
  }
  const list: unknown[] = Array.isArray(parsed)
    ? (parsed as unknown[])
    : parsed && typeof parsed === 'object'
      ? Object.values(parsed).flatMap((value: unknown) =>
          Array.isArray(value) ? (value as unknown[]) : [Symbol()],
        )
      : [Symbol()];
  if (list.length === 0) return '400 without a message';
  for (const message of list) {
    if (typeof message !== 'string')
      return `400 not in the contract's shape: ${body.slice(0, 100)}`;
    if (!VIETNAMESE.test(message) || GENERIC.test(message)) return `not a sentence: "${message}"`;
  }
  return null;
}

/**
 * The headers a webhook's sender adds: SePay's key, Casso's signature over the data as sent (a
 * body too deep to sign, or not JSON, goes with a well-formed signature of nothing), Telegram's
 * secret token.
 */
function providerHeaders(fuzz: FuzzCase, signed: boolean): Record<string, string> {
  if (fuzz.route === '/api/webhooks/sepay') {
    return { authorization: `Apikey ${signed ? SEPAY_API_KEY : 'forged-key-0123456789'}` };
  }
  if (fuzz.route === '/api/webhooks/telegram') {
    const secret = signed ? TELEGRAM_WEBHOOK_SECRET : 'forged-secret-0123456789';
    return { 'x-telegram-bot-api-secret-token': secret };
  }
  if (fuzz.route !== '/api/webhooks/casso') return {};
  const timestamp = String(Date.now());
  let data: unknown;
  try {
    data = (JSON.parse(fuzz.payload ?? '') as { data?: unknown } | null)?.data;
  } catch {
    data = undefined;
  }
  let signature: string;
  try {
    signature = cassoSignature(
      signed ? CASSO_CHECKSUM_KEY : 'forged-key-0123456789',
      timestamp,
      data,
    );
  } catch {
    signature = cassoSignature(CASSO_CHECKSUM_KEY, timestamp, null);
  }
  return { 'x-casso-signature': `t=${timestamp},v1=${signature}` };
}

async function run(label: string, cases: FuzzCase[], token?: string, signed = false) {
  const statuses: Record<number, number> = {};
  const problems: string[] = [];
  for (const fuzz of cases) {
    const response = await t.app.inject({
      method: fuzz.method as 'GET',
      url: fuzz.url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...providerHeaders(fuzz, signed),
        ...(fuzz.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
    });
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const problem = contractProblem(response.statusCode, response.body, response.headers);
    if (problem) problems.push(`${label} ${fuzz.method} ${fuzz.route} [${fuzz.label}]: ${problem}`);
  }
  return { statuses, problems, count: cases.length };
}

describe('API fuzz', () => {
  it('answers malformed input on every route without a 5xx, in the contract, in Vietnamese', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<
      Parameters<typeof routesOf>[0]
    >();
    const routes = routesOf(document);
    expect(routes.length).toBeGreaterThan(30);

    const customer = await createCustomer(t.app);
    const victim = await createCustomer(t.app);
    const admin = await adminToken(t.app);
    const settings = (
      await t.app.inject({
        url: '/api/admin/settings',
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json<unknown>();
    const casesOf = (skipLogout: boolean) =>
      routes
        .filter((route) => !(skipLogout && route.path.endsWith('/logout')))
        .flatMap((route) =>
          casesFor(
            route,
            victim.id,
            route.method === 'PUT' && route.path === '/api/admin/settings' ? settings : undefined,
          ),
        );
    // After the writes, every read must still answer: a stored value read back must fit its schema.
    const reads = routes
      .filter((route) => route.method === 'GET' && !route.path.includes('{'))
      .map((route): FuzzCase => ({
        method: 'GET',
        url: route.path,
        route: route.path,
        label: 'read back',
      }));

    const webhooks = routes.filter((route) => route.path.startsWith('/api/webhooks/'));
    expect(webhooks.map((route) => route.path).sort()).toEqual([
      '/api/webhooks/casso',
      '/api/webhooks/sepay',
      '/api/webhooks/telegram',
    ]);
    const results = [
      // The stranger's pass sends the webhooks forged keys and signatures; this one, the real ones.
      await run(
        'bank',
        webhooks.flatMap((route) => casesFor(route, victim.id)),
        undefined,
        true,
      ),
      await run('stranger', casesOf(false)),
      await run('customer', casesOf(true), customer.token),
      await run('admin', casesOf(true), admin),
      await run('customer', reads, customer.token),
      await run('admin', reads, admin),
    ];
    const statuses: Record<number, number> = {};
    for (const result of results) {
      for (const [status, n] of Object.entries(result.statuses)) {
        statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
      }
    }
    const total = results.reduce((sum, result) => sum + result.count, 0);
    console.log(`API fuzz on ${t.kind}: ${total} requests, statuses ${JSON.stringify(statuses)}`);
    const problems = [...new Set(results.flatMap((result) => result.problems))];
    // FUZZ_REPORT=<file> keeps every distinct problem, for fixing many at once (the failure shows 60).
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
    expect(problems.slice(0, 60)).toEqual([]);
  }, 300_000);
});
