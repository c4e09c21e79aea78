import { isIP } from 'node:net';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationChannelNames,
  webPushAnswer,
  webPushSubscriptionSchema,
  webPushUnsubscribeSchema,
  type WebPushSubscriptionInput,
} from '@app/shared';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { pushKeysUsable } from './channels/web-push.js';

/**
 * The devices a customer keeps: each push goes to all of them, so a script subscribing address
 * after address cannot make one notification fan out without end. A customer's oldest devices
 * beyond this are forgotten (an old phone, a cleared browser).
 */
const MAX_DEVICES = 20;

/**
 * A push service is a public host by name over https (fcm.googleapis.com,
 * updates.push.services.mozilla.com, web.push.apple.com…): an address by IP or localhost would
 * have this server post to itself or its network on a customer's say. The one exception is the
 * local push-service stand-in an end-to-end test names in WEB_PUSH_TEST_ORIGIN.
 */
function isPushServiceAddress(endpoint: string, testOrigin: string | undefined): boolean {
  const url = new URL(endpoint);
  if (testOrigin && url.origin === testOrigin) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (
    url.protocol === 'https:' &&
    isIP(host) === 0 &&
    host !== 'localhost' &&
    !host.endsWith('.localhost')
  );
}

/** Stores the device for the customer; an endpoint held by another customer (a shared device) moves. */
async function subscribe(
  db: Database,
  customerId: number,
  subscription: WebPushSubscriptionInput,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ customerId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        // Subscribing again makes it the newest device, the last one forgotten.
        set: { customerId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customerId))
      .orderBy(sql`${pushSubscriptions.createdAt} desc`, sql`${pushSubscriptions.id} desc`)
      .limit(MAX_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.customerId, customerId), notInArray(pushSubscriptions.id, kept)),
      );
  });
}

/**
 * /api/customer/webpushsubscribe and /webpushunsubscribe (behind requireCustomer): the browser's
 * PushSubscription of this device, made with the portal's VAPID public key.
 */
export const webPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const requireWebPush = () => {
    if (!app.deps.config.webPush) {
      throw ruleError('notificationChannelOff', { channel: notificationChannelNames.webpush });
    }
  };

  app.post(
    '/webpushsubscribe',
    { schema: { tags, body: webPushSubscriptionSchema, response: { 200: webPushAnswer } } },
    async (request) => {
      requireWebPush();
      const { endpoint, keys } = request.body;
      const testOrigin = app.deps.config.webPush?.testOrigin;
      if (!isPushServiceAddress(endpoint, testOrigin) || !pushKeysUsable(keys.p256dh, keys.auth)) {
        throw ruleError('pushSubscriptionInvalid');
      }
      await subscribe(app.deps.db, customerScopeOf(request).customerId, request.body);
      return { Subscribed: true };
    },
  );

  app.post(
    '/webpushunsubscribe',
    { schema: { tags, body: webPushUnsubscribeSchema, response: { 200: webPushAnswer } } },
    async (request) => {
      requireWebPush();
      const { customerId } = customerScopeOf(request);
      await app.deps.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.customerId, customerId),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return { Subscribed: false };
    },
  );
};
