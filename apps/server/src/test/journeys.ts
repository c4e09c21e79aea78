import type { FastifyInstance } from 'fastify';
import { deskOver, type Desk } from '@app/shared/testing';

/**
 * The shared journeys (packages/shared/src/testing/journeys.ts: a customer, an order, a
 * consignment or a slip in any state, a staff member) run here through app.inject; the
 * end-to-end tests run the same journeys through Playwright's request context.
 */
export {
  complaintOn,
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
export const deskOf = (app: FastifyInstance, staff: string): Desk =>
  deskOver(async ({ method, url, headers, body }) => {
    const response = await app.inject({ method, url, headers, ...(body && { payload: body }) });
    return { status: response.statusCode, text: response.body };
  }, staff);
