import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  EXTENSION_ID,
  messages as text,
  type ExtensionConfig,
  type ExtensionReportRow,
} from '@app/shared';
import { auditLog, extensionReports, stateHistory } from '../../db/schema.js';
import { EXPORTED_TIME, consoleListOf } from '../../test/console-lists.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';

/**
 * The browser extension's calls (DESIGN §9): its configuration with and without a session, the
 * session a portal tab hands over, the pages it could not read and the console's queue of them.
 */

const t = testAppForFile();
const reports = consoleListOf(t, '/api/admin/extension-reports');

const config = async (token?: string) => {
  const response = await t.app.inject({
    url: '/api/extension/config',
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExtensionConfig>();
};

const addToCart = (customer: TestCustomer) =>
  t.as(customer)({
    method: 'POST',
    url: '/api/order/addtocart',
    payload: {
      ShopName: 'Shop Quần Áo Hàng Châu',
      ProductName: 'Áo khoác gió',
      ProductLink: 'https://item.taobao.com/item.htm?id=6543210987',
      PriceCNY: 100,
      Quantity: 1,
      Source: 'extension',
    },
  });

let sequence = 0;
/** A report from its own address (the throttle counts per address). */
const report = (payload: Record<string, unknown>, token?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/extension/report',
    payload,
    remoteAddress: remoteAddress ?? `203.0.113.${++sequence}`,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });

const page = (id: number) => ({
  Link: `https://detail.1688.com/offer/6123456789${id}.html?spm=a26`,
  Site: '1688',
  Version: '1.0.3',
  Reason: 'Không đọc được giá theo số lượng',
});

describe('extension/config', () => {
  it('answers without a session: the rate, the portal, the minimum version, not signed in', async () => {
    expect(await config()).toEqual({
      CurrentRate: 3650,
      SignedIn: false,
      UserName: '',
      NumberCarts: 0,
      PortalUrl: 'http://portal.test',
      MinVersion: '1.0.0',
    });
  });

  it("answers a customer's session with their name and carts", async () => {
    const customer = await createCustomer(t.app);
    expect((await addToCart(customer)).statusCode).toBe(200);
    expect(await config(customer.token)).toEqual({
      CurrentRate: 3650,
      SignedIn: true,
      UserName: customer.email,
      NumberCarts: 1,
      PortalUrl: 'http://portal.test',
      MinVersion: '1.0.0',
      SessionExpired: false,
    });
  });

  it('says when the token sent no longer opens a session, without a 401', async () => {
    const customer = await createCustomer(t.app);
    expect((await t.as(customer)({ method: 'POST', url: '/api/customer/logout' })).statusCode).toBe(
      200,
    );
    for (const token of [customer.token, 'khong-phai-token-nao-ca-0123456789abcdef']) {
      expect(await config(token)).toMatchObject({
        SignedIn: false,
        UserName: '',
        NumberCarts: 0,
        SessionExpired: true,
      });
    }
    // A staff member's session is valid, but has no cart to add to.
    expect(await config(t.admin)).toMatchObject({ SignedIn: false, SessionExpired: false });
  });

  it('answers the minimum version staff set, and refuses one that is not a version', async () => {
    const save = (ExtensionMinVersion: unknown) =>
      t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ExtensionMinVersion } });
    const saved = await save('1.2.0');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ExtensionMinVersion: '1.2.0' });
    expect((await config()).MinVersion).toBe('1.2.0');
    for (const bad of ['1.x', 'mới nhất', '', 2]) {
      const refused = await save(bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toEqual({ ExtensionMinVersion: [text.extensionVersionInvalid] });
    }
    expect((await save('1.0.0')).statusCode).toBe(200);
  });

  it('answers the extension across origins, and only the extension', async () => {
    const origin = `chrome-extension://${EXTENSION_ID}`;
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/order/addtocart',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await t.app.inject({ url: '/api/extension/config', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBe(origin);
    const other = await t.app.inject({
      url: '/api/extension/config',
      headers: { origin: 'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('extension/session', () => {
  it("gives a signed-in customer a 30-day session of the extension's own, which outlives the portal's", async () => {
    const customer = await createCustomer(t.app);
    const response = await t.as(customer)({ method: 'POST', url: '/api/extension/session' });
    expect(response.statusCode, response.body).toBe(200);
    const { Token } = response.json<{ Token: string }>();
    expect(Token).not.toBe(customer.token);
    expect((await t.as(customer)({ method: 'POST', url: '/api/customer/logout' })).statusCode).toBe(
      200,
    );
    expect(await config(Token)).toMatchObject({ SignedIn: true, UserName: customer.email });
    expect((await t.as(Token)({ url: '/api/order/getcarts' })).statusCode).toBe(200);
  });

  it('is for customers only, and never for a staff member viewing a customer', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/extension/session' })).statusCode).toBe(
      401,
    );
    expect((await t.asAdmin({ method: 'POST', url: '/api/extension/session' })).statusCode).toBe(
      403,
    );
    const customer = await createCustomer(t.app);
    const view = await t.asAdmin({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/view-as`,
    });
    const viewing = view.json<{ token: string }>().token;
    const refused = await t.as(viewing)({ method: 'POST', url: '/api/extension/session' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([text.readOnlySession]);
  });
});

describe('extension/report', () => {
  it('keeps a report with or without a session, the same waiting link once', async () => {
    const customer = await createCustomer(t.app);
    const first = await report(page(1), customer.token);
    expect(first.statusCode, first.body).toBe(200);
    const { Id } = first.json<{ Id: number }>();
    const again = await report({ ...page(1), Reason: 'Vẫn lỗi' });
    expect(again.json()).toEqual({ Id });
    const anonymous = await report(page(2));
    expect(anonymous.json<{ Id: number }>().Id).not.toBe(Id);
    const rows = await t.db
      .select()
      .from(extensionReports)
      .where(eq(extensionReports.link, page(1).Link));
    expect(rows).toEqual([
      expect.objectContaining({ customerId: customer.id, reason: page(1).Reason, status: 1 }),
    ]);
  });

  it('refuses what is not a report, in Vietnamese', async () => {
    const bad = await report({
      Link: 'javascript:alert(1)',
      Version: 'abc',
      Reason: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      Link: [text.reportLinkInvalid],
      Version: [text.extensionVersionInvalid],
      Reason: [text.reportReasonTooLong],
    });
  });

  it('takes 20 reports an hour from one address, then answers 429', async () => {
    const address = '198.51.100.77';
    for (let index = 0; index < 20; index++) {
      const response = await report(page(100 + index), undefined, address);
      expect(response.statusCode, `report ${index + 1}`).toBe(200);
    }
    const refused = await report(page(200), undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(page(200))).statusCode).toBe(200);
  });
});

describe('the console queue of reports', () => {
  it('is a console list: tabs with counts, search by link or customer, export, staff only', async () => {
    const customer = await createCustomer(t.app);
    const id = (await report(page(300), customer.token)).json<{ Id: number }>().Id;
    await report(page(301));
    const all = await reports.expectCountsAgree<ExtensionReportRow>({});
    expect(all.Items[0]).toMatchObject({
      Link: page(301).Link,
      CustomerId: null,
      CustomerCode: '',
    });
    const found = await reports.page<ExtensionReportRow>({ keyword: '612345678930' });
    expect(found.Items.map((row) => row.Id)).toContain(id);
    const byCustomer = await reports.page<ExtensionReportRow>({ keyword: customer.code });
    expect(byCustomer.Items).toEqual([
      {
        Id: id,
        Link: page(300).Link,
        Site: '1688',
        Version: '1.0.3',
        Reason: page(300).Reason,
        CustomerId: customer.id,
        CustomerCode: customer.code,
        Status: 1,
        StatusName: 'Chờ xử lý',
        HandledNote: '',
        CreatedDate: byCustomer.Items[0]?.CreatedDate,
      },
    ]);
    expect(Date.parse(byCustomer.Items[0]?.CreatedDate ?? '')).toBeGreaterThan(0);
    const sheet = await reports.exported({ keyword: customer.code });
    expect(sheet[0]).toEqual([
      'Mã',
      'Trang sản phẩm',
      'Trang',
      'Phiên bản',
      'Mô tả lỗi',
      'Mã khách',
      'Trạng thái',
      'Ghi chú xử lý',
      'Ngày báo',
    ]);
    expect(sheet[1]?.slice(0, 8)).toEqual([
      String(id),
      page(300).Link,
      '1688',
      '1.0.3',
      page(300).Reason,
      customer.code,
      'Chờ xử lý',
      '',
    ]);
    expect(sheet[1]?.[8]).toMatch(EXPORTED_TIME);
    await reports.expectRefusals(['3', 'x', '1;2']);
    await reports.expectLongKeywordRefused();
    await reports.expectStaffOnly(customer.token);
  });

  it('marks a report handled with a note, once, in the audit log; the link may then be reported anew', async () => {
    const id = (await report(page(400))).json<{ Id: number }>().Id;
    const handle = (Note: string, reportId = id) =>
      t.asAdmin({
        method: 'PUT',
        url: `/api/admin/extension-reports/${reportId}/handled`,
        payload: { Note },
      });
    const handled = await handle('Đã sửa bộ đọc giá 1688 ở bản 1.0.4');
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      Id: id,
      Status: 2,
      StatusName: 'Đã xử lý',
      HandledNote: 'Đã sửa bộ đọc giá 1688 ở bản 1.0.4',
    });
    const twice = await handle('lại');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual([text.extensionReportHandled]);
    expect((await handle('x', 2_000_000)).statusCode).toBe(404);
    const audit = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'extension-report.handle'), eq(auditLog.entityId, String(id))),
      );
    expect(audit).toEqual([
      { after: { Status: 2, HandledNote: 'Đã sửa bộ đọc giá 1688 ở bản 1.0.4' } },
    ]);
    // Through the one transition function: the move is in the report's history too.
    const history = await t.db
      .select({ from: stateHistory.fromStatus, to: stateHistory.toStatus })
      .from(stateHistory)
      .where(and(eq(stateHistory.entity, 'extension-report'), eq(stateHistory.entityId, id)));
    expect(history).toEqual([{ from: 1, to: 2 }]);
    const handledTab = await reports.page<ExtensionReportRow>({ status: '2' });
    expect(handledTab.Items.map((row) => row.Id)).toContain(id);
    // Handled, the page reported again is a new report.
    const anew = (await report(page(400))).json<{ Id: number }>().Id;
    expect(anew).not.toBe(id);
    const customer = await createCustomer(t.app);
    expect(
      (
        await t.as(customer)({
          method: 'PUT',
          url: `/api/admin/extension-reports/${anew}/handled`,
          payload: { Note: '' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
