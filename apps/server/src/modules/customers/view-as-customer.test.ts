import { describe, expect, it } from 'vitest';
import { messages } from '@app/shared';
import { asUser, createCustomer } from '../../test/factories.js';
import { fund, withdrawalPayload } from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';

const t = testAppForFile();

const openView = (customerId: number, token = t.admin) =>
  asUser(t.app, token)({ method: 'POST', url: `/api/admin/customers/${customerId}/view-as` });

describe('view as customer', () => {
  it('opens a read-only session on the customer through a #/login?token= link', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 250_000);
    const response = await openView(customer.id);
    expect(response.statusCode, response.body).toBe(200);
    const { token, Url } = response.json<{ token: string; Url: string }>();
    expect(Url).toBe(`http://portal.test/#/login?token=${encodeURIComponent(token)}`);

    const view = asUser(t.app, token);
    const info = await view({ url: '/api/customer/userinfo' });
    expect(info.json()).toMatchObject({ Id: customer.id, ViewOnly: true });
    expect((await view({ url: '/api/order/getdashboard' })).json()).toMatchObject({
      PocketMoney: 250_000,
    });
    const own = await asUser(t.app, customer.token)({ url: '/api/customer/userinfo' });
    expect(own.json()).toMatchObject({ ViewOnly: false });
  });

  it('refuses every change made through the view, with a message instead of signing out', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const { token } = (await openView(customer.id)).json<{ token: string }>();
    const view = asUser(t.app, token);
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/customer/withdrawal',
        payload: withdrawalPayload(100_000),
      },
      {
        method: 'POST' as const,
        url: '/api/customer/deposit',
        payload: { Amount: 100_000, BankAccountId: 1 },
      },
      { method: 'PUT' as const, url: '/api/customer/updatereadmessage', payload: { All: true } },
      {
        method: 'POST' as const,
        url: '/api/customer/changepassword',
        payload: {
          OldPassword: customer.password,
          NewPassword: 'matkhau999',
          ConfirmPassword: 'matkhau999',
        },
      },
    ];
    for (const attempt of attempts) {
      const response = await view(attempt);
      expect(response.statusCode, attempt.url).toBe(400);
      expect(response.json()).toEqual([messages.readOnlySession]);
    }
    // Nothing moved, and the view can still end itself.
    expect((await view({ url: '/api/customer/getwithdrawals' })).json()).toMatchObject({
      Total: 0,
    });
    expect((await view({ method: 'POST', url: '/api/customer/logout' })).statusCode).toBe(200);
    expect((await view({ url: '/api/customer/userinfo' })).statusCode).toBe(401);
  });

  it('decides read-only by the route that matched, not by how the URL ends', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const { token } = (await openView(customer.id)).json<{ token: string }>();
    const view = asUser(t.app, token);
    for (const url of [
      '/api/customer/withdrawal?/logout',
      '/api/customer/withdrawal?x=/logout',
      '/api/customer/withdrawal#/logout',
    ]) {
      const response = await view({ method: 'POST', url, payload: withdrawalPayload(100_000) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual([messages.readOnlySession]);
    }
    const own = asUser(t.app, customer.token);
    expect((await own({ url: '/api/customer/getwithdrawals' })).json()).toMatchObject({ Total: 0 });
  });

  it("keeps in the audit log, under the t.admin member's name, what the view tried and when it ended", async () => {
    const customer = await createCustomer(t.app);
    const { token } = (await openView(customer.id)).json<{ token: string }>();
    const view = asUser(t.app, token);
    await view({
      method: 'POST',
      url: '/api/customer/withdrawal?/logout',
      payload: withdrawalPayload(60_000),
    });
    await view({ method: 'POST', url: '/api/customer/logout' });
    const audit = await asUser(
      t.app,
      t.admin,
    )({ url: `/api/admin/audit?entity=customer&entityId=${customer.code}` });
    const rows = audit.json<{ Items: { Action: string; ActorEmail: string; After: unknown }[] }>()
      .Items;
    expect(rows.map((row) => row.Action)).toEqual([
      'customer.view-as.end',
      'customer.view-as.refused',
      'customer.view-as',
    ]);
    expect(rows[1]?.After).toMatchObject({ Method: 'POST', Route: '/api/customer/withdrawal' });
  });

  it('is for t.admin only, on customers only, and is audited', async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    expect((await openView(other.id, customer.token)).statusCode).toBe(403);
    expect((await openView(999_999)).statusCode).toBe(404);
    await openView(customer.id);
    const audit = await asUser(
      t.app,
      t.admin,
    )({ url: `/api/admin/audit?entity=customer&entityId=${customer.code}` });
    expect(audit.json<{ Items: { Action: string }[] }>().Items.map((row) => row.Action)).toContain(
      'customer.view-as',
    );
  });
});
