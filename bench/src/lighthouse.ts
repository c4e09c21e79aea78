/**
 * Lighthouse (mobile, its default throttling) on the login page and a signed-in customer's
 * dashboard, with Debian's Chromium: the median of three runs of the performance and
 * accessibility scores, with FCP, LCP, TBT and CLS. Part of `npm run
 * bench`; `node bench/dist/lighthouse.js` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { postJson, registerCustomer, signIn, startServer } from './server-process.js';

const PORT = 8197;
const RUNS = 3;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Where the web app keeps the session (apps/web/src/lib/session.ts). */
const SESSION_KEY = 'user.configs';

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Audit {
  numericValue?: number;
  score?: number | null;
}

async function measure(page: string, url: string, port: number): Promise<PageScores> {
  const runs: PageScores[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The signed-in page needs the session put in storage before the run.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? 0;
    // What keeps accessibility below 100, named (the audit ids Lighthouse reports).
    const failing = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id] as Audit | undefined)?.score === 0)
      .map((ref) => ref.id);
    if (run === 0 && failing.length > 0)
      console.log(`  ${page}: accessibility audits failed: ${failing.join(', ')}`);
    runs.push({
      page,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  const pick = (key: keyof Omit<PageScores, 'page'>) => median(runs.map((run) => run[key]));
  return {
    page,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

export async function measureLighthouse(): Promise<PageScores[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lighthouse-'));
  const server = await startServer({ port: PORT, dataDir });
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const email = `lighthouse.${Date.now()}@example.vn`;
    const password = 'matkhau123';
    await registerCustomer(server.base, email, password);
    const token = await signIn(server.base, email, password);
    // A returning customer: with a name, so the dashboard is measured as they see it every day,
    // not under the one-time "Bạn tên là gì?" question a new account is asked.
    await postJson(
      server.base,
      '/api/customer/updateuserinfo',
      { FullName: 'Nguyễn Thị Lan', Phone: '0901234567', WarehouseId: 1 },
      token,
    );
    const results = [await measure('login', `${server.base}/#/login`, chrome.port)];

    // Signed in as the web app would be after "Ghi nhớ đăng nhập".
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${server.base}/#/login`);
    // A string, run in the page (this script is compiled without the DOM's types).
    const session = JSON.stringify(JSON.stringify({ token }));
    await tab.evaluate(`localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${session})`);
    await tab.close();
    await browser.disconnect();
    results.push(await measure('dashboard', `${server.base}/#/dashboard`, chrome.port));
    return results;
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLighthouse(results: PageScores[]): void {
  console.log(`median of ${RUNS} mobile runs (Lighthouse's throttling: slow 4G, 4× CPU slowdown)`);
  console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|--:|--:|--:|--:|--:|--:|');
  for (const row of results) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.fcpMs.toFixed(0)} | ${row.lcpMs.toFixed(0)} | ${row.tbtMs.toFixed(0)} | ${row.cls.toFixed(3)} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLighthouse(await measureLighthouse());
}
