import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SEPAY_API_KEY } from './support/bank.js';
import {
  STAND_IN_ORIGIN,
  STAND_IN_PORT,
  TELEGRAM_BOT_TOKEN,
  TELEGRAM_WEBHOOK_SECRET,
  vapidKeys,
} from './support/channels.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';

/**
 * End-to-end tests: Debian's Chromium (no browser download) against the BUILT app, as shipped.
 * `npm run build` must have run first (`npm test` does it).
 */
// E2E_PORT: a second run beside another on the same machine (the default is what CI uses).
const PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh data folder per run, so the embedded database starts empty and no other process holds
// its lock. Kept in the environment because Playwright loads this file again in each worker.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The portal's VAPID pair for web push, made once per run and kept in the environment alike.
const vapid = vapidKeys();

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.(spec|test)\.ts$/,
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // Two cores shared with the server and the build: give slow, lazily loaded pages room.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // The portal honours "reduce motion": dialogs open in place instead of zooming in, so a click
    // never lands on a button still moving under a busy CI machine (a missed "Gửi" or "Đồng ý").
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: [
    {
      // Telegram's Bot API and a web-push service, standing in for the outside ones
      // (notifications.spec.ts): the portal's Telegram and web-push channels call it.
      command: 'node support/channel-stand-ins.mjs',
      url: `${STAND_IN_ORIGIN}/_telegram/messages`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { STAND_IN_PORT: String(STAND_IN_PORT), TELEGRAM_BOT_TOKEN },
    },
    {
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/api/account/getwarehouses`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: 'admin@e2e.test',
        // A throwaway admin of a throwaway database, not a secret.
        ADMIN_PASSWORD: 'Admin@12345',
        // The bank-notification webhook's key (bank-notifications.spec.ts), equally throwaway.
        SEPAY_API_KEY,
        // Telegram and web push (DESIGN §10) against the stand-in above; throwaway keys. E-mail
        // stays off: there is no SMTP server here.
        TELEGRAM_BOT_TOKEN,
        TELEGRAM_WEBHOOK_SECRET,
        TELEGRAM_API_BASE: STAND_IN_ORIGIN,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:e2e@example.vn',
        WEB_PUSH_TEST_ORIGIN: STAND_IN_ORIGIN,
      },
    },
  ],
});
