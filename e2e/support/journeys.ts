import type { APIRequestContext } from '@playwright/test';
import {
  fundWallet,
  deskOver,
  newCustomer as registeredCustomer,
  type Desk,
  type JourneyCustomer,
} from '@app/shared/testing';
import { CUSTOMER_NAME } from './api.js';

/**
 * The shared journeys (packages/shared/src/testing/journeys.ts) through Playwright's request
 * context: the server tests run the same ones through app.inject, so a screen's test starts from
 * goods reached by the same calls.
 */
export {
  complaintOn,
  consignmentIn,
  orderIn,
  slipOf,
  staffMember,
  type JourneyCustomer,
  type JourneyGoods,
} from '@app/shared/testing';

/** The journeys' desk on the e2e server: calls through `request`, staff steps as `staff`. */
export const deskOf = (request: APIRequestContext, staff: string): Desk =>
  deskOver(async ({ method, url, headers, body }) => {
    const response = await request.fetch(url, { method, headers, ...(body && { data: body }) });
    return { status: response.status(), text: await response.text() };
  }, staff);

/**
 * A new customer, signed in, with a name (CUSTOMER_NAME) as one who answered the portal's first
 * question: a nameless customer is asked for it after signing in, over whatever screen a test opens.
 */
export async function newCustomer(
  desk: Desk,
  facts: Parameters<typeof registeredCustomer>[1] = {},
): Promise<JourneyCustomer> {
  const customer = await registeredCustomer(desk, facts);
  const { Phone, Address, WarehouseId, Avatar } = await desk.call<{
    Phone: string;
    Address: string;
    WarehouseId: number | null;
    Avatar: string;
  }>({ url: '/api/customer/userinfo', token: customer.token });
  await desk.call({
    method: 'POST',
    url: '/api/customer/updateuserinfo',
    token: customer.token,
    body: { FullName: CUSTOMER_NAME, Phone, Address, WarehouseId, Avatar },
  });
  return customer;
}

/** A new customer as above with `amount` đồng in the wallet. */
export async function fundedCustomer(
  desk: Desk,
  amount = 20_000_000,
  facts: Parameters<typeof registeredCustomer>[1] = {},
): Promise<JourneyCustomer> {
  const customer = await newCustomer(desk, facts);
  await fundWallet(desk, customer, amount);
  return customer;
}
