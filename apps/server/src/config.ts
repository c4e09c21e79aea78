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
