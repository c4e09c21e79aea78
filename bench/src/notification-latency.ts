/**
 * Notification delivery latency (DESIGN §10): 1,000 deposits approved one after another for a
 * customer who chose Telegram for Tài chính, each one's notification timed from the approval's
 * answer (its transaction has committed) to the moment a local Telegram stand-in receives it.
 * The built server on the embedded database (or DATABASE_URL), the README's defaults otherwise.
 *
 *   npm run build && tsc -b bench && node bench/dist/notification-latency.js [events]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BENCH_ADMIN_PASSWORD,
  postJson,
  registerCustomer,
  signIn,
  startServer,
} from './server-process.js';

const EVENTS = Number(process.argv[2] ?? 1000);
const PORT = 8790;
const BOT_TOKEN = '1000:bench-bot';
const SECRET = 'bench-webhook-secret-0123456789';

/** When each deposit code's message reached the stand-in. */
const arrivals = new Map<string, number>();
let waiting: { code: string; done: () => void } | null = null;

const telegram = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const now = performance.now();
    response.setHeader('content-type', 'application/json');
    if (request.url?.endsWith('/getMe')) {
      response.end(
        JSON.stringify({ ok: true, result: { id: 1, is_bot: true, username: 'bench_bot' } }),
      );
      return;
    }
    const code = /NT\d+/.exec(body)?.[0];
    if (code && !arrivals.has(code)) {
      arrivals.set(code, now);
      if (waiting?.code === code) waiting.done();
    }
    response.end(JSON.stringify({ ok: true, result: { message_id: arrivals.size } }));
  });
});

async function send(base: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  await new Promise<void>((done) => telegram.listen(0, '127.0.0.1', done));
  const telegramPort = (telegram.address() as AddressInfo).port;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-notify-'));
  const server = await startServer({
    port: PORT,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    env: {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_API_BASE: `http://127.0.0.1:${telegramPort}`,
    },
  });
  try {
    const { base } = server;
    const admin = await signIn(base, 'admin@localhost.vn', BENCH_ADMIN_PASSWORD);
    const email = `bench.notify.${Date.now()}@example.vn`;
    await registerCustomer(base, email, 'Matkhau@123');
    const customer = await signIn(base, email, 'Matkhau@123');
    // Telegram linked as a customer does it: the deep link's code, sent by the bot's webhook.
    const { Link } = (await postJson(base, '/api/customer/telegramlink', {}, customer)) as {
      Link: string;
    };
    const code = new URL(Link).searchParams.get('start');
    const linked = await fetch(`${base}/api/webhooks/telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify({
        update_id: 1,
        message: {
          message_id: 1,
          date: 0,
          chat: { id: 4242, type: 'private' },
          text: `/start ${code}`,
        },
      }),
    });
    if (!linked.ok) throw new Error(`webhook: ${linked.status}`);
    await send(base, 'PUT', '/api/customer/updatenotificationsettings', customer, {
      Channels: [{ Channel: 'telegram', MessageTypes: [3] }],
    });

    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      const deposit = await send(base, 'POST', '/api/customer/deposit', customer, {
        Amount: 100_000 + i,
        BankAccountId: 1,
      });
      const depositCode = String(deposit.Code);
      const arrived = new Promise<void>((done) => (waiting = { code: depositCode, done }));
      await send(base, 'PUT', `/api/admin/deposits/${String(deposit.Id)}/approve`, admin);
      const committed = performance.now();
      if (!arrivals.has(depositCode)) {
        await Promise.race([
          arrived,
          new Promise((_, fail) =>
            setTimeout(() => fail(new Error(`${depositCode} never arrived`)), 30_000),
          ),
        ]);
      }
      // Delivered before the approval's answer reached us counts as no wait at all.
      latencies.push(Math.max(0, (arrivals.get(depositCode) ?? committed) - committed));
    }
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
    console.log(
      `notification latency, approval answered → Telegram stand-in, ${EVENTS} events on ${
        process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
      } (${seconds.toFixed(1)} s):`,
    );
    console.log(
      `  p50 ${percentile(sorted, 50).toFixed(1)} ms · p95 ${percentile(sorted, 95).toFixed(1)} ms · p99 ${percentile(sorted, 99).toFixed(1)} ms · max ${sorted.at(-1)?.toFixed(1)} ms · mean ${mean.toFixed(1)} ms`,
    );
    console.log(`  delivered ${arrivals.size} of ${EVENTS}`);
  } finally {
    await server.stop();
    telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
