import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@app/shared';
import { pushSubscriptions } from '../../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../../test/factories.js';
import { recipientOf, sampleNotification } from '../../../test/outgoing-notification.js';
import {
  startPushStandIn,
  type PushDevice,
  type PushStandIn,
} from '../../../test/push-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { WebPushConfig } from '../../../config.js';
import { PermanentChannelError } from '../channel.js';
import { createWebPushChannel, NO_DEVICES } from './web-push.js';

/**
 * Web push (DESIGN §10): real encrypted, VAPID-signed pushes to a local push service that decrypts
 * them with the device's keys, the devices the push service dropped, and the subscribe calls.
 */

const vapid = webPush.generateVAPIDKeys();
const config: WebPushConfig = {
  publicKey: vapid.publicKey,
  privateKey: vapid.privateKey,
  subject: 'mailto:vanhanh@portal.test',
};
let t: TestApp;
let push: PushStandIn;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      VAPID_PUBLIC_KEY: config.publicKey,
      VAPID_PRIVATE_KEY: config.privateKey,
      VAPID_SUBJECT: config.subject,
    },
  });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  push = await startPushStandIn({ vapidPublicKey: config.publicKey });
});
afterEach(async () => push.close());

const channel = () => createWebPushChannel({ db: t.db, config });

async function subscribeDevice(customer: TestCustomer, device: PushDevice) {
  const { endpoint, keys } = device.subscription;
  await t.db
    .insert(pushSubscriptions)
    .values({ customerId: customer.id, endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

const devicesOf = async (customerId: number) =>
  (
    await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customerId))
      .orderBy(pushSubscriptions.id)
  ).map((row) => row.endpoint);

describe('web push channel', () => {
  it('delivers an encrypted, VAPID-signed push to every device of the customer', async () => {
    const customer = await createCustomer(t.app);
    const phone = push.newDevice();
    const laptop = push.newDevice();
    await subscribeDevice(customer, phone);
    await subscribeDevice(customer, laptop);
    expect(await channel().reachable(customer.id)).toBe(true);

    await channel().send(sampleNotification(), recipientOf(customer));
    expect(push.malformed).toEqual([]);
    expect(push.received.map((pushed) => pushed.endpoint).sort()).toEqual(
      [phone.subscription.endpoint, laptop.subscription.endpoint].sort(),
    );
    for (const pushed of push.received) {
      expect(pushed.payload).toEqual({
        title: 'Đã cộng tiền nạp',
        body: 'Đã cộng 500.000 đ vào ví của bạn (NT000123).',
        url: 'http://portal.test/#/wallet',
        tag: 'deposit.credited:NT000123',
      });
      expect(pushed.ttl).toBe('86400');
      expect(pushed.claims.sub).toBe(config.subject);
    }
  });

  it('deletes a device the push service answers 410 for, delivering to the others', async () => {
    const customer = await createCustomer(t.app);
    const kept = push.newDevice();
    const dropped = push.newDevice();
    await subscribeDevice(customer, kept);
    await subscribeDevice(customer, dropped);
    push.forget(dropped.subscription.endpoint);

    await channel().send(sampleNotification(), recipientOf(customer));
    expect(push.received.map((pushed) => pushed.endpoint)).toEqual([kept.subscription.endpoint]);
    expect(await devicesOf(customer.id)).toEqual([kept.subscription.endpoint]);
  });

  it('gives up when every device is gone, and no longer reaches the customer', async () => {
    const customer = await createCustomer(t.app);
    const device = push.newDevice();
    await subscribeDevice(customer, device);
    push.forget(device.subscription.endpoint);

    const error = await channel()
      .send(sampleNotification(), recipientOf(customer))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentChannelError);
    expect((error as Error).message).toBe(NO_DEVICES);
    expect(await devicesOf(customer.id)).toEqual([]);
    expect(await channel().reachable(customer.id)).toBe(false);
    await expect(channel().send(sampleNotification(), recipientOf(customer))).rejects.toThrow(
      NO_DEVICES,
    );
  });

  it('leaves a 5xx or 429 to be retried, keeping the device', async () => {
    const customer = await createCustomer(t.app);
    const device = push.newDevice();
    await subscribeDevice(customer, device);
    for (const status of [500, 429]) {
      push.failNext(1, status);
      const error = await channel()
        .send(sampleNotification(), recipientOf(customer))
        .catch((e: unknown) => e);
      expect(error, String(status)).toBeInstanceOf(Error);
      expect(error, String(status)).not.toBeInstanceOf(PermanentChannelError);
    }
    expect(await devicesOf(customer.id)).toEqual([device.subscription.endpoint]);
    await channel().send(sampleNotification(), recipientOf(customer));
    expect(push.received).toHaveLength(1);
  });

  it('drops a stored subscription whose keys cannot encrypt', async () => {
    const customer = await createCustomer(t.app);
    await t.db.insert(pushSubscriptions).values({
      customerId: customer.id,
      endpoint: `${push.newDevice().subscription.endpoint}-broken`,
      p256dh: randomBytes(65).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    await expect(channel().send(sampleNotification(), recipientOf(customer))).rejects.toThrow(
      NO_DEVICES,
    );
    expect(await devicesOf(customer.id)).toEqual([]);
  });
});

/** What a browser's PushSubscription.toJSON() gives, at a push service's https address. */
function browserSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

describe('customer/webpushsubscribe and webpushunsubscribe', () => {
  it('store the device for the caller; a device another customer had moves to the caller', async () => {
    const lan = await createCustomer(t.app);
    const minh = await createCustomer(t.app);
    const subscription = browserSubscription();
    const post = (customer: TestCustomer, url: string, payload: unknown) =>
      asUser(t.app, customer.token)({ method: 'POST', url, payload: payload as object });

    const subscribed = await post(lan, '/api/customer/webpushsubscribe', subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toEqual({ Subscribed: true });
    // Subscribing again (the portal does at every start) keeps one row.
    await post(lan, '/api/customer/webpushsubscribe', subscription);
    expect(await devicesOf(lan.id)).toEqual([subscription.endpoint]);

    // The same browser, now signed in as Minh.
    const moved = { ...subscription, keys: browserSubscription().keys };
    expect((await post(minh, '/api/customer/webpushsubscribe', moved)).statusCode).toBe(200);
    expect(await devicesOf(lan.id)).toEqual([]);
    expect(await devicesOf(minh.id)).toEqual([subscription.endpoint]);
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row?.p256dh).toBe(moved.keys.p256dh);

    // Lan cannot unsubscribe Minh's device; Minh can.
    const { endpoint } = subscription;
    const lanOff = await post(lan, '/api/customer/webpushunsubscribe', { endpoint });
    expect(lanOff.json()).toEqual({ Subscribed: false });
    expect(await devicesOf(minh.id)).toEqual([endpoint]);
    const minhOff = await post(minh, '/api/customer/webpushunsubscribe', { endpoint });
    expect(minhOff.statusCode).toBe(200);
    expect(minhOff.json()).toEqual({ Subscribed: false });
    expect(await devicesOf(minh.id)).toEqual([]);
  });

  it('refuse keys that cannot encrypt and addresses that are not a push service', async () => {
    const customer = await createCustomer(t.app);
    const good = browserSubscription();
    const refused = [
      { ...good, keys: { ...good.keys, p256dh: randomBytes(65).toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } },
      { ...good, endpoint: 'https://127.0.0.1:8443/push/1' },
      { ...good, endpoint: 'https://[::1]/push/1' },
      { ...good, endpoint: 'https://localhost/push/1' },
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/1' },
    ];
    for (const payload of refused) {
      const response = await asUser(
        t.app,
        customer.token,
      )({
        method: 'POST',
        url: '/api/customer/webpushsubscribe',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(messages.pushSubscriptionInvalid);
    }
    expect(await devicesOf(customer.id)).toEqual([]);
  });

  it('keep a customer’s 20 newest devices', async () => {
    const customer = await createCustomer(t.app);
    const endpoints: string[] = [];
    for (let i = 0; i < 21; i++) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      const response = await asUser(
        t.app,
        customer.token,
      )({
        method: 'POST',
        url: '/api/customer/webpushsubscribe',
        payload: subscription,
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await devicesOf(customer.id)).sort()).toEqual(endpoints.slice(1).sort());
  });
});
