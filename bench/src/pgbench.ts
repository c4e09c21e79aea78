/**
 * PostgreSQL's own pgbench, the yardstick of bench:scale's writes (issue 27): its TPC-B-like
 * script (each transaction updates an account, a teller and a branch, reads the account and
 * appends a history row) at the writes' connections, on the same PostgreSQL as the product, in a
 * scratch database of its own (BENCH_PGBENCH_DB, bench_pgbench), so the product's database is
 * untouched. The scratch database is made and filled once (`pgbench -i`), and again only when its
 * scale differs; pgbench vacuums its tables and empties its history before every run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** `pgbench` from PATH unless BENCH_PGBENCH names it. */
const PGBENCH = process.env.BENCH_PGBENCH || 'pgbench';

/**
 * Branches: pgbench's documentation asks for a scale at least its clients, or the clients queue
 * on a handful of branch rows instead of measuring the database (32: about 500 MB).
 */
export const PGBENCH_SCALE = 32;

export interface PgbenchFigure {
  transactions: number;
  failed: number;
  /** pgbench's own tps, without the initial connection time. */
  tps: number;
  latencyAverageMs: number;
  /** From its per-transaction log. */
  p50Ms: number;
  p99Ms: number;
}

/** The scratch database's URL: the product's server and user, another database. */
export function scratchUrl(productUrl: string, database: string): string {
  const url = new URL(productUrl);
  if (decodeURIComponent(url.pathname.slice(1)) === database) {
    throw new Error(`BENCH_PGBENCH_DB must not be the product's database (${database})`);
  }
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Makes the scratch database when missing and fills it when its scale is not PGBENCH_SCALE. */
export async function preparePgbench(productUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: productUrl });
  await admin.connect();
  try {
    const found = await admin.query(`select 1 from pg_database where datname = $1`, [database]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(database)}`);
    }
  } finally {
    await admin.end();
  }
  const url = scratchUrl(productUrl, database);
  const scratch = new pg.Client({ connectionString: url });
  await scratch.connect();
  let scale = 0;
  try {
    const [table] = (
      await scratch.query<{ found: boolean }>(
        `select to_regclass('pgbench_branches') is not null as found`,
      )
    ).rows;
    if (table?.found) {
      const [row] = (
        await scratch.query<{ n: number }>(`select count(*)::integer as n from pgbench_branches`)
      ).rows;
      scale = row?.n ?? 0;
    }
  } finally {
    await scratch.end();
  }
  if (scale === PGBENCH_SCALE) return;
  console.log(`  pgbench -i -s ${PGBENCH_SCALE} into ${database} (found scale ${scale})`);
  await run(PGBENCH, ['-i', '-q', '-s', String(PGBENCH_SCALE), url]);
}

function number(output: string, pattern: RegExp): number {
  const match = pattern.exec(output);
  if (!match) throw new Error(`pgbench said no ${pattern.source}:\n${output}`);
  return Number(match[1]);
}

/** `pgbench -c clients -j threads -T seconds`, its TPC-B-like script, latencies from its log. */
export async function runPgbench(
  productUrl: string,
  database: string,
  options: { clients: number; threads: number; seconds: number },
): Promise<PgbenchFigure> {
  const logDir = mkdtempSync(join(tmpdir(), 'portal-bench-pgbench-'));
  try {
    const { stdout } = await run(PGBENCH, [
      '-c',
      String(options.clients),
      '-j',
      String(options.threads),
      '-T',
      String(Math.max(1, Math.round(options.seconds))),
      '-l',
      `--log-prefix=${join(logDir, 'pgbench')}`,
      scratchUrl(productUrl, database),
    ]);
    // Each log line: client, transaction, latency in µs, script, epoch s, µs.
    const latencies = readdirSync(logDir)
      .flatMap((file) => readFileSync(join(logDir, file), 'utf8').split('\n'))
      .filter((line) => line.trim() !== '')
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
    return {
      transactions: number(stdout, /number of transactions actually processed: (\d+)/),
      failed: number(stdout, /number of failed transactions: (\d+)/),
      tps: number(stdout, /tps = ([\d.]+) \(without initial connection time\)/),
      latencyAverageMs: number(stdout, /latency average = ([\d.]+) ms/),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
