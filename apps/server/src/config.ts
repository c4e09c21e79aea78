import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Every setting comes from the environment and is checked once, at start-up, with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL phải có dạng postgres://user:pass@host:5432/db')
    .optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL phải là một địa chỉ http(s) đầy đủ').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL phải có dạng smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().default('Cổng khách hàng <no-reply@localhost>'),
  ADMIN_EMAIL: z
    .string()
    .email('ADMIN_EMAIL phải là một email hợp lệ')
    .default('admin@localhost.vn'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD cần ít nhất 8 ký tự').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // log2 of scrypt's cost N; 15 takes about 100 ms per hash on this class of machine.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  WEB_DIST: z.string().optional(),
  // The unpacked browser extension (apps/extension/dist unless given) served packed at
  // /downloads/extension.zip.
  EXTENSION_DIST: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== null, {
      message:
        'TRUST_PROXY phải là danh sách địa chỉ hoặc dải mạng của proxy, cách nhau bởi dấu phẩy (10.0.0.1,192.168.0.0/16)',
    })
    .optional(),
  SEPAY_API_KEY: z.string().min(16, 'SEPAY_API_KEY cần ít nhất 16 ký tự').optional(),
  CASSO_CHECKSUM_KEY: z.string().min(16, 'CASSO_CHECKSUM_KEY cần ít nhất 16 ký tự').optional(),
  // 1 mounts the benchmark's yardstick routes /api/bench/one-select and /api/bench/bare.
  BENCH_ROUTES: z.enum(['0', '1'], { error: 'BENCH_ROUTES phải là 0 hoặc 1' }).default('0'),
  // An S3-compatible store for photos (all four, or none: photos under DATA_DIR/photos).
  S3_ENDPOINT: z.string().url('S3_ENDPOINT phải là một địa chỉ http(s) đầy đủ').optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  // Notification channels (DESIGN §10): each is off without its variables.
  ZALO_APP_ID: z.string().optional(),
  ZALO_APP_SECRET: z.string().optional(),
  ZALO_REFRESH_TOKEN: z.string().optional(),
  ZALO_API_BASE: z
    .string()
    .url('ZALO_API_BASE phải là một địa chỉ http(s) đầy đủ')
    .default('https://business.openapi.zalo.me'),
  ZALO_OAUTH_BASE: z
    .string()
    .url('ZALO_OAUTH_BASE phải là một địa chỉ http(s) đầy đủ')
    .default('https://oauth.zaloapp.com'),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{16,256}$/,
      'TELEGRAM_WEBHOOK_SECRET gồm 16–256 ký tự A-Z, a-z, 0-9, _ hoặc -',
    )
    .optional(),
  TELEGRAM_API_BASE: z
    .string()
    .url('TELEGRAM_API_BASE phải là một địa chỉ http(s) đầy đủ')
    .default('https://api.telegram.org'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:|https:\/\/)/,
      'VAPID_SUBJECT phải có dạng mailto:ban@congty.vn hoặc https://…',
    )
    .optional(),
  // End-to-end tests only: the origin of a local push-service stand-in accepted as an endpoint.
  WEB_PUSH_TEST_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[^/]+$/,
      'WEB_PUSH_TEST_ORIGIN phải là một origin, ví dụ http://127.0.0.1:8183',
    )
    .optional(),
  // Vietcombank's exchange-rate XML feed, read every morning for the rate proposal.
  VCB_RATE_URL: z.string().url('VCB_RATE_URL phải là một địa chỉ http(s) đầy đủ').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  passwordHashCost: number;
  webDist: string | undefined;
  /** The built, unpacked browser extension; undefined: apps/extension/dist. */
  extensionDist: string | undefined;
  /** Fastify's trustProxy: false (the default) or the addresses of the trusted proxies. */
  trustProxy: false | string[];
  /** SePay's webhook key (`Authorization: Apikey …`); without it the SePay webhook answers 404. */
  sepayApiKey: string | undefined;
  /** Casso's checksum key for `X-Casso-Signature`; without it the Casso webhook answers 404. */
  cassoChecksumKey: string | undefined;
  /** BENCH_ROUTES=1: `npm run bench:scale`'s comparison routes under /api/bench (off by default). */
  benchRoutes: boolean;
  /** Where photos are kept: an S3-compatible bucket when configured, else under dataDir/photos. */
  s3: S3Config | undefined;
  /** Zalo ZNS: all three of app id, secret and the first refresh token, or off. */
  zalo: ZaloConfig | undefined;
  /** The Telegram bot: its token and the webhook's secret, or off. */
  telegram: TelegramConfig | undefined;
  /** Web push: the VAPID key pair and subject, or off. */
  webPush: WebPushConfig | undefined;
  vcbRateUrl: string | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Whether incoming transfers confirm deposits without staff: a bank-notification webhook (SePay or
 * Casso) has its key. The portal words its promise by it; the keys themselves never leave here.
 */
export const autoConfirmsDeposits = (config: Pick<Config, 'sepayApiKey' | 'cassoChecksumKey'>) =>
  Boolean(config.sepayApiKey || config.cassoChecksumKey);

export interface ZaloConfig {
  appId: string;
  appSecret: string;
  /** The first refresh token; each refresh gives a new one, stored in the database (single use). */
  refreshToken: string;
  apiBase: string;
  oauthBase: string;
}

export interface TelegramConfig {
  botToken: string;
  webhookSecret: string;
  apiBase: string;
}

export interface WebPushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** A local push-service stand-in's origin, accepted as an endpoint (end-to-end tests only). */
  testOrigin?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Cấu hình không hợp lệ:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    adminEmail: value.ADMIN_EMAIL.toLowerCase(),
    adminPassword: value.ADMIN_PASSWORD,
    logLevel: value.LOG_LEVEL,
    passwordHashCost: value.PASSWORD_HASH_COST,
    webDist: value.WEB_DIST,
    extensionDist: value.EXTENSION_DIST && path.resolve(value.EXTENSION_DIST),
    trustProxy: value.TRUST_PROXY ? (parseTrustProxy(value.TRUST_PROXY) ?? false) : false,
    sepayApiKey: value.SEPAY_API_KEY,
    cassoChecksumKey: value.CASSO_CHECKSUM_KEY,
    benchRoutes: value.BENCH_ROUTES === '1',
    s3: s3ConfigOf(value),
    zalo: withBases(
      allOrNone('ZALO_APP_ID, ZALO_APP_SECRET và ZALO_REFRESH_TOKEN', {
        appId: value.ZALO_APP_ID,
        appSecret: value.ZALO_APP_SECRET,
        refreshToken: value.ZALO_REFRESH_TOKEN,
      }),
      { apiBase: value.ZALO_API_BASE, oauthBase: value.ZALO_OAUTH_BASE },
    ),
    telegram: withBases(
      allOrNone('TELEGRAM_BOT_TOKEN và TELEGRAM_WEBHOOK_SECRET', {
        botToken: value.TELEGRAM_BOT_TOKEN,
        webhookSecret: value.TELEGRAM_WEBHOOK_SECRET,
      }),
      { apiBase: value.TELEGRAM_API_BASE },
    ),
    webPush: withTestOrigin(
      allOrNone('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY và VAPID_SUBJECT', {
        publicKey: value.VAPID_PUBLIC_KEY,
        privateKey: value.VAPID_PRIVATE_KEY,
        subject: value.VAPID_SUBJECT,
      }),
      value.WEB_PUSH_TEST_ORIGIN,
    ),
    vcbRateUrl: value.VCB_RATE_URL,
  };
}

/** All of S3_ENDPOINT, S3_BUCKET and its two keys, or none: half a store is refused at start-up. */
function s3ConfigOf(value: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: region } = value;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = value;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return { endpoint: endpoint.replace(/\/$/, ''), bucket, accessKeyId, secretAccessKey, region };
  }
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  throw new Error(
    'Cấu hình không hợp lệ:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY phải có đủ cả bốn',
  );
}

/**
 * A channel's variables when all are set, undefined when none is; some but not all is refused at
 * start-up with the names it needs, rather than a channel silently off.
 */
function allOrNone<K extends string>(
  names: string,
  values: Record<K, string | undefined>,
): Record<K, string> | undefined {
  const set = Object.values(values).filter(Boolean).length;
  if (set === 0) return undefined;
  if (set === Object.keys(values).length) return values as Record<K, string>;
  throw new Error(`Cấu hình không hợp lệ:\n  ${names} phải có đủ`);
}

/** Web push with the e2e tests' local push service, when one is named. */
function withTestOrigin(
  webPush: WebPushConfig | undefined,
  testOrigin: string | undefined,
): WebPushConfig | undefined {
  return webPush && (testOrigin ? { ...webPush, testOrigin } : webPush);
}

/** A configured channel with its service's base addresses (no trailing slash). */
function withBases<T extends object, B extends Record<string, string>>(
  channel: T | undefined,
  bases: B,
): (T & B) | undefined {
  if (!channel) return undefined;
  const trimmed = Object.entries(bases).map(([key, base]) => [key, base.replace(/\/$/, '')]);
  return { ...channel, ...(Object.fromEntries(trimmed) as B) };
}

/**
 * `10.0.0.1,192.168.0.0/16,loopback`: trust X-Forwarded-For on a connection from those addresses
 * (proxy-addr's names loopback, linklocal, uniquelocal allowed). Anything else is refused at
 * start-up rather than silently trusting every client's header.
 */
function parseTrustProxy(text: string): string[] | null {
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

/** An empty variable (`FOO=`) means "not set", as a shell user expects. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
