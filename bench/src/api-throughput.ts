/**
 * Throughput of signed-in API calls on the built server, embedded database by default or
 * PostgreSQL when BENCH_DATABASE_URL is set: autocannon with 20 connections for 5 s per route,
 * from this machine's loopback only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const serverEntry = resolve(import.meta.dirname, '../../apps/server/dist/server.js');
const PORT = 8192;
const base = `http://127.0.0.1:${PORT}`;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/api/account/getwarehouses`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not start within 60 s');
}

async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export interface RouteFigure {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export async function measureApiThroughput(): Promise<{ storage: string; figures: RouteFigure[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench@12345',
    },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const email = `bench.${Date.now()}@example.vn`;
    await post('/api/account/register', {
      Email: email,
      Password: 'matkhau123',
      ConfirmPassword: 'matkhau123',
      Phone: '0901234567',
      WarehouseId: 1,
    });
    const { token } = (await post('/api/account/login', {
      UserName: email,
      Password: 'matkhau123',
    })) as {
      token: string;
    };
    const figures: RouteFigure[] = [];
    for (const route of [
      '/api/order/getdashboard',
      '/api/customer/getsettingdefault',
      '/api/customer/getmessages?take=20',
    ]) {
      const result = await autocannon({
        url: `${base}${route}`,
        connections: 20,
        duration: 5,
        headers: { authorization: `Bearer ${token}` },
      });
      figures.push({
        route,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    return { storage: databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)', figures };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printApiThroughput(result: { storage: string; figures: RouteFigure[] }): void {
  console.log(`storage: ${result.storage}; 20 connections, 5 s per route`);
  for (const figure of result.figures) {
    console.log(
      `  ${figure.route.padEnd(36)} ${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms  errors ${figure.errors}`,
    );
  }
}
