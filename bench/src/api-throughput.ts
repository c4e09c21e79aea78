/**
 * Throughput of signed-in API calls on the built server, embedded database by default or
 * PostgreSQL when BENCH_DATABASE_URL is set: autocannon with 20 connections for 5 s per route,
 * from this machine's loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureRoute, type RouteFigure } from './http-load.js';
import { registerCustomer, signIn, startServer } from './server-process.js';

export type { RouteFigure } from './http-load.js';

const PORT = 8192;

export async function measureApiThroughput(): Promise<{ storage: string; figures: RouteFigure[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ port: PORT, dataDir, databaseUrl });
  try {
    const email = `bench.${Date.now()}@example.vn`;
    await registerCustomer(server.base, email, 'matkhau123');
    const token = await signIn(server.base, email, 'matkhau123');
    const figures: RouteFigure[] = [];
    for (const route of [
      '/api/order/getdashboard',
      '/api/customer/getsettingdefault',
      '/api/customer/getmessages?take=20',
    ]) {
      figures.push(await measureRoute(server.base, route, { connections: 20, seconds: 5, token }));
    }
    return { storage: databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)', figures };
  } finally {
    await server.stop();
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
