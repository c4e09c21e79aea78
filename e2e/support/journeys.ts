import type { APIRequestContext } from '@playwright/test';
import { deskOver, type Desk } from '@app/shared/testing';

/**
 * The shared journeys (packages/shared/src/testing/journeys.ts) through Playwright's request
 * context: the server tests run the same ones through app.inject, so a screen's test starts from
 * goods reached by the same calls.
 */
export {
  complaintOn,
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
export const deskOf = (request: APIRequestContext, staff: string): Desk =>
  deskOver(async ({ method, url, headers, body }) => {
    const response = await request.fetch(url, { method, headers, ...(body && { data: body }) });
    return { status: response.status(), text: await response.text() };
  }, staff);
