/**
 * `npm run bench:scale` (issue 11): every customer list and dashboard call at scale, for a heavy
 * and a typical customer, beside a route doing one indexed primary-key select through the same
 * pool (/api/bench/one-select) and a route doing nothing (/api/bench/bare), at 32 connections.
 * Then the owner's reports (issue 26, DESIGN §12: under a second for a month of a busy shop), as
 * the seeded admin, one request at a time (scale-reports.ts), over a busy shop's previous and
 * current month (scale-busy.ts).
 *
 * - PostgreSQL when BENCH_DATABASE_URL is set: 100,000 customers, 2,000,000 ledger rows and
 *   2,000,000 messages, and the busy months, generated once (a marker table says so;
 *   BENCH_RESEED=1 starts over, as does data of another version or whose current month is over).
 * - Then the embedded database (PGlite in a temporary folder, 2,000 customers, the heavy one as
 *   large, the same busy months), unless BENCH_EMBEDDED=0. BENCH_PGLITE_DIR=<folder> keeps it
 *   there between runs (generated when the folder holds no finished data, or with BENCH_RESEED=1).
 *
 * BENCH_SECONDS sets the seconds per measurement (5); BENCH_ONLY=<regular expression> measures only
 * the calls whose name it matches (`BENCH_ONLY=getcarts|getdashboard`, `BENCH_ONLY=reports/profit`,
 * `BENCH_ONLY=reports` for the reports alone), to try one change quickly; BENCH_ROUNDS=3 measures
 * every customer call three times on the same server and prints the medians (each round's ratio
 * against that round's own one-select, so a machine whose speed drifts between rounds does not
 * skew them); BENCH_REPORT_REQUESTS sets the timed requests per report call (10, after 2 warm-ups).
 * Prints a table per database and writes a JSON summary to bench/results/scale-<date>.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { measureRoute, type RouteFigure } from './http-load.js';
import {
  generateScaleData,
  MARKER_TABLE,
  markerStaleness,
  PGLITE_PLAN,
  POSTGRES_PLAN,
  readMarker,
  type GenerationReport,
  type Query,
  type ScalePlan,
} from './scale-data.js';
import {
  measureReports,
  printReports,
  reportCallNames,
  type ReportsResult,
} from './scale-reports.js';
import { registerCustomer, signIn, startServer, type ServerOptions } from './server-process.js';

const PORT = 8193;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const REPORT_REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS || 10);
const REPORT_WARMUPS = 2;
const PASSWORD = 'matkhau123';
const ACCOUNTS = { heavyEmail: 'bench.heavy@example.vn', typicalEmail: 'bench.typical@example.vn' };
/** A deep page: the offset the issue's target names (p99 ≤ 50 ms). */
const DEEP_SKIP = 5000;
const PAGE = 20;

if (!Number.isFinite(SECONDS) || SECONDS <= 0) {
  throw new Error(`BENCH_SECONDS must be a positive number of seconds, not ${SECONDS}`);
}
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  throw new Error(`BENCH_ROUNDS must be a whole number of rounds, 1 or more, not ${ROUNDS}`);
}
if (!Number.isInteger(REPORT_REQUESTS) || REPORT_REQUESTS < 1) {
  throw new Error(
    `BENCH_REPORT_REQUESTS must be a whole number of requests, 1 or more, not ${REPORT_REQUESTS}`,
  );
}

// ---------------------------------------------------------------- the calls

type Filter = 'dates' | Record<string, string>;

interface Call {
  name: string;
  path: string;
  /** A list: its first page and, when the heavy customer has enough rows, a deep page. */
  paged: boolean;
  /** The filtered page: the last 30 days (from/end) where the call takes dates, else a status. */
  filter?: Filter;
}

const CALLS: Call[] = [
  { name: 'customer/getmessages', path: '/api/customer/getmessages', paged: true, filter: 'dates' },
  {
    name: 'customer/transactions',
    path: '/api/customer/transactions',
    paged: true,
    filter: 'dates',
  },
  { name: 'customer/getdeposits', path: '/api/customer/getdeposits', paged: true, filter: 'dates' },
  {
    name: 'customer/getwithdrawals',
    path: '/api/customer/getwithdrawals',
    paged: true,
    filter: 'dates',
  },
  { name: 'order/orders', path: '/api/order/orders', paged: true, filter: 'dates' },
  // Parcels, consignments and complaints take no dates: their filter is a status.
  { name: 'order/transports', path: '/api/order/transports', paged: true, filter: { status: '6' } },
  {
    name: 'ordership/getlist',
    path: '/api/ordership/getlist',
    paged: true,
    filter: { status: '5' },
  },
  {
    name: 'order/getlistrequestdelivery',
    path: '/api/order/getlistrequestdelivery',
    paged: true,
    filter: 'dates',
  },
  {
    name: 'order/getcomplains',
    path: '/api/order/getcomplains',
    paged: true,
    filter: { status: '2' },
  },
  { name: 'order/getcarts', path: '/api/order/getcarts', paged: true },
  { name: 'order/getdashboard', path: '/api/order/getdashboard', paged: false },
  { name: 'customer/getsettingdefault', path: '/api/customer/getsettingdefault', paged: false },
  { name: 'customer/userinfo', path: '/api/customer/userinfo', paged: false },
];

/** dd/MM/yyyy in Vietnam's time zone, as the portal sends dates. */
function vietnamDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

const now = new Date();
const LAST_30_DAYS = {
  from: vietnamDay(new Date(now.getTime() - 30 * 24 * 3600 * 1000)),
  end: vietnamDay(now),
};

// ---------------------------------------------------------------- measuring

interface Row {
  call: string;
  customer: string;
  variant: string;
  route: string;
  /** Total of the answer (a list's whole size), when it has one. */
  total: number | null;
  status: number;
  figure: RouteFigure | null;
  ratio: number | null;
}

interface DatabaseResult {
  storage: string;
  plan: ScalePlan;
  generation: GenerationReport | { reused: true; info: Record<string, unknown> } | null;
  oneSelect: RouteFigure[];
  bare: RouteFigure | null;
  rows: Row[];
  /** Each round's one-select req/s when there were several rounds (rows are then their medians). */
  roundYardsticks?: number[];
  /** The owner's reports as staff (null when BENCH_ONLY let none through). */
  reports: ReportsResult | null;
}

/** One GET as the portal makes it: the answer's status and its Total, if any. */
async function probe(
  base: string,
  route: string,
  token: string,
): Promise<{ status: number; total: number | null; body: string }> {
  const response = await fetch(`${base}${route}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  let total: number | null = null;
  try {
    const parsed = JSON.parse(body) as { Total?: unknown };
    if (typeof parsed.Total === 'number') total = parsed.Total;
  } catch {
    // not JSON: the status tells
  }
  return { status: response.status, total, body };
}

function withQuery(path: string, query: Record<string, string | number>): string {
  const text = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return text ? `${path}?${text}` : path;
}

function variantsOf(call: Call): { variant: string; query: Record<string, string | number> }[] {
  if (!call.paged) return [{ variant: '-', query: {} }];
  const variants: { variant: string; query: Record<string, string | number> }[] = [
    { variant: 'first page', query: {} },
  ];
  if (call.filter === 'dates') {
    variants.push({ variant: 'last 30 days', query: { ...LAST_30_DAYS } });
  } else if (call.filter) {
    const text = Object.entries(call.filter)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    variants.push({ variant: text, query: call.filter });
  }
  return variants;
}

async function measureDatabase(
  storage: string,
  server: { base: string },
  tokens: { heavy: string; typical: string },
): Promise<Measured> {
  const load = { connections: CONNECTIONS, seconds: SECONDS };
  const say = (line: string) => console.log(`  ${line}`);
  const one = async (label: string): Promise<RouteFigure> => {
    const figure = await measureRoute(server.base, '/api/bench/one-select', load);
    say(`${label.padEnd(54)} ${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s`);
    return figure;
  };
  // Unrecorded: the server's first seconds (JIT, pool connections) would count against the yardstick.
  await measureRoute(server.base, '/api/bench/one-select', { ...load, seconds: 2 });
  const oneSelect = [await one('bench/one-select')];
  const bare = await measureRoute(server.base, '/api/bench/bare', load);
  say(`${'bench/bare'.padEnd(54)} ${bare.requestsPerSecond.toFixed(0).padStart(6)} req/s`);

  const rows: Row[] = [];
  for (const call of CALLS.filter((candidate) => !ONLY || ONLY.test(candidate.name))) {
    for (const customer of ['heavy', 'typical'] as const) {
      const token = tokens[customer];
      const variants = variantsOf(call);
      for (let index = 0; index < variants.length; index++) {
        const { variant, query } = variants[index]!;
        const route = withQuery(call.path, query);
        const answer = await probe(server.base, route, token);
        const row: Row = {
          call: call.name,
          customer,
          variant,
          route,
          total: answer.total,
          status: answer.status,
          figure: null,
          ratio: null,
        };
        if (answer.status === 200) {
          row.figure = await measureRoute(server.base, route, { ...load, token });
        } else {
          say(
            `${call.name} ${customer} ${variant}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`,
          );
        }
        rows.push(row);
        say(
          `${`${call.name} ${customer} ${variant}`.padEnd(54)} ${
            row.figure ? row.figure.requestsPerSecond.toFixed(0).padStart(6) : '     -'
          } req/s`,
        );
        // The deep page, where this customer has enough rows for it.
        if (index === 0 && call.paged && (answer.total ?? 0) >= DEEP_SKIP + PAGE) {
          variants.splice(1, 0, { variant: `skip=${DEEP_SKIP}`, query: { skip: DEEP_SKIP } });
        }
      }
    }
  }
  oneSelect.push(await one('bench/one-select (again, at the end)'));
  const yardstick = oneSelect.reduce((sum, f) => sum + f.requestsPerSecond, 0) / oneSelect.length;
  for (const row of rows) {
    if (row.figure) row.ratio = row.figure.requestsPerSecond / yardstick;
  }
  return { storage, oneSelect, bare, rows };
}

// ---------------------------------------------------------------- printing

function formatMs(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}

/** The customer calls' table (when any was measured), then the reports'. */
function printTable(result: DatabaseResult): void {
  if (result.oneSelect.length > 0) printCustomerTable(result);
  if (result.reports) printReports(result.storage, result.reports);
}

function printCustomerTable(result: DatabaseResult): void {
  const yardstick =
    result.oneSelect.reduce((sum, f) => sum + f.requestsPerSecond, 0) / result.oneSelect.length;
  const rounds = result.roundYardsticks;
  console.log(
    rounds
      ? `\n== ${result.storage}: ${CONNECTIONS} connections, ${SECONDS} s per row, medians of ${rounds.length} rounds; ratio = req/s ÷ that round's one-select (${rounds.map((value) => value.toFixed(0)).join(', ')} req/s, each the mean of the round's first and last) ==`
      : `\n== ${result.storage}: ${CONNECTIONS} connections, ${SECONDS} s per row; ratio = req/s ÷ one-select (${yardstick.toFixed(0)} req/s, mean of ${result.oneSelect.map((f) => f.requestsPerSecond.toFixed(0)).join(' and ')}) ==`,
  );
  const header = [
    'call',
    'customer',
    'variant',
    'total',
    'req/s',
    'p50 ms',
    'p99 ms',
    'ratio',
    'errors',
  ];
  const lines: string[][] = [];
  const yardsticks: [string, RouteFigure | null][] = [
    ['bench/one-select', result.oneSelect[0] ?? null],
    ['bench/bare', result.bare],
  ];
  for (const [name, figure] of yardsticks) {
    if (!figure) continue;
    lines.push([
      name,
      '-',
      '-',
      '-',
      figure.requestsPerSecond.toFixed(0),
      formatMs(figure.p50Ms),
      formatMs(figure.p99Ms),
      (figure.requestsPerSecond / yardstick).toFixed(2),
      String(figure.errors),
    ]);
  }
  for (const row of result.rows) {
    const figure = row.figure;
    lines.push([
      row.call,
      row.customer,
      row.variant,
      row.total === null ? '-' : String(row.total),
      figure ? figure.requestsPerSecond.toFixed(0) : `HTTP ${row.status}`,
      figure ? formatMs(figure.p50Ms) : '-',
      figure ? formatMs(figure.p99Ms) : '-',
      row.ratio === null ? '-' : row.ratio.toFixed(3),
      figure ? String(figure.errors) : '-',
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const numeric = new Set([3, 4, 5, 6, 7, 8]);
  const format = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (numeric.has(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

// ---------------------------------------------------------------- the two databases

async function prepareAccounts(options: ServerOptions): Promise<void> {
  // The first start migrates and seeds; the two bench customers sign up as anyone would.
  const server = await startServer(options);
  try {
    await registerCustomer(server.base, ACCOUNTS.heavyEmail, PASSWORD);
    await registerCustomer(server.base, ACCOUNTS.typicalEmail, PASSWORD);
  } finally {
    await server.stop();
  }
}

async function measureWithServer(
  options: ServerOptions,
  storage: string,
): Promise<Measured & { reports: ReportsResult | null }> {
  const server = await startServer(options);
  try {
    let measured: Measured = { storage, oneSelect: [], bare: null, rows: [] };
    // The customer calls and their yardsticks, unless BENCH_ONLY lets none of them through.
    if (CALLS.some((call) => !ONLY || ONLY.test(call.name))) {
      const tokens = {
        heavy: await signIn(server.base, ACCOUNTS.heavyEmail, PASSWORD),
        typical: await signIn(server.base, ACCOUNTS.typicalEmail, PASSWORD),
      };
      const rounds: Measured[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        if (ROUNDS > 1) console.log(`  round ${round} of ${ROUNDS}`);
        rounds.push(await measureDatabase(storage, server, tokens));
      }
      measured = rounds.length === 1 ? rounds[0]! : mediansOf(rounds);
    }
    let reports: ReportsResult | null = null;
    if (reportCallNames().some((name) => !ONLY || ONLY.test(name))) {
      console.log(`  reports (as staff), ${storage}:`);
      reports = await measureReports(server.base, {
        only: ONLY,
        warmups: REPORT_WARMUPS,
        requests: REPORT_REQUESTS,
        now,
      });
    }
    return { ...measured, reports };
  } finally {
    await server.stop();
  }
}

type Measured = Omit<DatabaseResult, 'plan' | 'generation' | 'reports'>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Several rounds as one result: each row's req/s, p50, p99 and ratio are its rounds' medians. */
function mediansOf(rounds: Measured[]): Measured {
  const [first] = rounds as [Measured, ...Measured[]];
  const figureOf = (figures: RouteFigure[]): RouteFigure => ({
    route: figures[0]!.route,
    requestsPerSecond: median(figures.map((f) => f.requestsPerSecond)),
    p50Ms: median(figures.map((f) => f.p50Ms)),
    p99Ms: median(figures.map((f) => f.p99Ms)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  });
  const rows = first.rows.map((row, index): Row => {
    const same = rounds.map((round) => round.rows[index]!);
    const figures = same.flatMap((each) => (each.figure ? [each.figure] : []));
    const ratios = same.flatMap((each) => (each.ratio === null ? [] : [each.ratio]));
    return {
      ...row,
      figure: figures.length === same.length ? figureOf(figures) : null,
      ratio: ratios.length === same.length ? median(ratios) : null,
    };
  });
  const yardstickOf = (round: Measured) =>
    round.oneSelect.reduce((sum, f) => sum + f.requestsPerSecond, 0) / round.oneSelect.length;
  const bares = rounds.flatMap((round) => (round.bare ? [round.bare] : []));
  return {
    storage: first.storage,
    oneSelect: rounds.flatMap((round) => round.oneSelect),
    bare: bares.length > 0 ? figureOf(bares) : null,
    rows,
    roundYardsticks: rounds.map(yardstickOf),
  };
}

async function onPostgres(databaseUrl: string, scratchDir: string): Promise<DatabaseResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query: Query = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
  const serverOptions: ServerOptions = {
    port: PORT,
    dataDir: scratchDir,
    databaseUrl,
    env: { BENCH_ROUTES: '1' },
  };
  let generation: DatabaseResult['generation'];
  try {
    const marker = await readMarker(query);
    const stale = marker?.state === 'done' ? markerStaleness(marker, now) : null;
    if (marker?.state === 'done' && !stale && process.env.BENCH_RESEED !== '1') {
      console.log(`data already generated (${MARKER_TABLE}); BENCH_RESEED=1 generates it anew`);
      generation = { reused: true, info: marker.info };
    } else {
      if (marker) {
        console.log(
          `wiping the bench database (${marker.state !== 'done' ? `left ${marker.state}` : (stale ?? 'BENCH_RESEED=1')})`,
        );
        await query('drop schema public cascade');
        await query('drop schema if exists drizzle cascade');
        await query('create schema public');
      } else {
        // Only a database this benchmark made (or an empty one) is ever filled, or wiped later.
        const [users] = await query(`select to_regclass('public.users') is not null as found`);
        if (users?.found) {
          const [customers] = await query(
            `select count(*)::integer as n from users where role = 'customer'`,
          );
          if (Number(customers?.n ?? 0) > 0) {
            throw new Error(
              `${databaseUrl} holds customers but no ${MARKER_TABLE} table: bench:scale fills only an empty database it made (createdb bench_scale)`,
            );
          }
        }
      }
      await query(`create table if not exists ${MARKER_TABLE} (
        id integer primary key, state text not null, info jsonb not null default '{}',
        updated_at timestamptz not null default now())`);
      await query(`insert into ${MARKER_TABLE} (id, state) values (1, 'preparing')
        on conflict (id) do update set state = 'preparing', updated_at = now()`);
      await prepareAccounts(serverOptions);
      console.log('generating the data on PostgreSQL:');
      generation = await generateScaleData(query, POSTGRES_PLAN, ACCOUNTS);
      console.log(`data generated in ${(generation.totalMs / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
  console.log('measuring on PostgreSQL:');
  const measured = await measureWithServer(serverOptions, 'PostgreSQL');
  return { ...measured, plan: POSTGRES_PLAN, generation };
}

async function onPglite(): Promise<DatabaseResult> {
  // BENCH_PGLITE_DIR keeps the embedded data between runs, as the PostgreSQL database is kept.
  const keptDir = process.env.BENCH_PGLITE_DIR ? resolve(process.env.BENCH_PGLITE_DIR) : null;
  if (keptDir) claimKeptFolder(keptDir);
  const dataDir = keptDir
    ? join(keptDir, 'pglite')
    : mkdtempSync(join(tmpdir(), 'portal-bench-scale-'));
  const serverOptions: ServerOptions = { port: PORT, dataDir, env: { BENCH_ROUTES: '1' } };
  try {
    let generation: DatabaseResult['generation'];
    const kept = keptDir ? await keptPgliteMarker(dataDir) : null;
    const stale = kept?.state === 'done' ? markerStaleness(kept, now) : null;
    if (stale) console.log(`the embedded data in ${dataDir} is generated anew: ${stale}`);
    if (kept?.state === 'done' && !stale && process.env.BENCH_RESEED !== '1') {
      console.log(
        `embedded data already generated in ${dataDir}; BENCH_RESEED=1 generates it anew`,
      );
      generation = { reused: true, info: kept.info };
    } else {
      if (keptDir) {
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
      }
      await prepareAccounts(serverOptions);
      // PGlite is one process's: the data goes in while no server holds the folder.
      console.log('generating the data on PGlite:');
      const db = await PGlite.create(dataDir);
      try {
        generation = await generateScaleData(
          async (text) => (await db.query(text)).rows as Record<string, unknown>[],
          PGLITE_PLAN,
          ACCOUNTS,
        );
        await db.query('checkpoint');
      } finally {
        await db.close();
      }
      console.log(`data generated in ${(generation.totalMs / 1000).toFixed(1)} s`);
    }
    console.log('measuring on PGlite:');
    const measured = await measureWithServer(serverOptions, 'PGlite (embedded)');
    return { ...measured, plan: PGLITE_PLAN, generation };
  } finally {
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The file that says a kept folder is this benchmark's own, to fill and wipe. */
const KEPT_FOLDER_MARK = 'made-by-bench-scale';

/**
 * Takes BENCH_PGLITE_DIR for the benchmark: a new or empty folder, or one it made before. Only
 * such a folder is ever wiped (as only a database it made is, on PostgreSQL): pointed by mistake
 * at the portal's own ./data, it stops with a sentence instead.
 */
function claimKeptFolder(dir: string): void {
  const mark = join(dir, KEPT_FOLDER_MARK);
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(mark)) {
    throw new Error(
      `BENCH_PGLITE_DIR=${dir} holds files bench:scale did not make: give it a new or empty folder`,
    );
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(mark, 'The embedded data of npm run bench:scale (bench/src/scale.ts).\n');
}

/** The marker of a kept embedded database, or null when the folder holds none yet. */
async function keptPgliteMarker(dataDir: string) {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return null;
  const db = await PGlite.create(dataDir);
  try {
    return await readMarker(
      async (text) => (await db.query(text)).rows as Record<string, unknown>[],
    );
  } finally {
    await db.close();
  }
}

const results: DatabaseResult[] = [];
const databaseUrl = process.env.BENCH_DATABASE_URL;
const scratchDir = mkdtempSync(join(tmpdir(), 'portal-bench-scale-pg-'));
try {
  if (databaseUrl) {
    results.push(await onPostgres(databaseUrl, scratchDir));
  } else {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped, the embedded database only');
  }
  if (process.env.BENCH_EMBEDDED !== '0') results.push(await onPglite());
} finally {
  rmSync(scratchDir, { recursive: true, force: true });
  // What was measured is printed and kept even when a later part failed.
  for (const result of results) printTable(result);
  if (results.length > 0) {
    const stamp = now.toISOString().replace(/:/g, '-').replace(/\..*$/, '');
    const resultsDir = resolve(import.meta.dirname, '../results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `scale-${stamp}.json`);
    const summary = {
      date: now.toISOString(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      lastDays: LAST_30_DAYS,
      results,
    };
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nsummary: ${file}`);
  }
}
