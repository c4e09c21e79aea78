import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

/**
 * The browser extension as a customer gets it: the zip the portal serves, unpacked and loaded
 * into Debian's Chromium, with the shops' host names sent to the fixture pages' server
 * (apps/extension/scripts/fixture-server.mjs) by `--host-resolver-rules`, so the content scripts
 * run on the addresses they were written for.
 */
export {
  fixtureIndex,
  startFixtureServer,
  type FixtureEntry,
} from '../../apps/extension/scripts/fixture-server.mjs';

const SHOP_HOSTS = [
  'item.taobao.com',
  'world.taobao.com',
  'detail.tmall.com',
  'detail.tmall.hk',
  'detail.1688.com',
];

/** Downloads /downloads/extension.zip from the portal and unpacks it into a new folder. */
export async function downloadExtension(portalUrl: string): Promise<string> {
  const response = await fetch(`${portalUrl}/downloads/extension.zip`);
  if (!response.ok) throw new Error(`extension.zip answered ${response.status}`);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const folder = mkdtempSync(join(tmpdir(), 'extension-'));
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    const target = join(folder, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return folder;
}

/**
 * Chromium with the unpacked extension, every shop host answered by the fixture server, and the
 * portal at `portalUrl` (the address the zip was packed for: its pages may talk to the extension).
 */
export async function launchWithExtension(
  extensionDir: string,
  fixturePort: number,
  portalUrl: string,
): Promise<BrowserContext> {
  const rules = SHOP_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${fixturePort}`).join(', ');
  return chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL: portalUrl,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=${rules}`,
    ],
  });
}

/** The extension's service worker, once it runs. */
export async function extensionWorker(context: BrowserContext) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}
