import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The SePay key the e2e server is started with (playwright.config.ts): a throwaway value for a
 * throwaway database, not a secret.
 */
export const SEPAY_API_KEY = 'e2e-sepay-key-0123456789';

let sequence = 0;

export interface SepayTransfer {
  content: string;
  amount: number;
  /** The company account the money reached (the seed's accounts, settings.defaults.ts). */
  accountNumber: string;
}

/** SePay's notification of one incoming transfer, as SePay posts it (DESIGN §4). */
export function sepayPayload(transfer: SepayTransfer) {
  sequence += 1;
  const id = Date.now() * 100 + (sequence % 100);
  return {
    id,
    gateway: 'Vietcombank',
    // The bank's time as SePay writes it: Vietnam's (UTC+7), without a zone.
    transactionDate: new Date(Date.now() + 7 * 3_600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' '),
    accountNumber: transfer.accountNumber,
    subAccount: null,
    code: null,
    content: transfer.content,
    transferType: 'in',
    transferAmount: transfer.amount,
    accumulated: 0,
    referenceCode: `FT${id}`,
    description: `BankAPINotify ${transfer.content}`,
  };
}

/** Posts a notification with the configured key and expects SePay's `{"success": true}`. */
export async function postSepay(
  request: APIRequestContext,
  payload: ReturnType<typeof sepayPayload>,
) {
  const response = await request.post('/api/webhooks/sepay', {
    headers: { authorization: `Apikey ${SEPAY_API_KEY}` },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
}
