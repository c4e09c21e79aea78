import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages as text } from '@app/shared';
import { mailOutbox, passwordResets } from '../../db/schema.js';
import { rowsOfResult } from '../../db/rows.js';
import {
  askPasswordReset,
  createCustomer,
  login,
  type TestCustomer,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HIDDEN_SECRET } from '../mail/mailer.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Each call comes from its own address so the per-address limit never interferes.
let address = 0;
const forgot = (email: string, remoteAddress = `10.1.0.${++address}`) =>
  askPasswordReset(t.app, email, remoteAddress);

const outboxFor = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

const reset = (token: string, Password: string, ConfirmPassword = Password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/resetpassword/${token}`,
    payload: { Password, ConfirmPassword },
  });

const attemptLogin = (UserName: string, Password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { UserName, Password } });

const userInfoStatus = async (token: string) =>
  (
    await t.app.inject({
      url: '/api/customer/userinfo',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

const LINK = /http:\/\/portal\.test\/#\/reset-password\/([\w-]+)/;

/** The mailbox once the job queue has delivered what was written so far. */
const mailboxOf = async (email: string) => {
  await t.runJobs();
  return t.sentMail.filter((mail) => mail.to === email);
};

/** Asks for a link for the customer and reads it from the mail the customer received. */
async function resetLinkFor(customer: TestCustomer): Promise<string> {
  const before = (await mailboxOf(customer.email)).length;
  const response = await forgot(customer.email);
  expect(response.statusCode, response.body).toBe(200);
  const mails = await mailboxOf(customer.email);
  expect(mails).toHaveLength(before + 1);
  const token = LINK.exec(mails[mails.length - 1]?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in: ${mails[mails.length - 1]?.text}`);
  return token;
}

describe('sendforgotpassword', () => {
  it('answers the same message for a known and an unknown email', async () => {
    const customer = await createCustomer(t.app);
    const known = await forgot(customer.email);
    const unknown = await forgot('khong-ai-ca@example.vn');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ Message: text.forgotPasswordSent });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails a reset link to a known email and nothing for an unknown one', async () => {
    const customer = await createCustomer(t.app);
    await forgot(customer.email);
    expect(await mailboxOf(customer.email)).toHaveLength(1);
    expect((await mailboxOf(customer.email))[0]?.text).toMatch(LINK);
    expect(await outboxFor(customer.email)).toHaveLength(1);

    await forgot('nguoi-la@example.vn');
    expect(await mailboxOf('nguoi-la@example.vn')).toHaveLength(0);
    expect(await outboxFor('nguoi-la@example.vn')).toHaveLength(0);
  });

  it('keeps the mail in the outbox with the link hidden: only the recipient can use it', async () => {
    const customer = await createCustomer(t.app);
    const token = await resetLinkFor(customer);
    const [kept] = await outboxFor(customer.email);
    expect(kept?.bodyText).toContain(HIDDEN_SECRET);
    expect(kept?.bodyText).not.toContain(token);
    expect(kept?.bodyText).not.toMatch(LINK);
    expect(kept).toMatchObject({ attempts: 1, error: null, failedAt: null });
    expect(kept?.sentAt).toBeInstanceOf(Date);
    // The job that carried the link to the SMTP server is deleted with its delivery.
    const jobs = await t.db.execute(
      sql`select data::text as data from pgboss.job union all select data::text from pgboss.archive`,
    );
    expect(JSON.stringify(rowsOfResult(jobs))).not.toContain(token);
  });

  it('refuses an invalid and an empty email with the spec messages', async () => {
    const invalid = await forgot('khong-phai-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ Email: [text.emailInvalid] });
    const empty = await forgot('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ Email: [text.emailRequired] });
  });

  it('limits requests for one email to three an hour with 429 and Retry-After', async () => {
    const customer = await createCustomer(t.app);
    for (let i = 0; i < 3; i++) expect((await forgot(customer.email)).statusCode).toBe(200);
    const blocked = await forgot(customer.email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxFor(customer.email)).toHaveLength(3);
  });
});

describe('checkresetpassword', () => {
  it('shows the email of the link masked', async () => {
    const customer = await createCustomer(t.app);
    const token = await resetLinkFor(customer);
    const response = await t.app.inject({ url: `/api/account/checkresetpassword/${token}` });
    expect(response.statusCode).toBe(200);
    const { Email } = response.json<{ Email: string }>();
    const [name, domain] = customer.email.split('@');
    expect(Email.startsWith(name?.slice(0, 2) ?? '?')).toBe(true);
    expect(Email).toContain('*');
    expect(Email.endsWith(`@${domain}`)).toBe(true);
    expect(Email).not.toBe(customer.email);
  });

  it('refuses an unknown link', async () => {
    const response = await t.app.inject({ url: '/api/account/checkresetpassword/khong-co-that' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.resetLinkInvalid]);
  });
});

describe('resetpassword', () => {
  it('sets the new password, ends every session and works only once', async () => {
    const customer = await createCustomer(t.app);
    const otherSession = await login(t.app, customer.email, customer.password);
    const token = await resetLinkFor(customer);

    const response = await reset(token, 'matkhaumoi456');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: text.resetPasswordDone });

    expect(await userInfoStatus(customer.token)).toBe(401);
    expect(await userInfoStatus(otherSession)).toBe(401);
    const fresh = await login(t.app, customer.email, 'matkhaumoi456');
    expect(await userInfoStatus(fresh)).toBe(200);
    const old = await attemptLogin(customer.email, customer.password);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual([text.loginFailed]);

    const again = await reset(token, 'matkhaukhac789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([text.resetLinkInvalid]);
    expect((await attemptLogin(customer.email, 'matkhaukhac789')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const customer = await createCustomer(t.app);
    const token = await resetLinkFor(customer);
    const expired = await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.userId, customer.id))
      .returning({ id: passwordResets.id });
    expect(expired).toHaveLength(1);

    const check = await t.app.inject({ url: `/api/account/checkresetpassword/${token}` });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual([text.resetLinkInvalid]);
    const response = await reset(token, 'matkhaumoi456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.resetLinkInvalid]);
    // The password did not change.
    expect(await userInfoStatus(await login(t.app, customer.email, customer.password))).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const response = await reset('khong-co-that', 'matkhaumoi456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.resetLinkInvalid]);
  });

  it('refuses a confirmation that does not match, leaving the link usable', async () => {
    const customer = await createCustomer(t.app);
    const token = await resetLinkFor(customer);
    const response = await reset(token, 'matkhaumoi456', 'matkhaumoi457');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ConfirmPassword: [text.confirmPasswordMismatch] });
    expect((await reset(token, 'matkhaumoi456')).statusCode).toBe(200);
  });
});

describe('secrets and the log', () => {
  it('never writes a working reset link or token to the log, with or without SMTP', async () => {
    const log: string[] = [];
    const quiet = await createTestApp({ log, noSmtp: true });
    try {
      const customer = await createCustomer(quiet.app);
      const asked = await askPasswordReset(quiet.app, customer.email);
      expect(asked.statusCode).toBe(200);
      // Without SMTP the mail does not leave the server; the outbox says a mail was kept.
      expect(quiet.sentMail).toHaveLength(0);
      const [kept] = await quiet.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, customer.email));
      expect(kept?.bodyText).toContain(HIDDEN_SECRET);
      // The token exists only hashed in the database; take one through the same path a user would.
      const token = 'a'.repeat(43);
      await quiet.app.inject({ url: `/api/account/checkresetpassword/${token}` });
      await quiet.app.inject({
        method: 'POST',
        url: `/api/account/resetpassword/${token}`,
        payload: { Password: 'matkhau-moi', ConfirmPassword: 'matkhau-moi' },
      });
      const text = log.join('\n');
      expect(text).toContain('mail kept in outbox');
      expect(text).toContain('/api/account/resetpassword/[ẩn]');
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/reset-password\/[\w-]{10,}/);
      expect(text).not.toContain('matkhau-moi');
    } finally {
      await quiet.close();
    }
  });
});
