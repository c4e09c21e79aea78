import type { FastifyInstance } from 'fastify';
import type { ApiCall, Desk } from '@app/shared/testing';

/**
 * The shared journeys (packages/shared/src/testing/journeys.ts: a customer, an order, a
 * consignment or a slip in any state, a staff member) run here through app.inject; the
 * end-to-end tests run the same journeys through Playwright's request context.
 */
export {
  consignmentIn,
  fundedCustomer,
  newCustomer,
  orderIn,
  slipOf,
  staffMember,
  type Desk,
  type JourneyCustomer,
  type JourneyGoods,
} from '@app/shared/testing';

/** The journeys' desk on a test app: calls through app.inject, staff steps as `staff`. */
export function deskOf(app: FastifyInstance, staff: string): Desk {
  const call: ApiCall = async ({ method = 'GET', url, token, body }) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    // Always JSON, a bare string too (sendforgotpassword's body is `"email"`).
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body}`);
    }
    return (response.body ? response.json() : undefined) as never;
  };
  return { call, staff };
}
