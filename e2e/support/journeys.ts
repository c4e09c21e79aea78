import type { APIRequestContext } from '@playwright/test';
import type { ApiCall, Desk } from '@app/shared/testing';

/**
 * The shared journeys (packages/shared/src/testing/journeys.ts) through Playwright's request
 * context: the server tests run the same ones through app.inject, so a screen's test starts from
 * goods reached by the same calls.
 */
export {
  consignmentIn,
  fundedCustomer,
  newCustomer,
  orderIn,
  slipOf,
  staffMember,
  type JourneyCustomer,
  type JourneyGoods,
} from '@app/shared/testing';

/** The journeys' desk on the e2e server: calls through `request`, staff steps as `staff`. */
export function deskOf(request: APIRequestContext, staff: string): Desk {
  const call: ApiCall = async ({ method = 'GET', url, token, body }) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    // Always JSON, a bare string too (sendforgotpassword's body is `"email"`).
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await request.fetch(url, {
      method,
      headers,
      ...(body !== undefined && { data: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok()) throw new Error(`${method} ${url} → ${response.status()}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };
  return { call, staff };
}
