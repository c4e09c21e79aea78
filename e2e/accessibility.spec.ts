import { mkdirSync, writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { ADMIN, firstWarehouseId, fund, registerCustomer, tokenOf } from './support/api.js';
import { postSepay, sepayPayload } from './support/bank.js';
import { settle, signInByLink } from './support/ui.js';

/**
 * axe-core on every screen of the portal and the console, on a laptop (1366 px) and a phone
 * (390 px): the suite fails on any serious or critical WCAG 2.1 A/AA violation. The data the
 * screens show (orders in each state, a consignment, parcels, a delivery slip, a complaint,
 * queued requests, an unmatched transfer) is made through the API first, so lists have rows and
 * detail pages exist.
 */

const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Rules outside those tags (axe files them as experimental or best practice) held as strictly:
 * a control's accessible name contains its visible text (WCAG 2.5.3), every page has an h1.
 */
const ALSO_REQUIRED = ['label-content-name-mismatch', 'page-has-heading-one'];

interface Finding {
  rule: string;
  impact: string;
  page: string;
  width: number;
  target: string;
  help: string;
  count: number;
  /** Every element hit, with axe's reason (colours and ratio for contrast): for the JSON file. */
  nodes: Array<{ target: string; why: string }>;
}

interface World {
  customer: { email: string; password: string };
  orderId: number;
  consignmentId: number;
  parcelId: number;
  customerId: number;
  /** An open bag (bao), its page with the scan field. */
  bagId: number;
}

const run = Date.now().toString(36).toUpperCase().slice(-6);
const ORDER_PARCEL = `AX${run}01`;
const CONSIGNMENT_PARCEL = `AX${run}02`;
const DELIVERED_PARCEL = `AX${run}03`;
const UNCLAIMED_PARCEL = `AX${run}09`;

const bearer = async (request: APIRequestContext, email: string, password: string) => ({
  authorization: `Bearer ${await tokenOf(request, email, password)}`,
});

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return answer;
}

/** One customer with something on every screen, and the console's queues with a row each. */
async function buildWorld(request: APIRequestContext): Promise<World> {
  const customer = await registerCustomer(request);
  await fund(request, customer, 5_000_000);
  const headers = await bearer(request, customer.email, customer.password);
  const staff = await bearer(request, ADMIN.email, ADMIN.password);
  const warehouseId = await firstWarehouseId(request);

  // Two orders: one bought, shipped and received in Vietnam (awaiting its last payment), one
  // still awaiting its deposit; one item left in the cart.
  const addToCart = (ProductName: string, id: string) =>
    ok(
      request.post('/api/order/addtocart', {
        headers,
        data: {
          ShopName: 'Shop Giày Quảng Châu',
          ShopLink: 'https://shop.taobao.com',
          ProductName,
          ProductLink: `https://item.taobao.com/item.htm?id=${id}`,
          PriceCNY: 100,
          Quantity: 2,
        },
      }),
    );
  const orderFromCart = async () => {
    const carts = (await (await ok(request.get('/api/order/getcarts', { headers }))).json()) as {
      Items: { Id: number }[];
    };
    const ordered = await ok(request.put(`/api/order/orderbuy/${carts.Items[0]!.Id}`, { headers }));
    return ((await ordered.json()) as { Orders: { Id: number }[] }).Orders[0]!.Id;
  };
  await addToCart('Giày chạy bộ', '7001234567');
  const orderId = await orderFromCart();
  await ok(request.post('/api/order/updateorderdeposit', { headers, data: { Ids: [orderId] } }));
  const step = (action: string, data?: object) =>
    ok(request.put(`/api/admin/orders/${orderId}/${action}`, { headers: staff, data }));
  await step('start-buying');
  const detail = (await (
    await ok(request.get(`/api/order/getorderdetails/${orderId}`, { headers }))
  ).json()) as { Items: { Id: number }[] };
  await step('bought', {
    ShopOrderNumber: '3301-778899',
    InlandShippingCNY: 0,
    Items: detail.Items.map((item) => ({ Id: item.Id, PriceCNY: 100, QuantityBought: 2 })),
  });
  await step('shop-shipped', { TransportCodes: [ORDER_PARCEL] });
  await addToCart('Áo khoác gió', '7001234568');
  await orderFromCart();
  await addToCart('Mũ len', '7001234569');

  // Two consignments: one weighed in China only, one delivered to the customer's door.
  const consign = async (code: string, name: string) => {
    const created = await ok(
      request.post('/api/ordership/createordership', {
        headers,
        data: {
          WarehouseId: warehouseId,
          TransportCodes: [code],
          Items: [{ ProductName: name, Quantity: 2, PriceCNY: 50 }],
        },
      }),
    );
    return (await created.json()) as { Id: number; Code: string };
  };
  const consignment = await consign(CONSIGNMENT_PARCEL, 'Giày thể thao tự mua');
  const delivered = await consign(DELIVERED_PARCEL, 'Bình giữ nhiệt');

  const receiveChina = (TransportCode: string, Weight: number) =>
    ok(
      request.post('/api/admin/transports/receive-china', {
        headers: staff,
        data: { TransportCode, Weight },
      }),
    );
  await receiveChina(ORDER_PARCEL, 2);
  await receiveChina(CONSIGNMENT_PARCEL, 1.5);
  await receiveChina(DELIVERED_PARCEL, 1);
  await receiveChina(UNCLAIMED_PARCEL, 0.5);
  await ok(
    request.post('/api/admin/transports/ship', {
      headers: staff,
      data: { TransportCodes: [ORDER_PARCEL, DELIVERED_PARCEL] },
    }),
  );
  for (const TransportCode of [ORDER_PARCEL, DELIVERED_PARCEL]) {
    await ok(
      request.post('/api/admin/transports/receive-vietnam', {
        headers: staff,
        data: { TransportCode, WarehouseId: warehouseId },
      }),
    );
  }
  const slip = await ok(
    request.post('/api/order/createrequestdelivery', {
      headers,
      data: {
        ListOrders: [delivered.Code],
        ReceiverName: 'Nguyễn Thị Lan',
        ReceiverPhone: '0912345678',
        Address: '18 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
        Method: 1,
      },
    }),
  );
  expect(((await slip.json()) as { Code: string }).Code).toMatch(/^PGH/);

  // A complaint, a deposit and a withdrawal waiting for staff, and a transfer matching nobody.
  await ok(
    request.post('/api/order/addComplain', {
      headers,
      data: { OrderId: orderId, Type: 1, Content: 'Thiếu 1 đôi giày', RequestAmount: 50_000 },
    }),
  );
  await ok(
    request.post('/api/customer/deposit', { headers, data: { Amount: 300_000, BankAccountId: 1 } }),
  );
  await ok(
    request.post('/api/customer/withdrawal', {
      headers,
      data: {
        Amount: 200_000,
        BankName: 'Vietcombank',
        AccountNumber: '0123456789',
        AccountName: 'NGUYEN THI LAN',
      },
    }),
  );
  await postSepay(
    request,
    sepayPayload({
      content: `CHUYEN TIEN ${run}`,
      amount: 123_000,
      accountNumber: '0011004123456',
    }),
  );

  const parcels = (await (await ok(request.get('/api/order/transports', { headers }))).json()) as {
    Items: { Id: number }[];
  };
  const customers = (await (
    await ok(
      request.get(`/api/admin/customers?keyword=${encodeURIComponent(customer.email)}`, {
        headers: staff,
      }),
    )
  ).json()) as { Items: { Id: number }[] };
  const bag = (await (
    await ok(
      request.post('/api/admin/bags', {
        headers: staff,
        data: { DestinationWarehouseId: warehouseId },
      }),
    )
  ).json()) as { Id: number };
  return {
    customer,
    orderId,
    consignmentId: consignment.Id,
    parcelId: parcels.Items[0]!.Id,
    customerId: customers.Items[0]!.Id,
    bagId: bag.Id,
  };
}

let world: World;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  world = await buildWorld(request);
  await request.dispose();
});

/** A whole area's sweep: about 25 screens, up to ~12 s each when CI is busiest (3.1 min seen). */
const SWEEP_TIMEOUT_MS = 360_000;

/** `A11Y_SCREENSHOTS=<folder>`: every audited screen is also saved there, to be looked at. */
const SCREENSHOTS = process.env.A11Y_SCREENSHOTS;

async function audit(page: Page, name: string, findings: Finding[]) {
  await settle(page);
  const width = page.viewportSize()?.width ?? 0;
  if (SCREENSHOTS) {
    await page.screenshot({
      path: `${SCREENSHOTS}/${name}-${width}.png`,
      fullPage: true,
    });
  }
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(ALSO_REQUIRED.map((id) => [id, { enabled: true }])) })
    .withTags(TAGS)
    .analyze();
  for (const violation of results.violations) {
    const serious = violation.impact === 'serious' || violation.impact === 'critical';
    if (!serious && !ALSO_REQUIRED.includes(violation.id)) continue;
    findings.push({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      page: name,
      width,
      target: violation.nodes[0]?.target.join(' ') ?? '',
      help: violation.help,
      count: violation.nodes.length,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        why: node.failureSummary ?? '',
      })),
    });
  }
  // One h1 per screen: the page's own title, not one per card.
  const h1 = await page.locator('h1').count();
  if (h1 > 1) {
    findings.push({
      rule: 'one-h1',
      impact: 'moderate',
      page: name,
      width,
      target: 'h1',
      help: `The page has ${h1} h1 headings`,
      count: h1,
      nodes: [],
    });
  }
}

async function visit(page: Page, name: string, hash: string, findings: Finding[]) {
  await page.goto(`/#${hash}`);
  await expect(page).toHaveURL(new RegExp(`#${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await audit(page, name, findings);
}

/** Fails with one line per violation; also leaves the list in test-results for reading. */
function report(findings: Finding[], area: string, width: number) {
  const folder = 'test-results/axe';
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/${area}-${width}.json`, JSON.stringify(findings, null, 2));
  const lines = findings.map(
    (f) =>
      `${f.rule} (${f.impact}) on ${f.page} at ${f.width}px, ${f.count}×, e.g. ${f.target}: ${f.help}`,
  );
  expect(lines, lines.join('\n')).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await signInByLink(page, await tokenOf(page.request, email, password));
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the public screens have no serious accessibility violation', async ({ page }) => {
      const findings: Finding[] = [];
      await visit(page, 'login', '/login', findings);
      await visit(page, 'register', '/register', findings);
      await visit(page, 'reset-password', '/reset-password/khong-ton-tai', findings);
      await visit(page, 'error', '/error', findings);
      await visit(page, 'prices', '/prices', findings);
      report(findings, 'public', viewport.width);
    });

    test('every customer screen has no serious accessibility violation', async ({ page }) => {
      // A sweep of every screen, each settled and audited by axe (2–4 s on a busy 2-core CI
      // machine): its time grows with the screens, so it has its own allowance.
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const findings: Finding[] = [];
      await signIn(page, world.customer.email, world.customer.password);
      const screens: Array<[string, string]> = [
        ['dashboard', '/dashboard'],
        ['order-list', '/order'],
        ['order-cart', '/order/cart'],
        ['order-deposits', '/order/deposits'],
        ['order-wait-pay', '/order/wait-pay'],
        ['order-complaints', '/order/complaints'],
        ['order-detail', `/order/${world.orderId}`],
        ['order-ship-list', '/order-ship'],
        ['order-ship-detail', `/order-ship/${world.consignmentId}`],
        ['order-ship-statistic', '/order-ship/statistic-order-ship'],
        ['transport-create', '/transport/create'],
        ['transport-list', '/transport/list'],
        ['transport-detail', `/transport/${world.parcelId}`],
        ['transport-wait-pay', '/transport/transport-wait-pay'],
        ['delivery-request', '/delivery/transport-request-delivery'],
        ['delivery-list', '/delivery/list-request'],
        ['transaction-list', '/transaction/list'],
        ['transaction-deposit', '/transaction/deposit'],
        ['transaction-withdrawal', '/transaction/withdrawal'],
        ['user-info', '/user/user-info'],
        ['extension', '/extension'],
        ['change-password', '/user/change-password'],
        ['messages', '/message/list-messages'],
      ];
      for (const [name, hash] of screens) await visit(page, name, hash, findings);

      // The menus that open over a screen: the account menu, and the drawer on a phone.
      await visit(page, 'dashboard', '/dashboard', []);
      await page.getByRole('button', { name: /Tài khoản/ }).click();
      await expect(page.getByRole('menu').last()).toBeVisible();
      await audit(page, 'account-menu', findings);
      await page.keyboard.press('Escape');
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
        await audit(page, 'menu-drawer', findings);
      }
      report(findings, 'customer', viewport.width);
    });

    test('every console screen has no serious accessibility violation', async ({ page }) => {
      // A sweep of every screen, each settled and audited by axe (2–4 s on a busy 2-core CI
      // machine): its time grows with the screens, so it has its own allowance.
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const findings: Finding[] = [];
      await signIn(page, ADMIN.email, ADMIN.password);
      const screens: Array<[string, string]> = [
        ['admin-orders', '/admin/orders'],
        ['admin-order', `/admin/orders/${world.orderId}`],
        ['admin-receive-china', '/admin/warehouse/receive-china'],
        ['admin-ship', '/admin/warehouse/ship'],
        ['admin-receive-vietnam', '/admin/warehouse/receive-vietnam'],
        ['admin-bags', '/admin/bags'],
        ['admin-bag', `/admin/bags/${world.bagId}`],
        ['admin-parcels', '/admin/parcels'],
        ['admin-unclaimed', '/admin/parcels/unclaimed'],
        ['admin-consignments', '/admin/consignments'],
        ['admin-deliveries', '/admin/deliveries'],
        ['admin-complaints', '/admin/complaints'],
        ['admin-customers', '/admin/customers'],
        ['admin-customer', `/admin/customers/${world.customerId}`],
        ['admin-home', '/admin/home'],
        ['admin-deposits', '/admin/deposits'],
        ['admin-withdrawals', '/admin/withdrawals'],
        ['admin-bank-transfers', '/admin/bank-transfers'],
        ['admin-statement-import', '/admin/statement-import'],
        ['admin-vouchers', '/admin/vouchers'],
        ['admin-reports', '/admin/reports'],
        ['admin-reconciliation', '/admin/reports?tab=reconciliation'],
        ['admin-profit', '/admin/reports?tab=profit'],
        ['admin-receivables', '/admin/reports?tab=receivables'],
        ['admin-throughput', '/admin/reports?tab=throughput'],
        ['admin-settings', '/admin/settings'],
        ['admin-staff', '/admin/staff'],
        ['admin-rates', '/admin/rates'],
        ['admin-mails', '/admin/mails'],
        ['admin-notifications', '/admin/notifications'],
        ['admin-audit', '/admin/audit'],
        ['admin-extension-reports', '/admin/extension-reports'],
      ];
      for (const [name, hash] of screens) await visit(page, name, hash, findings);
      report(findings, 'console', viewport.width);
    });
  });
}
