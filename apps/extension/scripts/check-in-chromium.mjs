// Loads the built extension into Debian's Chromium and checks it on every fixture page, served
// under the shops' real host names, against a stand-in of the portal's API (mock-portal.mjs):
// the panel appears and reads each page (signed out), signing in through the panel's button,
// adding each fixture's scenario to the cart with exactly the expected order/addtocart body, and
// the panel's other states (refused, outdated, expired, folded, unreadable page reported). A
// 1366 px screenshot of each goes to /tmp/ext-shots (or --shots DIR). Exits 1 when a check fails.
//
//   npm run build -w @app/extension && node apps/extension/scripts/check-in-chromium.mjs
//   … --only 1688-new   (one fixture)     … --keep-build (do not build first)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { fixtureIndex, startFixtureServer } from './fixture-server.mjs';
import { MOCK_USER, startMockPortal } from './mock-portal.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const shots = option('--shots') ?? '/tmp/ext-shots';
const only = option('--only');
const EXTENSION_ID = 'emkobgojejdppjdjhjbbgnfmehkmafkk';
const SHOP_HOSTS = [
  'item.taobao.com',
  'world.taobao.com',
  'detail.tmall.com',
  'detail.tmall.hk',
  'detail.1688.com',
];
const UNREADABLE = 'item.taobao.com/item.htm?id=600000000001';

if (!args.includes('--keep-build')) {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}
mkdirSync(shots, { recursive: true });

const results = [];
function check(label, ok, detail = '') {
  results.push({ label, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok || !detail ? '' : `\n     ${detail}`}`);
}

const fixtures = await startFixtureServer({
  [UNREADABLE]:
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>淘宝网</title></head><body><p>页面正在维护</p></body></html>',
});
const portal = await startMockPortal();

// The extension as the portal packs it (extension-package.ts): its origin allowed, portal.json.
const extensionDir = mkdtempSync(join(tmpdir(), 'extension-check-'));
cpSync(join(root, 'dist'), extensionDir, { recursive: true });
const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8'));
const pattern = `${portal.url}/*`;
manifest.host_permissions = [...(manifest.host_permissions ?? []), pattern];
manifest.externally_connectable = { matches: [pattern] };
writeFileSync(join(extensionDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
writeFileSync(join(extensionDir, 'portal.json'), JSON.stringify({ PortalUrl: portal.url }));

const rules = SHOP_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${fixtures.port}`).join(', ');
const context = await chromium.launchPersistentContext('', {
  executablePath: '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1366, height: 900 },
  locale: 'vi-VN',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    `--host-resolver-rules=${rules}`,
  ],
});

try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  check(
    `the extension's id is ${EXTENSION_ID}`,
    worker.url().startsWith(`chrome-extension://${EXTENSION_ID}/`),
    worker.url(),
  );

  const entries = fixtureIndex.fixtures.filter((entry) => !only || entry.name === only);
  const open = async (address) => {
    const page = await context.newPage();
    await page.goto(address);
    const panel = page.locator('hangtq-order-panel .panel');
    await panel.waitFor({ timeout: 15_000 });
    return { page, panel };
  };
  const shot = (page, name) => page.screenshot({ path: join(shots, `${name}.png`) });
  // WCAG 2.1 A and AA on the panel alone (axe reads into its shadow root).
  const accessible = async (page, label) => {
    const { violations } = await new AxeBuilder({ page })
      .include('hangtq-order-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const found = violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    check(
      `${label}: no WCAG 2.1 AA violation in the panel`,
      violations.length === 0,
      found.join('\n     '),
    );
  };

  // 1. Signed out: the panel reads every fixture.
  for (const entry of entries) {
    const { page, panel } = await open(`http://${entry.host}${entry.path}`);
    await panel.getByText('Bạn chưa đăng nhập tiện ích').waitFor();
    const title = await panel.locator('.title').textContent();
    check(`${entry.name}: the panel reads the title`, title === entry.expected.Title, title);
    const values = await panel.locator('button.value').count();
    const expectedValues = entry.expected.Props.reduce((sum, prop) => sum + prop.Values.length, 0);
    check(
      `${entry.name}: every variant value shows`,
      values === expectedValues,
      `${values} ≠ ${expectedValues}`,
    );
    await accessible(page, entry.name);
    await shot(page, entry.name);
    await page.close();
  }

  // 2. Signing in from the panel's button: the popup in a tab, then every panel follows.
  const first = entries[0];
  const { page: shop, panel: shopPanel } = await open(`http://${first.host}${first.path}`);
  const [signIn] = await Promise.all([
    context.waitForEvent('page'),
    shopPanel.getByRole('button', { name: 'Đăng nhập' }).click(),
  ]);
  await signIn.waitForLoadState();
  await signIn.getByLabel('Tên đăng nhập/Email').fill(MOCK_USER.userName);
  await signIn.getByLabel('Mật khẩu').fill('sai-mat-khau');
  await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
  await signIn.getByText('Tên đăng nhập hoặc mật khẩu không đúng.').waitFor();
  check('a wrong password shows the server\u2019s sentence', true);
  await signIn.getByLabel('Mật khẩu').fill(MOCK_USER.password);
  await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
  await signIn.getByText('Đang đăng nhập:').waitFor();
  await shot(signIn, 'popup-signed-in-tab');
  await signIn.close();
  await shopPanel.getByText(MOCK_USER.userName).waitFor();
  check('the open panel follows the sign-in', true);
  await shop.close();

  // 3. Each fixture's scenario: pick, quantity, note, add; the body is exactly the expected one.
  for (const entry of entries) {
    const { page, panel } = await open(`http://${entry.host}${entry.path}`);
    const { pick, quantity, note, addToCart } = entry.scenario;
    for (const value of pick) await panel.getByRole('button', { name: value, exact: true }).click();
    await panel.getByLabel('Số lượng').fill(String(quantity));
    if (note) await panel.getByLabel('Ghi chú cho nhân viên mua hàng').fill(note);
    const before = portal.state.added.length;
    await panel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await panel.getByText('Đã thêm').waitFor();
    const sent = portal.state.added[before];
    check(
      `${entry.name}: addtocart gets the expected body`,
      isDeepStrictEqual(sent, addToCart),
      JSON.stringify(sent),
    );
    const cart = await panel.getByRole('link', { name: 'Xem giỏ hàng' }).getAttribute('href');
    check(
      `${entry.name}: "Xem giỏ hàng" opens the portal's cart`,
      cart === `${portal.url}/#/order/cart`,
      cart,
    );
    await accessible(page, `${entry.name} (added)`);
    await shot(page, `${entry.name}-added`);
    await page.close();
  }

  // 4. The other states, on the first fixtures of a kind.
  const tiered = entries.find((entry) => entry.expected.PriceTiers.length > 0);
  if (tiered) {
    const { page, panel } = await open(`http://${tiered.host}${tiered.path}`);
    for (const value of tiered.scenario.pick)
      await panel.getByRole('button', { name: value, exact: true }).click();
    await panel.getByLabel('Số lượng').fill('1');
    await panel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await panel.getByText(`Shop chỉ bán từ ${tiered.expected.MinQuantity} sản phẩm`).waitFor();
    check(`${tiered.name}: a quantity under the minimum is refused with a sentence`, true);
    await shot(page, 'state-minimum');
    portal.state.refuseNext = { Quantity: ['Số lượng đặt của sản phẩm này phải từ 2 trở lên.'] };
    await panel.getByLabel('Số lượng').fill(String(tiered.expected.MinQuantity));
    await panel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await panel.getByText('Số lượng đặt của sản phẩm này phải từ 2 trở lên.').waitFor();
    check(`${tiered.name}: the server's refusal shows as its sentence`, true);
    await accessible(page, 'a refusal');
    await shot(page, 'state-refused');
    await page.close();
  }

  portal.state.minVersion = '9.0.0';
  {
    const { page, panel } = await open(`http://${first.host}${first.path}`);
    await panel.getByText('Tiện ích đã cũ').waitFor();
    const link = await panel.getByRole('link', { name: 'Tải bản mới' }).getAttribute('href');
    check(
      'an outdated extension asks to update, linking #/extension',
      link === `${portal.url}/#/extension`,
      link,
    );
    await shot(page, 'state-outdated');
    await page.close();
  }
  portal.state.minVersion = '1.0.0';

  {
    const { page, panel } = await open(`http://${first.host}${first.path}`);
    await panel.getByRole('button', { name: 'Thu gọn bảng đặt hàng' }).click();
    const fab = page.locator('hangtq-order-panel .fab');
    await fab.waitFor();
    check('the panel folds into a button', await fab.isVisible());
    await accessible(page, 'the folded panel');
    await shot(page, 'state-collapsed');
    await fab.click();
    await panel.waitFor();
    await page.close();
  }

  portal.state.tokenValid = false;
  {
    const { page, panel } = await open(`http://${first.host}${first.path}`);
    await panel.getByText('Phiên đăng nhập đã hết hạn').waitFor();
    check('an expired session asks to sign in again', true);
    await shot(page, 'state-expired');
    await page.close();
  }

  {
    const { page, panel } = await open(`http://${UNREADABLE}`);
    await panel.getByText('Không đọc được trang này').waitFor();
    const byLink = await panel
      .getByRole('link', { name: 'Thêm bằng đường dẫn' })
      .getAttribute('href');
    const wanted = `${portal.url}/#/order/cart?link=${encodeURIComponent('https://item.taobao.com/item.htm?id=600000000001')}`;
    check('an unreadable page offers adding by link', byLink === wanted, byLink);
    await panel.getByRole('button', { name: 'Báo lỗi trang' }).click();
    await panel.getByText('Đã gửi báo lỗi trang').waitFor();
    const report = portal.state.reports.at(-1);
    check(
      'the report carries the link, site, version and reason',
      report?.Link === `http://${UNREADABLE}` &&
        report.Site === 'taobao' &&
        report.Version === manifest.version &&
        /taobao v1/.test(report.Reason),
      JSON.stringify(report),
    );
    await accessible(page, 'an unreadable page');
    await shot(page, 'state-unreadable');
    await page.close();
  }

  {
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 560 });
    await page.goto(`chrome-extension://${EXTENSION_ID}/popup.html`);
    await page.getByText('Phiên đăng nhập của tiện ích đã hết hạn').waitFor();
    check('the popup says the session expired and offers to sign in', true);
    await shot(page, 'popup');
    await page.close();
  }
} catch (error) {
  check('the checks ran to the end', false, error instanceof Error ? error.stack : String(error));
} finally {
  await context.close();
  await fixtures.close();
  await portal.close();
  rmSync(extensionDir, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed; screenshots in ${shots}`);
process.exit(failed ? 1 : 0);
