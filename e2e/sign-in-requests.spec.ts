import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/api.js';
import { loginThroughUi } from './support/ui.js';

/**
 * Signing in reads the settings, the dashboard figures and the user's info once each: the login
 * reads them to fill the session, and the layout and the dashboard open on those answers.
 */
test('after sign-in each of getsettingdefault, getdashboard and userinfo is asked once', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const calls = new Map<string, number>();
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  await loginThroughUi(page, customer);
  await expect(page.getByText('Số dư ví')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of [
    '/api/customer/getsettingdefault',
    '/api/order/getdashboard',
    '/api/customer/userinfo',
  ]) {
    expect(calls.get(path), path).toBe(1);
  }
});
