import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, users } from '../../../db/schema.js';
import { createCustomer, type TestCustomer } from '../../../test/factories.js';
import { testAppForFile } from '../../../test/file-app.js';
import { recipientOf, sampleNotification } from '../../../test/outgoing-notification.js';
import { startZaloStandIn, type ZaloStandIn } from '../../../test/zalo-stand-in.js';
import type { ZaloConfig } from '../../../config.js';
import { PermanentChannelError } from '../channel.js';
import { createZaloChannel, zaloPhone } from './zalo.js';
import { ZALO_TOKEN_KEY, type StoredZaloToken } from './zalo-token.js';

/**
 * Zalo ZNS (DESIGN §10) against a local Zalo whose refresh tokens are single-use: the stored token
 * pair, refreshes under the settings row's lock, and which ZNS answers end the retries.
 */

const t = testAppForFile();
const TEMPLATES = { 'deposit.credited': '301234' };
let zalo: ZaloStandIn;
let customer: TestCustomer;

const channelFor = (config: ZaloConfig, templates: Record<string, string> = TEMPLATES) =>
  createZaloChannel({ db: t.db, config, templates: async () => templates });

async function storedToken(): Promise<StoredZaloToken | undefined> {
  const [row] = await t.db.select().from(settings).where(eq(settings.key, ZALO_TOKEN_KEY));
  return row?.value as StoredZaloToken | undefined;
}

const setStoredToken = (value: StoredZaloToken) =>
  t.db.update(settings).set({ value }).where(eq(settings.key, ZALO_TOKEN_KEY));

const send = (channel = channelFor(zalo.config), phone = '0912345678') =>
  channel.send(sampleNotification(), recipientOf(customer, phone));

beforeAll(async () => {
  customer = await createCustomer(t.app, { Phone: '0912345678' });
});
beforeEach(async () => {
  // Each test starts as a server that never refreshed, against a Zalo of its own.
  await t.db.delete(settings).where(eq(settings.key, ZALO_TOKEN_KEY));
  zalo = await startZaloStandIn({ oauthDelayMs: 20 });
});
afterEach(async () => zalo.close());

describe('zaloPhone', () => {
  it('writes Vietnamese mobile numbers as 84 and nine digits', () => {
    expect(zaloPhone('0912345678')).toBe('84912345678');
    expect(zaloPhone('0912 345 678')).toBe('84912345678');
    expect(zaloPhone('+84 912-345-678')).toBe('84912345678');
    expect(zaloPhone('84912345678')).toBe('84912345678');
    expect(zaloPhone('0084912345678')).toBe('84912345678');
    expect(zaloPhone('912345678')).toBe('84912345678');
    // 084… is a VinaPhone prefix: nine digits starting with 84 are a national number.
    expect(zaloPhone('0841234567')).toBe('84841234567');
    expect(zaloPhone('841234567')).toBe('84841234567');
  });

  it('refuses what is not one', () => {
    for (const phone of ['', 'abc', '091234567', '09123456789', '1912345678', '0012345678']) {
      expect(zaloPhone(phone), phone).toBeNull();
    }
  });
});

describe('Zalo channel', () => {
  it('first refreshes with the environment token, then sends the template to 84…', async () => {
    await send();
    expect(zalo.refreshes).toEqual([{ refreshToken: 'rt-first', accepted: true }]);
    expect(zalo.messages).toEqual([
      {
        phone: '84912345678',
        template_id: '301234',
        template_data: sampleNotification().templateData,
        tracking_id: '42',
        accessToken: 'at-1',
      },
    ]);
    const stored = await storedToken();
    expect(stored).toMatchObject({ AccessToken: 'at-1', RefreshToken: 'rt-1' });
    const left = Date.parse(stored?.ExpiresAt ?? '') - Date.now();
    expect(left).toBeGreaterThan(89_000_000);
    expect(left).toBeLessThanOrEqual(90_000_000);
  });

  it('keeps using the stored token, and refreshes with the STORED refresh token near its end', async () => {
    await send();
    await send();
    expect(zalo.refreshes).toHaveLength(1);

    // Four minutes left: refreshed ahead rather than sent and refused.
    const stored = await storedToken();
    if (!stored) throw new Error('no stored token');
    await setStoredToken({ ...stored, ExpiresAt: new Date(Date.now() + 4 * 60_000).toISOString() });
    await send(channelFor(zalo.config));
    expect(zalo.refreshes).toEqual([
      { refreshToken: 'rt-first', accepted: true },
      { refreshToken: 'rt-1', accepted: true },
    ]);
    expect(zalo.messages.map((message) => message.accessToken)).toEqual(['at-1', 'at-1', 'at-2']);
    expect(await storedToken()).toMatchObject({ AccessToken: 'at-2', RefreshToken: 'rt-2' });
  });

  it('spends the refresh token once when two servers refresh together', async () => {
    // Two channels as two servers would build them; both find no token and refresh at once.
    const results = await Promise.allSettled([
      send(channelFor(zalo.config)),
      send(channelFor(zalo.config)),
      send(channelFor(zalo.config)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(zalo.refreshes).toEqual([{ refreshToken: 'rt-first', accepted: true }]);
    expect(zalo.messages).toHaveLength(3);

    // And when the stored token has run out, as it does every 25 hours.
    const stored = await storedToken();
    if (!stored) throw new Error('no stored token');
    await setStoredToken({ ...stored, ExpiresAt: new Date(Date.now() - 1000).toISOString() });
    await Promise.all([send(channelFor(zalo.config)), send(channelFor(zalo.config))]);
    expect(zalo.refreshes).toEqual([
      { refreshToken: 'rt-first', accepted: true },
      { refreshToken: 'rt-1', accepted: true },
    ]);
  });

  it('refreshes once on -124 and sends again', async () => {
    await send();
    zalo.failNext(1, 'token');
    await send();
    expect(zalo.refreshes.map((refresh) => refresh.refreshToken)).toEqual(['rt-first', 'rt-1']);
    expect(zalo.messages.map((message) => message.accessToken)).toEqual(['at-1', 'at-2']);
  });

  it('leaves a token refused again after its refresh, and an HTTP 500, to be retried', async () => {
    await send();
    zalo.failNext(2, 'token');
    const refused = await send().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(PermanentChannelError);
    expect(zalo.refreshes).toHaveLength(2);

    zalo.failNext(1, 'http500');
    const down = await send().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PermanentChannelError);
    expect(zalo.messages).toHaveLength(1);
  });

  it("gives up with Zalo's message on a refusal, but retries its unknown error", async () => {
    zalo.refuseNext(-118, 'Zalo account not existed');
    const refused = await send().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentChannelError);
    expect((refused as Error).message).toContain('Zalo account not existed');

    zalo.refuseNext(-100, 'Unknown error');
    const unknown = await send().catch((e: unknown) => e);
    expect(unknown).not.toBeInstanceOf(PermanentChannelError);
    expect(unknown).toBeInstanceOf(Error);
  });

  it('gives up on an event without a template, asking Zalo nothing', async () => {
    const error = await send(channelFor(zalo.config, {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentChannelError);
    expect((error as Error).message).toBe(
      'Chưa có mẫu Zalo cho sự kiện "Đã cộng tiền nạp" (deposit.credited)',
    );
    expect(zalo.refreshes).toEqual([]);
  });

  it('gives up on a phone that is not a mobile number, and does not reach its customer', async () => {
    const error = await send(channelFor(zalo.config), '12345').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentChannelError);
    expect(zalo.messages).toEqual([]);

    const channel = channelFor(zalo.config);
    expect(await channel.reachable(customer.id)).toBe(true);
    const other = await createCustomer(t.app);
    await t.db.update(users).set({ phone: '' }).where(eq(users.id, other.id));
    expect(await channel.reachable(other.id)).toBe(false);
    await t.db.update(users).set({ phone: '12345' }).where(eq(users.id, other.id));
    expect(await channel.reachable(other.id)).toBe(false);
    expect(await channel.reachable(999_999)).toBe(false);
  });

  it('refreshes ahead every time a token comes with under 5 minutes (expires_in as a number)', async () => {
    await zalo.close();
    zalo = await startZaloStandIn({ expiresIn: 200 });
    await send();
    await send();
    expect(zalo.refreshes.map((refresh) => refresh.refreshToken)).toEqual(['rt-first', 'rt-1']);
    expect(zalo.refreshes.every((refresh) => refresh.accepted)).toBe(true);
  });

  it('starts again from a new ZALO_REFRESH_TOKEN once the stored chain is refused', async () => {
    const spent = {
      AccessToken: 'at-old',
      RefreshToken: 'rt-revoked',
      ExpiresAt: new Date(Date.now() - 1000).toISOString(),
    };
    await t.db.insert(settings).values({
      key: ZALO_TOKEN_KEY,
      value: { ...spent, SeedHash: createHash('sha256').update('rt-older-env').digest('hex') },
    });
    await send();
    expect(zalo.refreshes).toEqual([
      { refreshToken: 'rt-revoked', accepted: false },
      { refreshToken: 'rt-first', accepted: true },
    ]);

    // The environment's token is the chain's own seed: nothing newer to try, retried later.
    await setStoredToken({
      ...spent,
      SeedHash: createHash('sha256').update('rt-first').digest('hex'),
    });
    const error = await send().catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PermanentChannelError);
    expect((error as Error).message).toContain('ZALO_REFRESH_TOKEN');
    expect(zalo.refreshes).toHaveLength(3);
    expect(await storedToken()).toMatchObject({ RefreshToken: 'rt-revoked' });
  });
});
