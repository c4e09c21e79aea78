import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

let sequence = 0;

export interface TestCustomer {
  id: number;
  code: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a customer through the API and signs them in. */
export async function createCustomer(
  app: FastifyInstance,
  overrides: Partial<{ Email: string; Password: string; Phone: string; WarehouseId: number }> = {},
): Promise<TestCustomer> {
  sequence += 1;
  const payload = {
    Email: `khach${sequence}.${Date.now()}@example.vn`,
    Password: 'matkhau123',
    Phone: '0901234567',
    WarehouseId: 1,
    ...overrides,
  };
  const registered = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: { ...payload, ConfirmPassword: payload.Password, Username: payload.Email },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const { Id, Code } = registered.json<{ Id: number; Code: string }>();
  const token = await login(app, payload.Email, payload.Password);
  return { id: Id, code: Code, email: payload.Email, password: payload.Password, token };
}

export async function login(
  app: FastifyInstance,
  userName: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { UserName: userName, Password: password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** A request as the holder of `token`. */
export function asUser(app: FastifyInstance, token: string) {
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });
}

/** A POST whose body is `text` as it is, sent as JSON (a bare string, or one the parser refuses). */
export const postJsonText = (
  app: FastifyInstance,
  url: string,
  text: string,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
    ...(remoteAddress && { remoteAddress }),
  });

/** account/sendforgotpassword, whose body is the e-mail alone as a JSON string. */
export const askPasswordReset = (app: FastifyInstance, email: string, remoteAddress?: string) =>
  postJsonText(app, '/api/account/sendforgotpassword', JSON.stringify(email), remoteAddress);

/** Sets the name and phone a customer typed on their profile page. */
export async function setProfile(
  app: FastifyInstance,
  customer: TestCustomer,
  FullName: string,
  Phone: string,
) {
  const response = await asUser(
    app,
    customer.token,
  )({
    method: 'POST',
    url: '/api/customer/updateuserinfo',
    payload: { FullName, Phone, Address: '', WarehouseId: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
}
