import { describe, expect, it } from 'vitest';
import {
  CONSOLE_AREAS,
  fillMessage,
  messages as text,
  mayOpen,
  STAFF_ROLES,
  type StaffRole,
  type StaffRow,
} from '@app/shared';
import { staffMember } from '@app/shared/testing';
import { consoleRoutesOf, type ConsoleRoute } from './plugins/auth.js';
import { createCustomer } from './test/factories.js';
import { testAppForFile } from './test/file-app.js';

const t = testAppForFile();

/** A call that can change nothing: ids no record has, and an empty body where one is taken. */
function probe(route: ConsoleRoute) {
  return {
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, '999999'),
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
  };
}

const routeName = (route: ConsoleRoute) => `${route.method} ${route.url}`;

describe('who may call /api/admin (DESIGN §12)', () => {
  it('finds every console route in the app, each naming an area of the shared table', () => {
    const routes = consoleRoutesOf(t.app);
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter((route) => !route.area).map(routeName)).toEqual([]);
    for (const route of routes) expect(CONSOLE_AREAS).toContain(route.area);
  });

  it('answers each role 403 exactly where its areas stop, generated from the routes', async () => {
    const desk = t.journeys();
    const tokens = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES) tokens.set(role, (await staffMember(desk, role)).token);
    const customer = await createCustomer(t.app);
    const expected: string[] = [];
    const answered: string[] = [];
    for (const route of consoleRoutesOf(t.app)) {
      for (const [role, token] of [...tokens, ['customer', customer.token] as const]) {
        const response = await t.as(token)(probe(route));
        expect(response.statusCode, `${routeName(route)} as ${role}`).toBeLessThan(500);
        const allowed = route.area !== undefined && mayOpen(role, route.area);
        expected.push(`${routeName(route)} ${role}: ${allowed ? 'mở' : '403'}`);
        answered.push(`${routeName(route)} ${role}: ${response.statusCode === 403 ? '403' : 'mở'}`);
        if (response.statusCode === 403)
          expect(response.json()).toEqual({ Message: text.forbidden });
      }
    }
    expect(answered).toEqual(expected);
  });

  it('keeps the desks apart where it matters', async () => {
    const desk = t.journeys();
    const as = async (role: StaffRole) => t.as((await staffMember(desk, role)).token);
    const warehouse = await as('warehouse');
    const accountant = await as('accountant');
    const buyer = await as('buyer');
    const support = await as('support');
    const staff = await as('staff');
    // A warehouse worker cannot approve a withdrawal; an accountant reaches the queue.
    expect(
      (await warehouse({ method: 'PUT', url: '/api/admin/withdrawals/1/approve' })).statusCode,
    ).toBe(403);
    expect((await accountant({ url: '/api/admin/withdrawals' })).statusCode).toBe(200);
    expect((await warehouse({ url: '/api/admin/bags' })).statusCode).toBe(200);
    expect((await warehouse({ url: '/api/admin/deposits' })).statusCode).toBe(403);
    expect((await buyer({ url: '/api/admin/orders' })).statusCode).toBe(200);
    expect((await buyer({ url: '/api/admin/bank-transfers' })).statusCode).toBe(403);
    expect((await support({ url: '/api/admin/customers' })).statusCode).toBe(200);
    expect((await support({ url: '/api/admin/complaints' })).statusCode).toBe(200);
    expect((await support({ url: '/api/admin/audit' })).statusCode).toBe(403);
    // Every staff member sees the menu's queue counts; only an admin changes settings and staff.
    for (const member of [warehouse, accountant, buyer, support, staff]) {
      expect((await member({ url: '/api/admin/queue-counts' })).statusCode).toBe(200);
      expect((await member({ url: '/api/admin/settings' })).statusCode).toBe(403);
      expect(
        (await member({ method: 'POST', url: '/api/admin/staff', payload: {} })).statusCode,
      ).toBe(403);
    }
  });
});

describe('staff roles and warehouses', () => {
  const postStaff = (body: Record<string, unknown>) =>
    t.asAdmin({
      method: 'POST',
      url: '/api/admin/staff',
      payload: {
        Email: `vai.tro.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.vn`,
        FullName: 'Trần Văn Kho',
        Phone: '0977123456',
        Password: 'nhanvien123',
        ...body,
      },
    });

  it('keeps a warehouse worker’s warehouse, and none for the other roles', async () => {
    const worker = await postStaff({ Role: 'warehouse', WarehouseId: 2 });
    expect(worker.statusCode, worker.body).toBe(200);
    expect(worker.json<StaffRow>()).toMatchObject({ Role: 'warehouse', WarehouseId: 2 });
    const accountant = await postStaff({ Role: 'accountant', WarehouseId: 2 });
    expect(accountant.json<StaffRow>()).toMatchObject({ Role: 'accountant', WarehouseId: null });
    const china = await postStaff({ Role: 'warehouse' });
    expect(china.json<StaffRow>()).toMatchObject({ Role: 'warehouse', WarehouseId: null });

    const moved = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/staff/${worker.json<StaffRow>().Id}`,
      payload: { FullName: 'Trần Văn Kho', Phone: '0977123456', Role: 'warehouse', WarehouseId: 1 },
    });
    expect(moved.json<StaffRow>()).toMatchObject({ WarehouseId: 1 });
  });

  it('refuses an unknown warehouse and an unknown role with a sentence', async () => {
    const unknown = await postStaff({ Role: 'warehouse', WarehouseId: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ WarehouseId: [text.staffWarehouseUnknown] });
    const role = await postStaff({ Role: 'boss' });
    expect(role.json()).toEqual({ Role: [text.roleInvalid] });
  });

  it('lets a Vietnamese warehouse’s worker receive into their own warehouse only', async () => {
    const desk = t.journeys();
    const hanoi = await staffMember(desk, 'warehouse', 1);
    const other = await t.as(hanoi.token)({
      method: 'POST',
      url: '/api/admin/transports/receive-vietnam',
      payload: { TransportCode: 'SF000111222', WarehouseId: 2 },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual([fillMessage(text.otherWarehouse, { warehouse: 'Kho Hà Nội' })]);
    const bag = await t.as(hanoi.token)({
      method: 'PUT',
      url: '/api/admin/bags/999999/receive-vietnam',
      payload: { WarehouseId: 2 },
    });
    expect(bag.json()).toEqual([fillMessage(text.otherWarehouse, { warehouse: 'Kho Hà Nội' })]);
    // Their own warehouse goes on to the scan itself (an unknown code: not this refusal).
    const own = await t.as(hanoi.token)({
      method: 'POST',
      url: '/api/admin/transports/receive-vietnam',
      payload: { TransportCode: 'SF000111222', WarehouseId: 1 },
    });
    expect(own.body).not.toContain('chỉ nhận hàng vào kho của mình');
    // Their own profile in the portal does not move them to another warehouse.
    const profile = await t.as(hanoi.token)({
      method: 'POST',
      url: '/api/customer/updateuserinfo',
      payload: { FullName: 'Trần Văn Kho', Phone: '0912000111', Address: '', WarehouseId: 2 },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ WarehouseId: 1, WarehouseName: 'Kho Hà Nội' });
    const still = await t.as(hanoi.token)({
      method: 'POST',
      url: '/api/admin/transports/receive-vietnam',
      payload: { TransportCode: 'SF000111222', WarehouseId: 2 },
    });
    expect(still.json()).toEqual([fillMessage(text.otherWarehouse, { warehouse: 'Kho Hà Nội' })]);
    // The Chinese warehouse's workers and the all-round staff choose any warehouse.
    const china = await staffMember(desk, 'warehouse');
    const anywhere = await t.as(china.token)({
      method: 'PUT',
      url: '/api/admin/bags/999999/receive-vietnam',
      payload: { WarehouseId: 2 },
    });
    expect(anywhere.statusCode).toBe(404);
  });
});
