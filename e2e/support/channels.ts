import {
  createDecipheriv,
  createECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type ECDH,
} from 'node:crypto';

/**
 * The notification channels of the e2e server (DESIGN §10: Telegram and web push) and their one
 * local stand-in (channel-stand-ins.mjs), started by playwright.config.ts beside the portal.
 * Throwaway values for a throwaway database, not secrets.
 */

/** The portal's port (playwright.config.ts); the stand-in listens two above it. */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 8181);
export const STAND_IN_PORT = PORTAL_PORT + 2;
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;

export const TELEGRAM_BOT_TOKEN = '100200300:e2e-throwaway-bot-token';
/** What the webhook expects in X-Telegram-Bot-Api-Secret-Token ([A-Za-z0-9_-]{16,}). */
export const TELEGRAM_WEBHOOK_SECRET = 'e2e-telegram-webhook-secret-0123';
/** The username the stand-in's getMe answers: the portal's t.me link names it. */
export const TELEGRAM_BOT_USERNAME = 'hang_e2e_bot';

/**
 * The portal's VAPID pair (P-256: the public key as an uncompressed point, the private key as the
 * 32-byte d, both base64url), made once per run and kept in the environment: Playwright loads the
 * config again in each worker, and the server and the workers must agree.
 */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  if (!process.env.E2E_VAPID_PUBLIC_KEY || !process.env.E2E_VAPID_PRIVATE_KEY) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = privateKey.export({ format: 'jwk' });
    const point = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x ?? '', 'base64url'),
      Buffer.from(jwk.y ?? '', 'base64url'),
    ]);
    process.env.E2E_VAPID_PUBLIC_KEY = point.toString('base64url');
    process.env.E2E_VAPID_PRIVATE_KEY = jwk.d ?? '';
  }
  return {
    publicKey: process.env.E2E_VAPID_PUBLIC_KEY ?? '',
    privateKey: process.env.E2E_VAPID_PRIVATE_KEY ?? '',
  };
}

/** What the stand-in recorded of a sendMessage call. */
export interface TelegramMessage {
  chat_id: string | number;
  text: string;
}

/** A browser's push subscription made in the test: the keys the push is encrypted for. */
export interface PushDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

export function newPushDevice(id: string): PushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    id,
    endpoint: `${STAND_IN_ORIGIN}/push/${id}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    ecdh,
    authSecret,
  };
}

/**
 * A push body as the browser decrypts it (RFC 8291 with RFC 8188's aes128gcm, one record): the
 * header is salt (16) · record size (4) · key id length (1) · the server's public key; the rest is
 * the AES-128-GCM record, its plaintext ending in the delimiter 0x02 and zero padding.
 */
export function decryptPush(body: Buffer, device: PushDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
  const decipher = createDecipheriv(
    'aes-128-gcm',
    derive('Content-Encoding: aes128gcm\0', 16),
    derive('Content-Encoding: nonce\0', 12),
  );
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record without the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
