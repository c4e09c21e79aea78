import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { WebPushConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { pushSubscriptions } from '../../../db/schema.js';
import {
  PermanentChannelError,
  type ChannelSender,
  type OutgoingNotification,
} from '../channel.js';

/** A day: a phone off for longer does not light up with week-old news. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

export const NO_DEVICES = 'Không còn thiết bị nào đăng ký nhận thông báo';

/**
 * Whether a subscription's keys can encrypt a push (RFC 8291): p256dh a P-256 public point
 * (65 bytes, uncompressed), auth a 16-byte secret, both base64url. A browser never sends others;
 * checked on subscribing, and before sending so a bad stored row is dropped rather than retried.
 */
export function pushKeysUsable(p256dh: string, auth: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(p256dh) || !base64url.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) {
    return false;
  }
  try {
    // Throws when the point is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** What the portal's service worker shows (apps/web's sw): a later push with the same tag replaces it. */
export const pushPayload = (notification: OutgoingNotification) =>
  JSON.stringify({
    title: notification.title,
    body: notification.text,
    url: notification.link,
    tag: `${notification.event}:${notification.code ?? notification.id}`,
  });

type Device = typeof pushSubscriptions.$inferSelect;

type PushOutcome =
  | { kind: 'sent' }
  /** The push service no longer knows the subscription (404, 410): the row is deleted. */
  | { kind: 'gone' }
  /** 429, 5xx, a timeout or a network failure: worth trying again. */
  | { kind: 'retry'; reason: string }
  /** Any other refusal of this device (400, 401/403 of a VAPID mismatch, 413). */
  | { kind: 'refused'; reason: string };

/**
 * web-push encrypts the payload and signs the VAPID header; the request itself goes through
 * fetch, with a timeout, so any push service address (and a local stand-in) works alike.
 */
async function pushTo(
  device: Device,
  payload: string,
  vapidDetails: WebPushConfig,
): Promise<PushOutcome> {
  if (!pushKeysUsable(device.p256dh, device.auth)) return { kind: 'gone' };
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { vapidDetails, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      // fetch sets the length of the body it sends.
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  const reason = `HTTP ${status}${text ? ` ${text}` : ''}`;
  if (status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}

/**
 * Web push (DESIGN §10): to every device the customer subscribed. Delivered once one device took
 * it; retried when none did and one may later; failed when none is left or every one refused.
 */
export function createWebPushChannel(options: {
  db: Database;
  config: WebPushConfig;
}): ChannelSender {
  const { db, config } = options;
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    channel: 'webpush',

    async reachable(customerId) {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, customerId))
        .limit(1);
      return row !== undefined;
    },

    async send(notification, recipient) {
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, recipient.customerId));
      if (devices.length === 0) throw new PermanentChannelError(NO_DEVICES);
      const payload = pushPayload(notification);
      const outcomes = await Promise.all(
        devices.map((device) => pushTo(device, payload, vapidDetails)),
      );
      for (const [index, outcome] of outcomes.entries()) {
        const device = devices[index];
        if (outcome.kind === 'gone' && device) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        }
      }
      // One device that showed it is enough: a retry would show it there twice.
      if (outcomes.some((outcome) => outcome.kind === 'sent')) return;
      const reasons = (kind: 'retry' | 'refused') =>
        outcomes.flatMap((outcome) => (outcome.kind === kind ? [outcome.reason] : []));
      if (reasons('retry').length > 0) {
        throw new Error(`Dịch vụ đẩy chưa nhận thông báo: ${reasons('retry').join('; ')}`);
      }
      if (reasons('refused').length > 0) {
        throw new PermanentChannelError(`Dịch vụ đẩy từ chối: ${reasons('refused').join('; ')}`);
      }
      throw new PermanentChannelError(NO_DEVICES);
    },
  };
}
