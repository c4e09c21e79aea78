import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startLocalServer } from './stand-in-http.js';

export interface PushDevice {
  /** What the browser's `subscription.toJSON()` would give. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's claims (aud, exp, sub). */
  claims: Record<string, unknown>;
}

export interface PushStandIn {
  /** A new browser on this push service: its own P-256 key pair and auth secret. */
  newDevice(): PushDevice;
  /** The pushes it took and could decrypt with the device's keys. */
  received: ReceivedPush[];
  /** Requests it refused as malformed (a bad VAPID header, a wrong encoding): none is expected. */
  malformed: string[];
  /** The endpoint answers 410 Gone from now on (the browser unsubscribed). */
  forget(endpoint: string): void;
  /** The next `count` pushes, to any endpoint, answer this status (429, 500…). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * A local web-push service (RFC 8030) for channel tests. Each push must carry a VAPID header
 * (RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`) signed by `vapidPublicKey` for this origin,
 * and an aes128gcm body (RFC 8188/8291) that the device's private key decrypts; it answers 201.
 * Anything else is answered 400/401/403 and listed in `malformed`.
 */
export async function startPushStandIn(options: { vapidPublicKey: string }): Promise<PushStandIn> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const malformed: string[] = [];
  let failures = { count: 0, status: 500 };
  let base = '';

  const refuse = (response: ServerResponse, status: number, reason: string) => {
    malformed.push(reason);
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(reason);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = `${base}${request.url ?? ''}`;
    const body = await readBody(request);
    if (request.method !== 'POST') return refuse(response, 405, 'not a POST');
    const claims = checkVapid(headerOf(request, 'authorization'), options.vapidPublicKey, base);
    if (typeof claims === 'string') return refuse(response, 401, claims);
    if (headerOf(request, 'content-encoding') !== 'aes128gcm') {
      return refuse(response, 400, `Content-Encoding ${headerOf(request, 'content-encoding')}`);
    }
    const ttl = headerOf(request, 'ttl');
    if (!/^\d+$/.test(ttl ?? '')) return refuse(response, 400, 'no TTL header');
    if (gone.has(endpoint)) {
      response.writeHead(410);
      return void response.end('push subscription has unsubscribed or expired');
    }
    if (failures.count > 0) {
      failures.count -= 1;
      response.writeHead(failures.status);
      return void response.end('try again later');
    }
    const device = devices.get(endpoint);
    if (!device) {
      response.writeHead(404);
      return void response.end('no such subscription');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decryptAes128gcm(body, device.ecdh, device.auth).toString('utf8'));
    } catch (error) {
      return refuse(response, 400, `undecryptable: ${(error as Error).message}`);
    }
    received.push({
      endpoint,
      payload,
      ttl,
      urgency: headerOf(request, 'urgency'),
      claims,
    });
    response.writeHead(201, { location: `${base}/message/${received.length}` });
    response.end();
  }

  const server = await startLocalServer(handle);
  base = server.base;
  return {
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${base}/push/${b64url(randomBytes(12))}`;
      devices.set(endpoint, { ecdh, auth });
      return {
        subscription: {
          endpoint,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    received,
    malformed,
    forget(endpoint) {
      gone.add(endpoint);
    },
    failNext(count, status) {
      failures = { count, status };
    },
    close: () => server.close(),
  };
}

/** The JWT's claims when the header is a valid VAPID one for this origin, else why not. */
function checkVapid(
  header: string | undefined,
  expectedKey: string,
  origin: string,
): Record<string, unknown> | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `Authorization is not "vapid t=…, k=…": ${header}`;
  const [, jwt = '', key = ''] = match;
  if (key !== expectedKey) return 'k is not the VAPID public key';
  const [head = '', claimsPart = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not verify';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header_.alg !== 'ES256') return `JWT alg ${header_.alg}`;
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `aud ${String(claims.aud)} is not ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 24 * 3600) {
    return 'exp missing, past or more than 24 hours ahead';
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'bad sub';
  return claims;
}

/**
 * RFC 8291's decryption, written here from the RFC rather than taken from the library under test:
 * a single aes128gcm record whose header carries the sender's one-time public key.
 */
function decryptAes128gcm(body: Buffer, device: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', device.computeSecret(senderKey), auth, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
  const decipher = createDecipheriv(
    'aes-128-gcm',
    derive('Content-Encoding: aes128gcm\0', 16),
    derive('Content-Encoding: nonce\0', 12),
  );
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The content, then the last record's delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
