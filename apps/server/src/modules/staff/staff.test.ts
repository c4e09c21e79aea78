import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as text, type AuditRow, type StaffRow } from '@app/shared';
import { asUser, createCustomer, login } from '../../test/factories.js';
import { adminToken } from '../../test/money.js';
import { TEST_ADMIN } from '../../test/test-config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const list = await asUser(t.app, admin)({ url: '/api/admin/staff' });
  adminId = list.json<StaffRow[]>().find((row) => row.Email === TEST_ADMIN.email)!.Id;
});
afterAll(async () => t.close());

let sequence = 0;
const PASSWORD = 'nhanvien123';

async function openStaff(role: 'staff' | 'admin' = 'staff') {
  sequence += 1;
  const email = `sua.nhan.vien.${sequence}.${Date.now()}@example.vn`;
  const response = await asUser(
    t.app,
    admin,
  )({
    method: 'POST',
    url: '/api/admin/staff',
    payload: {
      Email: email,
      FullName: 'Lê Văn Kho',
      Phone: '0977000111',
      Password: PASSWORD,
      Role: role,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const row = response.json<StaffRow>();
  return { ...row, token: await login(t.app, email, PASSWORD) };
}

const edit = (token: string, id: number, payload: object) =>
  asUser(t.app, token)({ method: 'PUT', url: `/api/admin/staff/${id}`, payload });
const lock = (token: string, id: number, Locked: boolean) =>
  asUser(t.app, token)({ method: 'PUT', url: `/api/admin/staff/${id}/lock`, payload: { Locked } });

async function auditOf(code: string): Promise<AuditRow[]> {
  const response = await asUser(
    t.app,
    admin,
  )({ url: '/api/admin/audit', query: { entity: 'staff', entityId: code } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: AuditRow[] }>().Items;
}

describe('an admin edits a staff account', () => {
  it('changes the name, phone and role, audited with before and after', async () => {
    const staff = await openStaff();
    const response = await edit(admin, staff.Id, {
      FullName: '  Lê Thị Kế Toán ',
      Phone: '0988 777 666',
      Role: 'admin',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffRow>()).toMatchObject({
      Id: staff.Id,
      Code: staff.Code,
      Email: staff.Email,
      FullName: 'Lê Thị Kế Toán',
      Phone: '0988 777 666',
      Role: 'admin',
      IsLocked: false,
    });
    const [audit] = await auditOf(staff.Code);
    expect(audit).toMatchObject({
      ActorEmail: TEST_ADMIN.email,
      Action: 'staff.update',
      Before: { FullName: 'Lê Văn Kho', Phone: '0977000111', Role: 'staff' },
      After: { FullName: 'Lê Thị Kế Toán', Phone: '0988 777 666', Role: 'admin' },
    });
    // The new role holds at once, on the session already open.
    const settings = await asUser(t.app, staff.token)({ url: '/api/admin/settings' });
    expect(settings.statusCode).toBe(200);
    expect(
      (await edit(admin, staff.Id, { ...response.json<StaffRow>(), Role: 'staff' })).statusCode,
    ).toBe(200);
    const refused = await asUser(t.app, staff.token)({ url: '/api/admin/settings' });
    expect(refused.statusCode).toBe(403);
  });

  it('answers broken fields, an unknown id and a customer’s id in Vietnamese, never a 5xx', async () => {
    const staff = await openStaff();
    const empty = await edit(admin, staff.Id, { FullName: ' ', Phone: '', Role: 'boss' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      FullName: [text.fullNameRequired],
      Phone: [text.phoneRequired],
      Role: [text.roleInvalid],
    });
    const valid = { FullName: 'Ai Đó', Phone: '0900000000', Role: 'staff' };
    const unknown = await edit(admin, 999_999, valid);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: text.notFound });
    const customer = await createCustomer(t.app);
    expect((await edit(admin, customer.id, valid)).statusCode).toBe(404);
    expect((await lock(admin, customer.id, true)).statusCode).toBe(404);
    const badId = await asUser(
      t.app,
      admin,
    )({ method: 'PUT', url: '/api/admin/staff/abc', payload: valid });
    expect(badId.statusCode).toBe(400);
    const noBody = await asUser(
      t.app,
      admin,
    )({ method: 'PUT', url: `/api/admin/staff/${staff.Id}/lock`, payload: {} });
    expect(noBody.statusCode).toBe(400);
  });

  it('lets an admin correct their own name but not their own role', async () => {
    const self = await edit(admin, adminId, {
      FullName: 'Quản trị viên chính',
      Phone: '0911000000',
      Role: 'admin',
    });
    expect(self.statusCode, self.body).toBe(200);
    const demoted = await edit(admin, adminId, {
      FullName: 'Quản trị viên chính',
      Phone: '0911000000',
      Role: 'staff',
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json()).toEqual([text.staffSelfRole]);
  });

  it('is refused to staff who are not admins', async () => {
    const staff = await openStaff();
    const other = await openStaff();
    expect(
      (await edit(staff.token, other.Id, { FullName: 'X', Phone: '0900000000', Role: 'admin' }))
        .statusCode,
    ).toBe(403);
    expect((await lock(staff.token, other.Id, true)).statusCode).toBe(403);
  });
});

describe('an admin locks a staff account', () => {
  it('ends every session at once and refuses the next sign-in, until unlocked', async () => {
    const staff = await openStaff();
    const secondSession = await login(t.app, staff.Email, PASSWORD);
    expect((await asUser(t.app, staff.token)({ url: '/api/admin/customers' })).statusCode).toBe(
      200,
    );

    const locked = await lock(admin, staff.Id, true);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<StaffRow>()).toMatchObject({ Id: staff.Id, IsLocked: true });
    for (const token of [staff.token, secondSession]) {
      const after = await asUser(t.app, token)({ url: '/api/admin/customers' });
      expect(after.statusCode).toBe(401);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { UserName: staff.Email, Password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual([text.accountLocked]);
    const list = await asUser(t.app, admin)({ url: '/api/admin/staff' });
    expect(list.json<StaffRow[]>().find((row) => row.Id === staff.Id)?.IsLocked).toBe(true);

    const unlocked = await lock(admin, staff.Id, false);
    expect(unlocked.json<StaffRow>()).toMatchObject({ IsLocked: false });
    const again = await login(t.app, staff.Email, PASSWORD);
    expect((await asUser(t.app, again)({ url: '/api/admin/customers' })).statusCode).toBe(200);

    const audit = await auditOf(staff.Code);
    expect(audit.slice(0, 2)).toMatchObject([
      { Action: 'staff.unlock', Before: { IsLocked: true }, After: { IsLocked: false } },
      { Action: 'staff.lock', Before: { IsLocked: false }, After: { IsLocked: true } },
    ]);
  });

  it('never lets an admin lock themself out', async () => {
    const refused = await lock(admin, adminId, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([text.staffSelfLock]);
    expect((await asUser(t.app, admin)({ url: '/api/admin/staff' })).statusCode).toBe(200);
    // Another admin may.
    const second = await openStaff('admin');
    const byOther = await lock(second.token, adminId, true);
    expect(byOther.statusCode, byOther.body).toBe(200);
    expect((await asUser(t.app, admin)({ url: '/api/admin/staff' })).statusCode).toBe(401);
    expect((await lock(second.token, adminId, false)).statusCode).toBe(200);
    admin = await adminToken(t.app);
  });
});
