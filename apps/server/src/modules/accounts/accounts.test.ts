import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages as text } from '@app/shared';
import { messages, users, wallets } from '../../db/schema.js';
import { createCustomer, login, postJsonText } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/register', payload });

/** A registration every rule accepts but the ones `facts` break. */
const registration = (facts: Record<string, unknown>) => ({
  Password: 'matkhau123',
  ConfirmPassword: 'matkhau123',
  Phone: '0901',
  WarehouseId: 1,
  ...facts,
});

/** account/login as it answers, from `remoteAddress` if given (the throttle counts per address). */
const signIn = (UserName: string, Password: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { UserName, Password },
    ...(remoteAddress && { remoteAddress }),
  });

describe('getwarehouses and public settings', () => {
  it('lists the seeded warehouses with their descriptions', async () => {
    const response = await t.app.inject({ url: '/api/account/getwarehouses' });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ Id: number; Name: string; Description: string }[]>();
    expect(rows.map((row) => row.Name)).toEqual(['Kho Hà Nội', 'Kho TP. Hồ Chí Minh']);
    expect(rows[0]?.Description).toContain('Hà Nội');
  });

  it('gives the login footer three offices and the bank accounts', async () => {
    const response = await t.app.inject({ url: '/api/account/getpublicsettings' });
    const body = response.json<{ Contacts: { Offices: unknown[] }; BankAccounts: unknown[] }>();
    expect(body.Contacts.Offices).toHaveLength(3);
    expect(body.BankAccounts.length).toBeGreaterThan(0);
  });
});

describe('register', () => {
  it('creates the customer with a code, a wallet and a welcome message', async () => {
    const email = 'Moi.Khach@Example.vn';
    const response = await register(
      registration({ Email: email, Username: email, Phone: '0901234567', WarehouseId: 2 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { Id, Code } = response.json<{ Id: number; Code: string }>();
    expect(Code).toBe(`KH${String(Id).padStart(6, '0')}`);
    const [user] = await t.db.select().from(users).where(eq(users.id, Id));
    expect(user?.email).toBe('moi.khach@example.vn');
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, Id));
    expect(wallet?.balance).toBe(0);
    const inbox = await t.db.select().from(messages).where(eq(messages.customerId, Id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.note).toContain(Code);
  });

  it('answers every broken rule with its field and exact message', async () => {
    const response = await register({
      Email: 'khong-phai-email',
      Password: '123',
      ConfirmPassword: '',
      Phone: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Email: [text.emailInvalid],
      Password: [text.passwordLength],
      ConfirmPassword: [text.confirmPassword],
      Phone: [text.phoneRequired],
      WarehouseId: [text.warehouseRequired],
    });
  });

  it('refuses a confirmation that does not match', async () => {
    const response = await register(
      registration({ Email: 'khop@example.vn', ConfirmPassword: 'matkhau124' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ConfirmPassword: [text.confirmPassword] });
  });

  it('refuses an email already used, whatever its case', async () => {
    const first = await createCustomer(t.app);
    const response = await register(registration({ Email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Email: [text.emailTaken] });
  });

  it('refuses a warehouse that does not exist', async () => {
    const response = await register(registration({ Email: 'kho@example.vn', WarehouseId: 999 }));
    expect(response.json()).toEqual({ WarehouseId: [text.warehouseUnknown] });
  });

  it('refuses a body that is not JSON with a Vietnamese list message', async () => {
    const response = await postJsonText(t.app, '/api/account/register', '{"Email":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.bodyInvalid]);
  });
});

describe('login', () => {
  it('answers a token for the right password, case-insensitive user name', async () => {
    const customer = await createCustomer(t.app);
    const token = await login(t.app, customer.email.toUpperCase(), customer.password);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('answers one and the same message for a wrong password and an unknown account', async () => {
    const customer = await createCustomer(t.app);
    const wrong = await signIn(customer.email, 'sai-mat-khau');
    const unknown = await signIn('khong-co@example.vn', 'sai-mat-khau');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([text.loginFailed]);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the login form with the spec messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      UserName: [text.userNameRequired],
      Password: [text.passwordRequired],
    });
  });

  it('refuses a locked account even with the right password', async () => {
    const customer = await createCustomer(t.app);
    await t.db.update(users).set({ isLocked: true }).where(eq(users.id, customer.id));
    const response = await signIn(customer.email, customer.password);
    expect(response.json()).toEqual([text.accountLocked]);
    const old = await t.app.inject({
      url: '/api/customer/userinfo',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('answers a locked account the same whether the password is right or wrong', async () => {
    const customer = await createCustomer(t.app);
    await t.db.update(users).set({ isLocked: true }).where(eq(users.id, customer.id));
    const attempt = (Password: string) => signIn(customer.email, Password, '10.0.5.1');
    const right = await attempt(customer.password);
    const wrong = await attempt('sai-mat-khau');
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.body).toBe(right.body);
  });

  it('does not let a stranger lock the owner out: failures count per account and address', async () => {
    const customer = await createCustomer(t.app);
    const attempt = (Password: string, remoteAddress: string) =>
      signIn(customer.email, Password, remoteAddress);
    for (let i = 0; i < 5; i++) await attempt('sai-mat-khau', '10.0.6.66');
    expect((await attempt('sai-mat-khau', '10.0.6.66')).statusCode).toBe(429);
    expect((await attempt(customer.password, '10.0.6.66')).statusCode).toBe(429);
    // The owner, from their own address, signs in as usual.
    expect((await attempt(customer.password, '10.0.6.1')).statusCode).toBe(200);
  });

  it('limits wrong current passwords on changepassword', async () => {
    const customer = await createCustomer(t.app);
    const change = (OldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/changepassword',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { OldPassword, NewPassword: 'matkhau-moi-1', ConfirmPassword: 'matkhau-moi-1' },
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change(`sai-${i}-mat-khau`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ OldPassword: [text.oldPasswordWrong] });
    }
    const blocked = await change(customer.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed attempts per account with 429 and Retry-After', async () => {
    const customer = await createCustomer(t.app);
    const attempt = (password: string) => signIn(customer.email, password, '10.0.0.1');
    for (let i = 0; i < 5; i++) expect((await attempt('sai-mat-khau')).statusCode).toBe(400);
    const blocked = await attempt(customer.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<string[]>()[0]).toMatch(/thử lại sau 15 phút/);
  });

  it('limits failed attempts per address across accounts', async () => {
    const attempt = (n: number) => signIn(`ai-do-${n}@example.vn`, 'sai-mat-khau', '10.0.0.2');
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(400);
    expect((await attempt(99)).statusCode).toBe(429);
    // Another address is not affected.
    const other = await signIn('ai-do@example.vn', 'sai-mat-khau', '10.0.0.3');
    expect(other.statusCode).toBe(400);
  });
});
