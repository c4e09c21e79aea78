import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages as text } from '@app/shared';
import { sessions, users } from '../../db/schema.js';
import { asUser, createCustomer, login } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const userInfo = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/customer/userinfo', headers });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const validProfile = {
  FullName: 'Nguyễn Văn An',
  Phone: '+84 901 234 567',
  Address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  WarehouseId: 2,
  Avatar: 'https://cdn.example.vn/an.png',
};

describe('userinfo', () => {
  it('answers every field of the profile', async () => {
    const customer = await createCustomer(t.app, { Phone: '0912345678', WarehouseId: 1 });
    const response = await asUser(t.app, customer.token)({ url: '/api/customer/userinfo' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      Id: customer.id,
      Code: customer.code,
      UserName: customer.email,
      Email: customer.email,
      Phone: '0912345678',
      FullName: '',
      Address: '',
      Avatar: '',
      WarehouseId: 1,
      WarehouseName: 'Kho Hà Nội',
      Level: 0,
      LevelName: 'Thường',
    });
    expect(customer.code).toMatch(/^KH\d{6}$/);
    expect(new Date(String(body.CreatedDate)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('PasswordHash');
  });

  it('answers 401 without a header, with a forged token and with a malformed header', async () => {
    const customer = await createCustomer(t.app);
    for (const response of [
      await userInfo(),
      await userInfo(bearer('gia-mao-khong-ton-tai-0123456789abcdefghijklmnop')),
      await userInfo({ authorization: customer.token }),
      await userInfo({ authorization: `Basic ${customer.token}` }),
      await userInfo({ authorization: 'Bearer' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Message: text.unauthorized });
    }
    expect((await userInfo(bearer(customer.token))).statusCode).toBe(200);
  });

  it('answers 401 for an expired session', async () => {
    const customer = await createCustomer(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, customer.id));
    const response = await userInfo(bearer(customer.token));
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  const sessionFor = async (userId: number) => {
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    return rows.sort((a, b) => b.id - a.id)[0];
  };
  const loginWith = (UserName: string, Password: string, RememberMe?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { UserName, Password, ...(RememberMe === undefined ? {} : { RememberMe }) },
    });

  it('keeps a session about 1 day without RememberMe and about 30 days with it', async () => {
    const customer = await createCustomer(t.app);
    const daysLeft = async () => {
      const session = await sessionFor(customer.id);
      return ((session?.expiresAt.getTime() ?? 0) - Date.now()) / DAY_MS;
    };
    expect((await loginWith(customer.email, customer.password, false)).statusCode).toBe(200);
    expect(await daysLeft()).toBeCloseTo(1, 1);
    expect((await loginWith(customer.email, customer.password, true)).statusCode).toBe(200);
    expect(await daysLeft()).toBeCloseTo(30, 1);
    expect((await loginWith(customer.email, customer.password)).statusCode).toBe(200);
    expect(await daysLeft()).toBeCloseTo(30, 1);
  });

  it('logs out with an empty JSON body and revokes only that session', async () => {
    const customer = await createCustomer(t.app);
    const second = await login(t.app, customer.email, customer.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { ...bearer(customer.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveProperty('Message');
    expect((await userInfo(bearer(customer.token))).statusCode).toBe(401);
    expect((await userInfo(bearer(second))).statusCode).toBe(200);
  });
});

describe('updateuserinfo', () => {
  const update = (token: string, payload: Record<string, unknown>) =>
    asUser(t.app, token)({ method: 'POST', url: '/api/customer/updateuserinfo', payload });

  it('saves the profile and answers it', async () => {
    const customer = await createCustomer(t.app);
    const response = await update(customer.token, validProfile);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...validProfile, WarehouseName: 'Kho TP. Hồ Chí Minh', Id: customer.id };
    expect(response.json()).toMatchObject(expected);
    const reread = await userInfo(bearer(customer.token));
    expect(reread.json()).toMatchObject(expected);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.fullName).toBe(validProfile.FullName);
    expect(row?.warehouseId).toBe(2);
  });

  it.each([
    ['Phone', { Phone: '' }, text.phoneRequired],
    ['Phone', { Phone: 'abc' }, text.phoneInvalid],
    ['FullName', { FullName: 'a'.repeat(101) }, text.fullNameTooLong],
    ['Avatar', { Avatar: 'ftp://x' }, text.avatarInvalid],
    ['WarehouseId', { WarehouseId: undefined }, text.warehouseRequired],
    ['WarehouseId', { WarehouseId: 999 }, text.warehouseUnknown],
  ])('refuses a wrong %s with its message (%j)', async (field, change, message) => {
    const customer = await createCustomer(t.app);
    const response = await update(customer.token, { ...validProfile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.fullName).toBe('');
  });

  it('ignores fields it does not know, such as Role and Email', async () => {
    const customer = await createCustomer(t.app);
    const response = await update(customer.token, {
      ...validProfile,
      Role: 'admin',
      Email: 'ke-gian@example.vn',
      Level: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe('customer');
    expect(row?.email).toBe(customer.email);
    expect(row?.level).toBe(0);
    expect(response.json()).toMatchObject({ Email: customer.email, Role: 'customer', Level: 0 });
  });
});

describe('changepassword', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    asUser(t.app, token)({ method: 'POST', url: '/api/customer/changepassword', payload });

  it('refuses a wrong current password', async () => {
    const customer = await createCustomer(t.app);
    const response = await change(customer.token, {
      OldPassword: 'khong-dung',
      NewPassword: 'matkhaumoi456',
      ConfirmPassword: 'matkhaumoi456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ OldPassword: [text.oldPasswordWrong] });
  });

  it('refuses a new password equal to the current one', async () => {
    const customer = await createCustomer(t.app);
    const response = await change(customer.token, {
      OldPassword: customer.password,
      NewPassword: customer.password,
      ConfirmPassword: customer.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NewPassword: [text.newPasswordSameAsOld] });
  });

  it('refuses a confirmation that does not match', async () => {
    const customer = await createCustomer(t.app);
    const response = await change(customer.token, {
      OldPassword: customer.password,
      NewPassword: 'matkhaumoi456',
      ConfirmPassword: 'matkhaumoi457',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ConfirmPassword: [text.confirmPasswordMismatch] });
  });

  it('changes the password, keeps the caller signed in and ends the other sessions', async () => {
    const customer = await createCustomer(t.app);
    const other = await login(t.app, customer.email, customer.password);
    const response = await change(customer.token, {
      OldPassword: customer.password,
      NewPassword: 'matkhaumoi456',
      ConfirmPassword: 'matkhaumoi456',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: text.changePasswordDone });
    expect((await userInfo(bearer(customer.token))).statusCode).toBe(200);
    expect((await userInfo(bearer(other))).statusCode).toBe(401);
    const fresh = await login(t.app, customer.email, 'matkhaumoi456');
    expect((await userInfo(bearer(fresh))).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { UserName: customer.email, Password: customer.password },
    });
    expect(old.statusCode).toBe(400);
  });
});

describe('getsettingdefault', () => {
  it('answers the settings, the unread count and the welcome message', async () => {
    const customer = await createCustomer(t.app);
    const response = await asUser(
      t.app,
      customer.token,
    )({ url: '/api/customer/getsettingdefault' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      Settings: Record<string, unknown> & { CustomerLevels: { Name: string }[] };
      TotalMessage: number;
      Messages: { MessageTypeName: string; Note: string; IsRead: boolean }[];
    }>();
    for (const key of [
      'CurrentRate',
      'FeeBuyer',
      'DepositPercent',
      'BankAccounts',
      'Contacts',
      'NotifySite',
      'ExtensionLink',
      'CustomerLevels',
    ]) {
      expect(body.Settings, key).toHaveProperty(key);
    }
    expect(body.Settings.CurrentRate).toBe(3650);
    expect(body.Settings.CustomerLevels[0]?.Name).toBe('Thường');
    expect(body.TotalMessage).toBe(1);
    expect(body.Messages).toHaveLength(1);
    expect(body.Messages[0]).toMatchObject({ MessageTypeName: 'Hệ thống', IsRead: false });
    expect(body.Messages[0]?.Note).toContain(customer.code);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/customer/getsettingdefault' });
    expect(response.statusCode).toBe(401);
  });

  // The deposit screen promises confirmation within a minute only where a bank notifies us.
  it('says whether deposits confirm automatically, without giving away a key', async () => {
    const autoConfirm = async (app: TestApp) => {
      const customer = await createCustomer(app.app);
      const response = await asUser(
        app.app,
        customer.token,
      )({
        url: '/api/customer/getsettingdefault',
      });
      expect(response.statusCode).toBe(200);
      return { body: response.body, value: response.json<{ Settings: Record<string, unknown> }>() };
    };
    const plain = await autoConfirm(t);
    expect(plain.value.Settings.AutoConfirmDeposits).toBe(false);

    const key = 'sepay-key-of-the-settings-test-0001';
    const sepay = await createTestApp({ env: { SEPAY_API_KEY: key } });
    const casso = await createTestApp({
      env: { CASSO_CHECKSUM_KEY: 'casso-key-of-the-test-0001' },
    });
    try {
      const withSepay = await autoConfirm(sepay);
      expect(withSepay.value.Settings.AutoConfirmDeposits).toBe(true);
      expect(withSepay.body).not.toContain(key);
      expect((await autoConfirm(casso)).value.Settings.AutoConfirmDeposits).toBe(true);
    } finally {
      await Promise.all([sepay.close(), casso.close()]);
    }
  });
});
