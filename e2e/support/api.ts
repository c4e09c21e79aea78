import { expect, type APIRequestContext } from '@playwright/test';

/** A customer made for one test only, so tests never share state. */
export interface Customer {
  email: string;
  password: string;
  phone: string;
  /** '' leaves the customer nameless, as the spec's registration does (the portal then asks). */
  fullName?: string;
}

/**
 * The name customers made here answer the portal's first question with: a customer without one
 * is asked for it after signing in (delivery-addresses.spec.ts), which would cover other screens.
 */
export const CUSTOMER_NAME = 'Khách Thử Nghiệm';

/** Saves `fullName` through customer/updateuserinfo, the rest of the profile as it is. */
export async function nameCustomer(request: APIRequestContext, token: string, fullName: string) {
  const headers = { authorization: `Bearer ${token}` };
  const info = (await (await request.get('/api/customer/userinfo', { headers })).json()) as {
    Phone: string;
    Address: string;
    WarehouseId: number | null;
    Avatar: string;
  };
  const saved = await request.post('/api/customer/updateuserinfo', {
    headers,
    data: {
      FullName: fullName,
      Phone: info.Phone,
      Address: info.Address,
      WarehouseId: info.WarehouseId,
      Avatar: info.Avatar,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

let counter = 0;

/** Unique per run, per worker and per call: the database lives for the whole run. */
export function uniqueEmail(prefix = 'khach'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}.${stamp}@e2e.test`;
}

export async function firstWarehouseId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/account/getwarehouses');
  expect(response.ok()).toBe(true);
  const warehouses = (await response.json()) as Array<{ Id: number }>;
  expect(warehouses.length).toBeGreaterThan(0);
  return warehouses[0]!.Id;
}

/** Registers a customer straight through the API (spec §7: Username equals Email). */
export async function registerCustomer(
  request: APIRequestContext,
  overrides: Partial<Customer> = {},
): Promise<Customer> {
  const customer: Customer = {
    email: uniqueEmail(),
    password: 'Matkhau@123',
    phone: '0901234567',
    ...overrides,
  };
  const response = await request.post('/api/account/register', {
    data: {
      Email: customer.email,
      Username: customer.email,
      Password: customer.password,
      ConfirmPassword: customer.password,
      Phone: customer.phone,
      WarehouseId: await firstWarehouseId(request),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const fullName = customer.fullName ?? CUSTOMER_NAME;
  if (fullName) await nameCustomer(request, await apiLogin(request, customer), fullName);
  return customer;
}

/** A session token obtained without the browser (for ?token= links and server-side revocation). */
export async function apiLogin(request: APIRequestContext, customer: Customer): Promise<string> {
  const response = await request.post('/api/account/login', {
    data: { UserName: customer.email, Password: customer.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  expect(token).toBeTruthy();
  return token;
}

/** The admin account the e2e server is started with (playwright.config.ts): a throwaway. */
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin@12345' };

export async function tokenOf(request: APIRequestContext, userName: string, password: string) {
  const response = await request.post('/api/account/login', {
    data: { UserName: userName, Password: password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Money in the wallet the way production puts it there: a deposit staff approve. */
export async function fund(request: APIRequestContext, customer: Customer, amount: number) {
  const headers = {
    authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}`,
  };
  const created = await request.post('/api/customer/deposit', {
    headers,
    data: { Amount: amount, BankAccountId: 1 },
  });
  const { Id } = (await created.json()) as { Id: number };
  const staff = { authorization: `Bearer ${await tokenOf(request, ADMIN.email, ADMIN.password)}` };
  expect((await request.put(`/api/admin/deposits/${Id}/approve`, { headers: staff })).ok()).toBe(
    true,
  );
}
