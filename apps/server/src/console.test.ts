import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillMessage,
  formatVnd,
  messages as text,
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AuditRow,
  type MailRow,
  type Settings,
  type StaffRow,
} from '@app/shared';
import { askPasswordReset, createCustomer, login, type TestCustomer } from './test/factories.js';
import {
  declareDeposit,
  expectLedgerConsistent,
  financeMessages,
  fund,
  withdrawalPayload,
} from './test/money.js';
import { previewAndImport } from './test/statements.js';
import { TEST_ADMIN } from './test/test-config.js';
import { testAppForFile } from './test/file-app.js';

const t = testAppForFile();

type Method = 'GET' | 'POST' | 'PUT';
interface Route {
  method: Method;
  url: string;
  payload?: unknown;
}

const send = (token: string | null, route: Route) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    ...(route.payload === undefined ? {} : { payload: route.payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** POST /api/admin/staff as the seeded admin, with `facts` over a valid account's. */
const postStaff = (facts: { Email: string; Role: string }) =>
  send(t.admin, {
    method: 'POST',
    url: '/api/admin/staff',
    payload: { FullName: 'Lê Thị Hỗ Trợ', Phone: '0977123456', Password: 'nhanvien123', ...facts },
  });

async function createStaff(role: 'staff' | 'admin' = 'staff') {
  const email = `nhanvien.${role}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.vn`;
  const response = await postStaff({ Email: email, Role: role });
  expect(response.statusCode, response.body).toBe(200);
  const row = response.json<StaffRow>();
  return { ...row, token: await login(t.app, email, 'nhanvien123') };
}

async function auditRows(query: Record<string, string> = {}): Promise<AuditRow[]> {
  const response = await t.asAdmin({
    url: '/api/admin/audit',
    query: { take: '100', ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: AuditRow[] }>().Items;
}

describe('staff accounts', () => {
  it('the seeded admin creates staff, who sign in and work the console', async () => {
    const staff = await createStaff();
    expect(staff).toMatchObject({ Role: 'staff', FullName: 'Lê Thị Hỗ Trợ', IsLocked: false });
    const list = await send(t.admin, { method: 'GET', url: '/api/admin/staff' });
    expect(list.json<StaffRow[]>().map((row) => row.Id)).toContain(staff.Id);
    expect(list.json<StaffRow[]>().map((row) => row.Email)).toContain(TEST_ADMIN.email);
    const customers = await t.as(staff)({ url: '/api/admin/customers' });
    expect(customers.statusCode).toBe(200);
    const settings = await t.as(staff)({ url: '/api/admin/settings' });
    expect(settings.statusCode).toBe(403);
    const creates = await send(staff.token, {
      method: 'POST',
      url: '/api/admin/staff',
      payload: { Email: 'khong.duoc.tao@example.vn', Role: 'admin' },
    });
    expect(creates.statusCode).toBe(403);

    const [audit] = await auditRows({ entity: 'staff', entityId: staff.Code });
    expect(audit).toMatchObject({
      ActorEmail: TEST_ADMIN.email,
      Action: 'staff.create',
      After: { Email: staff.Email, Role: 'staff', FullName: 'Lê Thị Hỗ Trợ' },
    });
  });

  it('refuses a taken email and an unknown role', async () => {
    const customer = await createCustomer(t.app);
    const taken = await postStaff({ Email: customer.email.toUpperCase(), Role: 'staff' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ Email: [text.emailTaken] });
    const role = await postStaff({ Email: 'vai.tro@example.vn', Role: 'customer' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toEqual({ Role: [text.roleInvalid] });
  });
});

describe('customers', () => {
  let first: TestCustomer;
  let second: TestCustomer;
  beforeAll(async () => {
    first = await createCustomer(t.app, { Email: 'tim.kiem.mot@example.vn', Phone: '0911222001' });
    second = await createCustomer(t.app, { Email: 'tim.kiem.hai@example.vn', Phone: '0911222002' });
  });

  const search = (query: Record<string, string>) =>
    t.asAdmin({ url: '/api/admin/customers', query });
  const ids = (body: { Items: AdminCustomerRow[] }) => body.Items.map((row) => row.Id);

  it('finds a customer by code, email prefix or phone prefix, and pages', async () => {
    const byCode = (await search({ keyword: first.code.toLowerCase() })).json<{
      Items: AdminCustomerRow[];
      Total: number;
    }>();
    expect(byCode.Total).toBe(1);
    expect(byCode.Items[0]).toMatchObject({
      Id: first.id,
      Code: first.code,
      Email: 'tim.kiem.mot@example.vn',
      Phone: '0911222001',
      Balance: 0,
      IsLocked: false,
      SupporterId: null,
    });
    const byEmail = (await search({ keyword: 'TIM.KIEM.' })).json<{
      Items: AdminCustomerRow[];
      Total: number;
    }>();
    expect(byEmail.Total).toBe(2);
    expect(ids(byEmail)).toEqual([second.id, first.id]);
    const byPhone = (await search({ keyword: '0911222' })).json<{ Items: AdminCustomerRow[] }>();
    expect(ids(byPhone)).toEqual([second.id, first.id]);
    expect(ids((await search({ keyword: '0911222002' })).json())).toEqual([second.id]);
    const page = (await search({ keyword: 'tim.kiem', skip: '1', take: '1' })).json<{
      Items: AdminCustomerRow[];
      Total: number;
    }>();
    expect(page.Total).toBe(2);
    expect(ids(page)).toEqual([first.id]);
    // Not a substring search, and wildcards are plain characters.
    expect((await search({ keyword: 'kiem.mot' })).json()).toMatchObject({ Total: 0 });
    expect((await search({ keyword: '%' })).json()).toMatchObject({ Total: 0 });
    // Staff are not customers.
    expect((await search({ keyword: TEST_ADMIN.email })).json()).toMatchObject({ Total: 0 });
    const all = (await search({})).json<{ Total: number }>();
    expect(all.Total).toBeGreaterThanOrEqual(2);
  });

  it('shows one customer with balance, pending withdrawals and warehouse; 404 otherwise', async () => {
    await fund(t.app, t.admin, first, 700_000);
    await t.as(first)({
      method: 'POST',
      url: '/api/customer/withdrawal',
      payload: withdrawalPayload(200_000),
    });
    const detail = await t.asAdmin({ url: `/api/admin/customers/${first.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<AdminCustomerDetail>()).toMatchObject({
      Id: first.id,
      Code: first.code,
      Balance: 700_000,
      PendingWithdrawals: 200_000,
      Level: 0,
      LevelName: 'Thường',
      WarehouseName: 'Kho Hà Nội',
      Address: '',
    });
    const transactions = await t.asAdmin({
      url: `/api/admin/customers/${first.id}/transactions`,
    });
    expect(transactions.json()).toMatchObject({ Total: 1, Items: [{ Amount: 700_000 }] });
    const staff = await createStaff();
    for (const id of [999_999, staff.Id]) {
      expect((await t.asAdmin({ url: `/api/admin/customers/${id}` })).statusCode).toBe(404);
      const ledger = await t.asAdmin({ url: `/api/admin/customers/${id}/transactions` });
      expect(ledger.statusCode).toBe(404);
    }
  });

  it('assigns a supporter who must be staff, and unassigns', async () => {
    const staff = await createStaff();
    const assign = (SupporterId: unknown) =>
      t.asAdmin({
        method: 'PUT',
        url: `/api/admin/customers/${second.id}/supporter`,
        payload: { SupporterId },
      });
    const assigned = await assign(staff.Id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<AdminCustomerDetail>()).toMatchObject({
      SupporterId: staff.Id,
      SupporterName: 'Lê Thị Hỗ Trợ',
    });
    const dashboard = await t.as(second)({ url: '/api/order/getdashboard' });
    expect(dashboard.json<{ Supporter: unknown }>().Supporter).toMatchObject({
      Name: 'Lê Thị Hỗ Trợ',
      Email: staff.Email,
    });
    for (const invalid of [first.id, 999_999, 'abc']) {
      const refused = await assign(invalid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ SupporterId: [text.supporterInvalid] });
    }
    expect((await assign(null)).json<AdminCustomerDetail>().SupporterId).toBeNull();
    const notFound = await t.asAdmin({
      method: 'PUT',
      url: '/api/admin/customers/999999/supporter',
      payload: { SupporterId: staff.Id },
    });
    expect(notFound.statusCode).toBe(404);

    const rows = await auditRows({ entity: 'customer', entityId: second.code });
    const supporterRows = rows.filter((row) => row.Action === 'customer.assign-supporter');
    expect(supporterRows.map((row) => [row.Before, row.After])).toEqual([
      [{ SupporterId: staff.Id }, { SupporterId: null }],
      [{ SupporterId: null }, { SupporterId: staff.Id }],
    ]);
    // Staff read who was assigned, not '#12'.
    const supporterName = `Lê Thị Hỗ Trợ (${staff.Email})`;
    expect(supporterRows.map((row) => row.Names)).toEqual([
      { [`user:${staff.Id}`]: supporterName },
      { [`user:${staff.Id}`]: supporterName },
    ]);
  });

  it('locks an account: it cannot sign in and its sessions end; unlocking restores sign-in', async () => {
    const customer = await createCustomer(t.app);
    const lock = (Locked: boolean) =>
      t.asAdmin({
        method: 'PUT',
        url: `/api/admin/customers/${customer.id}/lock`,
        payload: { Locked },
      });
    const locked = await lock(true);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<AdminCustomerDetail>().IsLocked).toBe(true);
    const session = await t.as(customer)({ url: '/api/customer/userinfo' });
    expect(session.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { UserName: customer.email, Password: customer.password },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual([text.accountLocked]);

    expect((await lock(false)).json<AdminCustomerDetail>().IsLocked).toBe(false);
    const token = await login(t.app, customer.email, customer.password);
    expect((await t.as(token)({ url: '/api/customer/userinfo' })).statusCode).toBe(200);
    const rows = await auditRows({ entity: 'customer', entityId: customer.code });
    expect(rows.map((row) => [row.Action, row.Before, row.After])).toEqual([
      ['customer.unlock', { IsLocked: true }, { IsLocked: false }],
      ['customer.lock', { IsLocked: false }, { IsLocked: true }],
    ]);
  });

  it('adjusts a balance with a mandatory reason and never below zero', async () => {
    const customer = await createCustomer(t.app);
    const adjust = (payload: object, id = customer.id) =>
      t.asAdmin({
        method: 'POST',
        url: `/api/admin/customers/${id}/adjust`,
        payload,
      });
    expect((await adjust({ Amount: 100_000 })).json()).toEqual({ Reason: [text.reasonRequired] });
    expect((await adjust({ Amount: 0, Reason: 'x' })).json()).toEqual({
      Amount: [text.adjustmentZero],
    });
    expect((await adjust({ Amount: 100_000, Reason: 'x' }, 999_999)).statusCode).toBe(404);
    const credited = await adjust({ Amount: 100_000, Reason: 'Thưởng khách hàng thân thiết' });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json()).toEqual({ Balance: 100_000 });
    const overdraw = await adjust({ Amount: -130_000, Reason: 'Thu phí lưu kho' });
    expect(overdraw.statusCode).toBe(400);
    expect(overdraw.json()).toEqual([
      fillMessage(text.insufficientBalance, {
        shortfall: formatVnd(30_000),
        balance: formatVnd(100_000),
      }),
    ]);
    expect((await adjust({ Amount: -100_000, Reason: 'Thu phí lưu kho' })).json()).toEqual({
      Balance: 0,
    });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(0);
    const notes = (await financeMessages(t.app, customer)).map((row) => row.Note);
    expect(notes[0]).toContain(`−${formatVnd(100_000)}`);
    expect(notes[0]).toContain('Lý do: Thu phí lưu kho');
    expect(notes[1]).toContain(`+${formatVnd(100_000)}`);
    const rows = await auditRows({ entity: 'customer', entityId: customer.code });
    expect(rows.map((row) => [row.Action, row.Before, row.After])).toEqual([
      [
        'wallet.adjust',
        { Balance: 100_000 },
        { Balance: 0, Amount: -100_000, Reason: 'Thu phí lưu kho' },
      ],
      [
        'wallet.adjust',
        { Balance: 0 },
        { Balance: 100_000, Amount: 100_000, Reason: 'Thưởng khách hàng thân thiết' },
      ],
    ]);
  });
});

describe('settings editor', () => {
  const current = async () => {
    const response = await t.asAdmin({ url: '/api/admin/settings' });
    expect(response.statusCode).toBe(200);
    return response.json<Settings>();
  };
  const save = (settings: object) =>
    t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings });

  it('takes effect at once for customers and the public pages, and is audited', async () => {
    const before = await current();
    expect(before.CurrentRate).toBe(3650);
    const next: Settings = {
      ...before,
      CurrentRate: 3725,
      NotifySite: 'Nghỉ Tết từ 28/01',
      BankAccounts: [
        ...before.BankAccounts,
        {
          Id: 9,
          BankName: 'ACB',
          BankBin: '970416',
          AccountNumber: '123456789',
          AccountName: 'CONG TY TNHH HANG TQ',
          Branch: '',
        },
      ],
    };
    const saved = await save(next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(next);
    expect(await current()).toEqual(next);

    const customer = await createCustomer(t.app);
    const defaults = await t.as(customer)({ url: '/api/customer/getsettingdefault' });
    expect(defaults.json<{ Settings: Settings }>().Settings).toMatchObject({
      CurrentRate: 3725,
      NotifySite: 'Nghỉ Tết từ 28/01',
    });
    const dashboard = await t.as(customer)({ url: '/api/order/getdashboard' });
    expect(dashboard.json()).toMatchObject({ CurrentRate: 3725 });
    const publicSettings = await t.app.inject({ url: '/api/account/getpublicsettings' });
    expect(publicSettings.json<Settings>().BankAccounts.map((row) => row.Id)).toEqual([1, 2, 3, 9]);
    // The new company account can be used for a deposit straight away.
    const deposit = await declareDeposit(t.app, customer, 100_000, 9);
    expect(deposit.VietQR).toContain('970416');

    const [audit] = await auditRows({ entity: 'settings' });
    expect(audit).toMatchObject({
      ActorEmail: TEST_ADMIN.email,
      Action: 'settings.update',
      Before: { CurrentRate: 3650, NotifySite: '', BankAccounts: before.BankAccounts },
      After: {
        CurrentRate: 3725,
        NotifySite: 'Nghỉ Tết từ 28/01',
        BankAccounts: next.BankAccounts,
      },
    });
    expect(Object.keys(audit?.After as object).sort()).toEqual([
      'BankAccounts',
      'CurrentRate',
      'NotifySite',
    ]);
    // Saving the same values writes no audit row.
    expect((await save(next)).statusCode).toBe(200);
    expect(await auditRows({ entity: 'settings' })).toHaveLength(1);
  });

  it('keeps the FeeBuyer ranges in the order staff wrote them (first match wins)', async () => {
    const before = await current();
    // A jsonb column would hand these back sorted by key length ('100000001-0' second); the
    // order is part of the rule.
    const FeeBuyer = {
      '0-2000000': 3,
      '2000001-20000000': 2.5,
      '20000001-100000000': 2,
      '100000001-0': 1.5,
    };
    expect((await save({ ...before, FeeBuyer })).statusCode).toBe(200);
    expect(Object.keys((await current()).FeeBuyer)).toEqual(Object.keys(FeeBuyer));
    const customer = await createCustomer(t.app);
    const defaults = await t.as(customer)({ url: '/api/customer/getsettingdefault' });
    expect(Object.keys(defaults.json<{ Settings: Settings }>().Settings.FeeBuyer)).toEqual(
      Object.keys(FeeBuyer),
    );
    expect((await save(before)).statusCode).toBe(200);
  });

  it('refuses invalid values with field messages and keeps the old ones', async () => {
    const before = await current();
    const rate = await save({ ...before, CurrentRate: 0 });
    expect(rate.statusCode).toBe(400);
    expect(rate.json()).toEqual({ CurrentRate: [text.rateInvalid] });
    const range = await save({ ...before, FeeBuyer: { ...before.FeeBuyer, abc: 2 } });
    expect(range.statusCode).toBe(400);
    expect(Object.values(range.json<Record<string, string[]>>()).flat()).toContain(
      fillMessage(text.rangeKeyInvalid, { key: 'abc' }),
    );
    const bin = await save({
      ...before,
      BankAccounts: [{ ...before.BankAccounts[0], BankBin: '12' }],
    });
    expect(bin.statusCode).toBe(400);
    expect(Object.values(bin.json<Record<string, string[]>>()).flat()).toContain(
      text.bankBinInvalid,
    );
    const noBanks = await save({ ...before, BankAccounts: [] });
    expect(noBanks.json()).toEqual({ BankAccounts: [text.bankAccountsRequired] });
    const percent = await save({ ...before, DepositPercent: 101 });
    expect(percent.json()).toEqual({ DepositPercent: [text.percentInvalid] });
    expect(await current()).toEqual(before);
  });
});

describe('mail outbox', () => {
  it('lists the password-reset mail a customer asked for, never the link that works', async () => {
    const customer = await createCustomer(t.app);
    const forgot = await askPasswordReset(t.app, customer.email, '10.9.0.1');
    expect(forgot.statusCode, forgot.body).toBe(200);
    const staff = await createStaff();
    const response = await t.as(staff)({ url: '/api/admin/mails' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ Items: MailRow[]; Total: number }>();
    const mail = body.Items.find((row) => row.To === customer.email);
    expect(mail).toBeDefined();
    expect(mail?.Subject).toBe('Đổi mật khẩu tài khoản');
    await t.runJobs();
    const sent = t.sentMail.find((row) => row.to === customer.email);
    const token = /reset-password\/([\w-]+)/.exec(sent?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(response.body).not.toContain(token);
    expect(mail?.Body).not.toMatch(/reset-password\/[\w-]/);
    expect(body.Total).toBeGreaterThanOrEqual(1);
    const page = await t.as(staff)({ url: '/api/admin/mails', query: { take: '1' } });
    expect(page.json<{ Items: MailRow[] }>().Items).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('keeps a row with actor, action, before and after for every money action', async () => {
    const staff = await createStaff();
    const customer = await createCustomer(t.app);
    const as = t.as(staff);
    const approvedDeposit = await declareDeposit(t.app, customer, 900_000);
    const rejectedDeposit = await declareDeposit(t.app, customer, 10_000);
    const importedDeposit = await declareDeposit(t.app, customer, 20_000);
    expect(
      (await as({ method: 'PUT', url: `/api/admin/deposits/${approvedDeposit.Id}/approve` }))
        .statusCode,
    ).toBe(200);
    await as({
      method: 'PUT',
      url: `/api/admin/deposits/${rejectedDeposit.Id}/reject`,
      payload: { Reason: 'Trùng yêu cầu' },
    });
    const { applied } = await previewAndImport(t.app, staff.token, {
      Csv: `05/10/2025,20000,${importedDeposit.TransferContent},REF-AUDIT-1`,
    });
    expect(applied.Lines).toMatchObject([{ DepositCode: importedDeposit.Code }]);
    const withdraw = async () =>
      (
        await t.as(customer)({
          method: 'POST',
          url: '/api/customer/withdrawal',
          payload: withdrawalPayload(100_000),
        })
      ).json<{ Id: number; Code: string }>();
    const paid = await withdraw();
    const refused = await withdraw();
    await as({ method: 'PUT', url: `/api/admin/withdrawals/${paid.Id}/approve` });
    await as({
      method: 'PUT',
      url: `/api/admin/withdrawals/${refused.Id}/reject`,
      payload: { Reason: 'Sai số tài khoản' },
    });
    await as({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/adjust`,
      payload: { Amount: -20_000, Reason: 'Phí kiểm hàng' },
    });

    const rows = (await auditRows()).filter((row) => row.ActorEmail === staff.Email);
    const find = (action: string, entityId: string) =>
      rows.find((row) => row.Action === action && row.EntityId === entityId);
    expect(find('deposit.approve', approvedDeposit.Code)).toMatchObject({
      Entity: 'deposit',
      Before: { Status: 0 },
      After: { Status: 1, Amount: 900_000, Source: 'nhân viên duyệt' },
    });
    expect(find('deposit.reject', rejectedDeposit.Code)).toMatchObject({
      Before: { Status: 0 },
      After: { Status: 2, Reason: 'Trùng yêu cầu' },
    });
    expect(find('deposit.approve', importedDeposit.Code)).toMatchObject({
      After: { Status: 1, Amount: 20_000, Source: 'sao kê ngân hàng' },
    });
    expect(find('statement.import', '')).toMatchObject({
      Entity: 'statement',
      After: { Confirmed: 1, AlreadyUsed: 0, Unmatched: 0, Amount: 20_000 },
    });
    expect(find('withdrawal.approve', paid.Code)).toMatchObject({
      Before: { Status: 0 },
      After: { Status: 1, Amount: 100_000 },
    });
    expect(find('withdrawal.reject', refused.Code)).toMatchObject({
      Before: { Status: 0 },
      After: { Status: 2, Reason: 'Sai số tài khoản' },
    });
    expect(find('wallet.adjust', customer.code)).toMatchObject({
      Before: { Balance: 820_000 },
      After: { Balance: 800_000, Amount: -20_000, Reason: 'Phí kiểm hàng' },
    });
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(new Date(row.CreatedDate).getTime()).toBeGreaterThan(0);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(800_000);
  });

  it('filters by entity and pages', async () => {
    const all = await t.asAdmin({ url: '/api/admin/audit', query: { take: '2' } });
    const body = all.json<{ Items: AuditRow[]; Total: number }>();
    expect(body.Items).toHaveLength(2);
    expect(body.Total).toBeGreaterThan(2);
    const deposits = await auditRows({ entity: 'deposit' });
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((row) => row.Entity === 'deposit')).toBe(true);
  });
});
