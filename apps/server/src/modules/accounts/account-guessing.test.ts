import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages } from '@app/shared';
import { askPasswordReset, createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEVICE_COOKIE } from './trusted-devices.js';

/**
 * Issue 20, item 3: behind a trusted proxy a guesser can spread wrong passwords over any number
 * of forwarded addresses. The account-wide limit holds them back — growing waits, a mail to the
 * owner — while a browser that signed in to the account before keeps signing in.
 */

const PROXY = '10.0.0.5';
const WRONG = 'sai-mat-khau';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: PROXY } });
});
afterAll(async () => t.close());

let address = 0;
/** A sign-in from a new forwarded address, with the browser's cookie when given. */
function signIn(customer: TestCustomer, password: string, cookie?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: PROXY,
    headers: {
      'x-forwarded-for': `198.51.${Math.floor(address / 250)}.${address % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: { UserName: customer.email, Password: password },
  });
}

/** The device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const header = String(response.headers['set-cookie'] ?? '');
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Strict/);
  expect(header).toMatch(/Path=\/api\/account\/login/);
  return header.split(';')[0] ?? '';
}

/** Ends the account's current wait, as if its time had passed. */
const endWait = (customer: TestCustomer) =>
  t.db.execute(sql`update auth_throttle set blocked_until = now() - interval '1 second'
    where key = ${`login:account:${customer.email}`}`);

/** The customer's mailbox once the job queue has delivered what was written so far. */
const mailboxOf = async (customer: TestCustomer) => {
  await t.runJobs();
  return t.sentMail.filter((mail) => mail.to === customer.email);
};
const warnings = async (customer: TestCustomer) =>
  (await mailboxOf(customer)).filter((mail) => mail.subject.includes('đăng nhập sai'));

describe('the account-wide guessing limit', () => {
  it('holds back 30 addresses after 10 wrong passwords, right password too, but not the owner’s browser', async () => {
    const owner = await createCustomer(t.app);
    const browser = deviceCookieOf(await signIn(owner, owner.password));
    expect(browser).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}$`));

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signIn(owner, WRONG)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(429));

    // The right password from a browser the account has never used waits like the guesses…
    const stranger = await signIn(owner, owner.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual([fillMessage(messages.tooManyAttempts, { minutes: 1 })]);
    // …and a browser with another account's cookie too.
    const other = await createCustomer(t.app);
    const othersBrowser = deviceCookieOf(await signIn(other, other.password));
    expect((await signIn(owner, owner.password, othersBrowser)).statusCode).toBe(429);
    // The owner's own browser signs in.
    expect((await signIn(owner, owner.password, browser)).statusCode).toBe(200);

    const mails = await warnings(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('10 lần');
    expect(mails[0]?.text).toContain('Trình duyệt bạn đã từng đăng nhập vẫn đăng nhập được');
  });

  it('makes each wait after the limit twice the one before, up to an hour', async () => {
    const owner = await createCustomer(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(owner, WRONG)).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const refused = await signIn(owner, WRONG);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await endWait(owner);
      expect((await signIn(owner, WRONG)).statusCode).toBe(400);
    }
    // The first wait was set by the 10th guess; each guess after a wait doubles it.
    const minutes = waits.map((seconds) => Math.round(seconds / 60));
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(await warnings(owner)).toHaveLength(1);
  });

  it('counts a trusted browser’s wrong passwords on its own, so a stolen cookie is no way around', async () => {
    const owner = await createCustomer(t.app);
    const browser = deviceCookieOf(await signIn(owner, owner.password));
    for (let i = 0; i < 10; i++) expect((await signIn(owner, WRONG, browser)).statusCode).toBe(400);
    expect((await signIn(owner, owner.password, browser)).statusCode).toBe(429);
    // Those guesses were not the account's: a new browser with the right password signs in.
    expect((await signIn(owner, owner.password)).statusCode).toBe(200);
  });

  it('answers an unknown account like a known one, and sends no mail', async () => {
    const nobody: TestCustomer = {
      id: 0,
      code: '',
      email: `khong-co-${Date.now()}@example.vn`,
      password: 'matkhau123',
      token: '',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(nobody, WRONG)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    expect(await warnings(nobody)).toHaveLength(0);
  });

  it('trusts no browser of the old password after a reset, and lets the owner in at once', async () => {
    const owner = await createCustomer(t.app);
    const browser = deviceCookieOf(await signIn(owner, owner.password));
    for (let i = 0; i < 11; i++) await signIn(owner, WRONG);
    await askPasswordReset(t.app, owner.email);
    // The warning and the reset mail are delivered by whichever worker takes each first.
    const mail = (await mailboxOf(owner)).find((sent) => sent.text.includes('reset-password/'));
    const resetId = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetId).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/account/resetpassword/${resetId}`,
      payload: { Password: 'matkhaumoi1', ConfirmPassword: 'matkhaumoi1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = await signIn(owner, 'matkhaumoi1');
    expect(fresh.statusCode).toBe(200);
    // The old browser is a stranger now: its guesses count on the account again.
    for (let i = 0; i < 10; i++) await signIn(owner, WRONG, browser);
    expect((await signIn(owner, 'matkhaumoi1', browser)).statusCode).toBe(429);
  });
});
