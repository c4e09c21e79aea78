/**
 * `npm run bench:scale` (issue 11): every customer list and dashboard call at scale, for a heavy
 * and a typical customer, at 32 connections, each as a ratio of the minimal one-select: a bare
 * Fastify process beside the product (minimal-server.ts: no logging, no compression) making the
 * same primary-key select as the product's /api/bench/one-select (issue 27 §2). The product runs
 * as the README runs it (its default logging; BENCH_ROUTES=1 adds the bench routes) and every
 * request says `Accept-Encoding: br, gzip` as a browser does. The product's own one-select (goal:
 * ≥ 0.9 of the minimal one) and a route doing nothing (/api/bench/bare) are the next rows; the
 * lists and the dashboard aim at ≥ 0.5 with p99 ≤ 25 ms, a deep page at p99 ≤ 50 ms.
 * Then the owner's reports (issue 26, DESIGN §12: under a second for a month of a busy shop), as
 * the seeded admin, one request at a time (scale-reports.ts), over a busy shop's previous and
 * current month (scale-busy.ts).
 * On PostgreSQL, then the staff console at the outside probe's sizes (issue 27 §1: the data topped
 * up by scale-console-data.ts before the product starts; every console call, ≥ 0.3 of the minimal
 * one-select with p99 ≤ 100 ms, and the console-versus-customer interference figure,
 * scale-console.ts), and the writes against PostgreSQL's own pgbench (issue 27: each path ≥ 0.3
 * of pgbench's tps with p99 ≤ 50 ms, the ledger invariant checked after them, scale-writes.ts).
 *
 * - PostgreSQL when BENCH_DATABASE_URL is set: 100,000 customers, 2,000,000 ledger rows and
 *   2,000,000 messages, and the busy months, generated once (a marker table says so;
 *   BENCH_RESEED=1 starts over, as does data of another version or whose current month is over).
 *   pgbench works in a database of its own on the same server (BENCH_PGBENCH_DB, bench_pgbench).
 * - Then the embedded database (PGlite in a temporary folder, 2,000 customers, the heavy one as
 *   large, the same busy months), unless BENCH_EMBEDDED=0. BENCH_PGLITE_DIR=<folder> keeps it
 *   there between runs (generated when the folder holds no finished data, or with BENCH_RESEED=1).
 *
 * BENCH_SECONDS sets the seconds per measurement (5); BENCH_ROUNDS the rounds (3): every customer
 * call, yardstick, console call, interference figure and write is measured once a round on the
 * same servers and printed as the median of its rounds (each round's ratio against that round's
 * own yardstick — the mean of its first and last run — so a machine whose speed drifts does not
 * skew them). BENCH_ONLY=<regular expression> measures only what its name matches, to try one
 * change quickly: `BENCH_ONLY=getcarts|getdashboard`, `BENCH_ONLY=reports/profit`,
 * `BENCH_ONLY=reports` for the reports alone, `BENCH_ONLY=console` for the console alone
 * (`console/orders`, `console/interference`), `BENCH_ONLY=writes` for the writes alone
 * (`writes/pay`: a write measures only after the ones that make its work, unrecorded); the
 * yardsticks are measured whenever a customer or console call is. BENCH_REPORT_REQUESTS sets the
 * timed requests per report call (10, after 2 warm-ups).
 * Prints a table per database and part and writes a JSON summary to
 * bench/results/scale-<date>.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  distanceText,
  formatMs,
  goalText,
  meanFigure,
  median,
  medianFigure,
  type Goal,
} from './figures.js';
import { measureRoute, type RouteFigure } from './http-load.js';
import { ensureConsoleData, type ConsoleDataReport } from './scale-console-data.js';
import {
  anyConsoleSelected,
  consoleMedians,
  consoleSamples,
  measureConsoleRound,
  printConsole,
  type ConsoleResult,
  type ConsoleRound,
  type ConsoleSamples,
} from './scale-console.js';
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
import {
  measureWrites,
  printWrites,
  SEPAY_API_KEY,
  writePathsSelected,
  type WritesResult,
} from './scale-writes.js';
import {
  BENCH_ADMIN_PASSWORD,
  MINIMAL_ONE_SELECT,
  registerCustomer,
  signIn,
  startMinimalServer,
  startServer,
  type RunningServer,
  type ServerOptions,
} from './server-process.js';
import { printTable as printMarkdownTable } from './markdown-table.js';

const PORT = 8193;
/** The minimal yardstick server's (minimal-server.ts), beside the product. */
const MINIMAL_PORT = 8194;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const REPORT_REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS || 10);
const REPORT_WARMUPS = 2;
const PASSWORD = 'matkhau123';
/** pgbench's scratch database, beside the product's on the same PostgreSQL (scale-writes.ts). */
const PGBENCH_DATABASE = process.env.BENCH_PGBENCH_DB || 'bench_pgbench';
/** The heavy customer's order list: the customer side of the interference figure. */
const INTERFERENCE_ROUTE = '/api/order/orders';
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

/** Product one-select: what the product adds to one select costs at most a tenth. */
const ONE_SELECT_GOAL: Goal = { ratio: 0.9 };
/** Customer lists and the dashboard, at 32 connections. */
const LIST_GOAL: Goal = { ratio: 0.5, p99Ms: 25 };
const DEEP_PAGE_GOAL: Goal = { p99Ms: 50 };

function goalOf(call: Call, variant: string): Goal | null {
  if (variant.startsWith('skip=')) return DEEP_PAGE_GOAL;
  if (call.paged || call.name === 'order/getdashboard') return LIST_GOAL;
  return null;
}

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
  goal: Goal | null;
}

/**
 * A yardstick: the minimal server's one-select (the ratios' divisor), the product's one-select and
 * the product's bare route. A one-select's figure is the mean of the round's first and last.
 */
interface Yardstick {
  name: string;
  /** The round's measurements (several rounds: every round's). */
  measured: RouteFigure[];
  figure: RouteFigure;
  ratio: number;
  goal: Goal | null;
}

interface DatabaseResult {
  storage: string;
  plan: ScalePlan;
  generation: GenerationReport | { reused: true; info: Record<string, unknown> } | null;
  /** Minimal one-select, product one-select, product bare (empty when no customer call ran). */
  yardsticks: Yardstick[];
  rows: Row[];
  /** Each round's minimal one-select req/s, its ratios' divisor (rows are medians over rounds). */
  roundYardsticks: number[];
  /** The owner's reports as staff (null when BENCH_ONLY let none through). */
  reports: ReportsResult | null;
  /** PostgreSQL only: the staff console's data top-up, its calls and the interference figure. */
  consoleData: ConsoleDataReport | null;
  console: ConsoleResult | null;
  /** PostgreSQL only: the writes against pgbench, and the ledger checked after them. */
  writes: WritesResult | null;
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

/**
 * One round: the two one-selects (minimal, then the product's) and the product's bare route, every
 * customer call, then the two one-selects again in the opposite order. Each row's ratio is its
 * req/s over the mean of this round's two minimal one-selects.
 */
async function measureDatabase(
  storage: string,
  servers: { product: { base: string }; minimal: RunningServer },
  tokens: { heavy: string; typical: string },
): Promise<Measured> {
  const load = { connections: CONNECTIONS, seconds: SECONDS };
  const say = (line: string) => console.log(`  ${line}`);
  const sayFigure = (label: string, figure: RouteFigure | null) =>
    say(
      `${label.padEnd(54)} ${figure ? figure.requestsPerSecond.toFixed(0).padStart(6) : '     -'} req/s`,
    );
  const measure = async (label: string, base: string, route: string): Promise<RouteFigure> => {
    const figure = await measureRoute(base, route, load);
    sayFigure(label, figure);
    return figure;
  };
  const { product, minimal } = servers;
  const minimalOne = async (label: string) =>
    checkedYardstick(
      await measure(`minimal one-select${label}`, minimal.base, MINIMAL_ONE_SELECT),
      minimal,
    );
  const productOne = (label: string) =>
    measure(`bench/one-select (product)${label}`, product.base, '/api/bench/one-select');
  // Unrecorded: a server's first seconds (JIT, pool connections) would count against it.
  await measureRoute(minimal.base, MINIMAL_ONE_SELECT, { ...load, seconds: 2 });
  await measureRoute(product.base, '/api/bench/one-select', { ...load, seconds: 2 });
  const minimalFigures = [await minimalOne('')];
  const productFigures = [await productOne('')];
  const bare = await measure('bench/bare (product)', product.base, '/api/bench/bare');

  const rows: Row[] = [];
  for (const call of CALLS.filter((candidate) => !ONLY || ONLY.test(candidate.name))) {
    for (const customer of ['heavy', 'typical'] as const) {
      const token = tokens[customer];
      const variants = variantsOf(call);
      for (let index = 0; index < variants.length; index++) {
        const { variant, query } = variants[index]!;
        const route = withQuery(call.path, query);
        const answer = await probe(product.base, route, token);
        const row: Row = {
          call: call.name,
          customer,
          variant,
          route,
          total: answer.total,
          status: answer.status,
          figure: null,
          ratio: null,
          goal: goalOf(call, variant),
        };
        if (answer.status === 200) {
          row.figure = await measureRoute(product.base, route, { ...load, token });
        } else {
          say(
            `${call.name} ${customer} ${variant}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`,
          );
        }
        rows.push(row);
        sayFigure(`${call.name} ${customer} ${variant}`, row.figure);
        // The deep page, where this customer has enough rows for it.
        if (index === 0 && call.paged && (answer.total ?? 0) >= DEEP_SKIP + PAGE) {
          variants.splice(1, 0, { variant: `skip=${DEEP_SKIP}`, query: { skip: DEEP_SKIP } });
        }
      }
    }
  }
  productFigures.push(await productOne(' (again, at the end)'));
  minimalFigures.push(await minimalOne(' (again, at the end)'));
  const minimalFigure = meanFigure(minimalFigures);
  const divisor = minimalFigure.requestsPerSecond;
  const productFigure = meanFigure(productFigures);
  const yardsticks: Yardstick[] = [
    {
      name: 'minimal one-select',
      measured: minimalFigures,
      figure: minimalFigure,
      ratio: 1,
      goal: null,
    },
    {
      name: 'bench/one-select (product)',
      measured: productFigures,
      figure: productFigure,
      ratio: productFigure.requestsPerSecond / divisor,
      goal: ONE_SELECT_GOAL,
    },
    {
      name: 'bench/bare (product)',
      measured: [bare],
      figure: bare,
      ratio: bare.requestsPerSecond / divisor,
      goal: null,
    },
  ];
  for (const row of rows) {
    if (row.figure) row.ratio = row.figure.requestsPerSecond / divisor;
  }
  return { storage, yardsticks, rows, roundYardsticks: [divisor] };
}

// ---------------------------------------------------------------- printing

/** The customer calls' table (when any was measured), the reports', the console's, the writes'. */
function printTable(result: DatabaseResult): void {
  if (result.yardsticks.length > 0) printCustomerTable(result);
  if (result.reports) printReports(result.storage, result.reports);
  if (result.console) printConsole(result.storage, result.console);
  if (result.writes) printWrites(result.storage, result.writes);
}

function printCustomerTable(result: DatabaseResult): void {
  const rounds = result.roundYardsticks;
  const perRound = rounds.map((value) => value.toFixed(0)).join(', ');
  const [minimal] = result.yardsticks;
  console.log(
    rounds.length > 1
      ? `\n== ${result.storage}: ${CONNECTIONS} connections, ${SECONDS} s per row, every row the median of ${rounds.length} rounds; each round's ratio = req/s ÷ that round's minimal one-select (${perRound} req/s, each the mean of the round's first and last) ==`
      : `\n== ${result.storage}: ${CONNECTIONS} connections, ${SECONDS} s per row; ratio = req/s ÷ the minimal one-select (${perRound} req/s, mean of ${(minimal?.measured ?? []).map((f) => f.requestsPerSecond.toFixed(0)).join(' and ')}: the round's first and last) ==`,
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
    'goal',
    'distance',
    'errors',
  ];
  const lines: string[][] = [];
  for (const yardstick of result.yardsticks) {
    const figure = yardstick.figure;
    lines.push([
      yardstick.name,
      '-',
      '-',
      '-',
      figure.requestsPerSecond.toFixed(0),
      formatMs(figure.p50Ms),
      formatMs(figure.p99Ms),
      yardstick.ratio.toFixed(3),
      goalText(yardstick.goal, yardstick.ratio, figure.p99Ms),
      distanceText(yardstick.goal, yardstick.ratio, figure.p99Ms),
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
      goalText(row.goal, row.ratio, figure?.p99Ms ?? null),
      distanceText(row.goal, row.ratio, figure?.p99Ms ?? null),
      figure ? String(figure.errors) : '-',
    ]);
  }
  printMarkdownTable(header, lines, new Set([3, 4, 5, 6, 7, 10]));
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

/** The minimal yardstick's database: the product's PostgreSQL, or a small PGlite of its own. */
interface MinimalOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** What PostgreSQL measures beyond the customer calls and the reports. */
interface PostgresParts {
  databaseUrl: string;
  /** The console's keywords, when BENCH_ONLY lets any of the console through. */
  consoleSamples: ConsoleSamples | null;
  writes: boolean;
}

/**
 * A minimal one-select its server did not answer (it exited, or another process took its port)
 * would divide a whole round by nothing: the run stops instead, saying so.
 */
function checkedYardstick(figure: RouteFigure, minimal: RunningServer): RouteFigure {
  const gone = minimal.child.exitCode !== null || minimal.child.signalCode !== null;
  if (gone || figure.errors > 0) {
    throw new Error(
      `the minimal one-select (${minimal.base}) ${gone ? 'exited' : `answered ${figure.errors} errors`} during the run: did another process stop it or take port ${MINIMAL_PORT}?`,
    );
  }
  return figure;
}

/** The minimal yardstick server for the time of `work`. */
async function withMinimal<T>(
  options: MinimalOptions,
  work: (minimal: RunningServer) => Promise<T>,
): Promise<T> {
  const minimal = await startMinimalServer({ port: MINIMAL_PORT, ...options });
  try {
    return await work(minimal);
  } finally {
    await minimal.stop();
  }
}

const signInStaff = (base: string) =>
  signIn(base, process.env.ADMIN_EMAIL || 'admin@localhost.vn', BENCH_ADMIN_PASSWORD);

async function measureWithServer(
  options: ServerOptions,
  minimalOptions: MinimalOptions,
  storage: string,
  postgres: PostgresParts | null,
): Promise<Measured & Pick<DatabaseResult, 'reports' | 'console' | 'writes'>> {
  const server = await startServer(options);
  try {
    let measured: Measured = { storage, yardsticks: [], rows: [], roundYardsticks: [] };
    // The customer calls and their yardsticks, unless BENCH_ONLY lets none of them through.
    if (CALLS.some((call) => !ONLY || ONLY.test(call.name))) {
      const tokens = {
        heavy: await signIn(server.base, ACCOUNTS.heavyEmail, PASSWORD),
        typical: await signIn(server.base, ACCOUNTS.typicalEmail, PASSWORD),
      };
      measured = await withMinimal(minimalOptions, async (minimal) => {
        const rounds: Measured[] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          if (ROUNDS > 1) console.log(`  round ${round} of ${ROUNDS}`);
          rounds.push(await measureDatabase(storage, { product: server, minimal }, tokens));
        }
        return rounds.length === 1 ? rounds[0]! : mediansOf(rounds);
      });
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
    const samples = postgres?.consoleSamples;
    const consoleResult = samples
      ? await withMinimal(minimalOptions, (minimal) =>
          measureConsoleRounds(server.base, minimal, samples, storage),
        )
      : null;
    let writes: WritesResult | null = null;
    if (postgres?.writes) {
      console.log(`  writes, ${storage}:`);
      const client = new pg.Client({ connectionString: postgres.databaseUrl });
      await client.connect();
      try {
        writes = await measureWrites(server.base, {
          databaseUrl: postgres.databaseUrl,
          client,
          staffToken: await signInStaff(server.base),
          seconds: SECONDS,
          rounds: ROUNDS,
          only: ONLY,
          pgbenchDatabase: PGBENCH_DATABASE,
        });
      } finally {
        await client.end();
      }
    }
    return { ...measured, reports, console: consoleResult, writes };
  } finally {
    await server.stop();
  }
}

/** The console's rounds, each with the minimal one-select first and last (scale-console.ts). */
async function measureConsoleRounds(
  base: string,
  minimal: RunningServer,
  samples: ConsoleSamples,
  storage: string,
): Promise<ConsoleResult> {
  console.log(`  the staff console (as staff), ${storage}:`);
  const staffToken = await signInStaff(base);
  const customerToken = await signIn(base, ACCOUNTS.heavyEmail, PASSWORD);
  const load = { connections: CONNECTIONS, seconds: SECONDS };
  // Unrecorded: the minimal server's first seconds (JIT, its pool's connections).
  await measureRoute(minimal.base, MINIMAL_ONE_SELECT, { ...load, seconds: 2 });
  const yardstick = async () => {
    const figure = checkedYardstick(
      await measureRoute(minimal.base, MINIMAL_ONE_SELECT, load),
      minimal,
    );
    console.log(
      `  ${'minimal one-select'.padEnd(44)} ${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s`,
    );
    return figure;
  };
  const rounds: ConsoleRound[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`  console, round ${round} of ${ROUNDS}`);
    rounds.push(
      await measureConsoleRound(base, {
        staffToken,
        customerToken,
        customerRoute: INTERFERENCE_ROUTE,
        samples,
        seconds: SECONDS,
        only: ONLY,
        yardstick,
      }),
    );
  }
  return consoleMedians(rounds, { samples, seconds: SECONDS, customerRoute: INTERFERENCE_ROUTE });
}

type Measured = Omit<
  DatabaseResult,
  'plan' | 'generation' | 'reports' | 'consoleData' | 'console' | 'writes'
>;

/**
 * Several rounds as one result: every row's req/s, p50, p99 and ratio, the yardsticks' included,
 * are its rounds' medians (each ratio taken against its own round's minimal one-select).
 */
function mediansOf(rounds: Measured[]): Measured {
  const [first] = rounds as [Measured, ...Measured[]];
  const yardsticks = first.yardsticks.map((yardstick, index): Yardstick => {
    const same = rounds.map((round) => round.yardsticks[index]!);
    return {
      ...yardstick,
      measured: same.flatMap((each) => each.measured),
      figure: medianFigure(same.map((each) => each.figure)),
      ratio: median(same.map((each) => each.ratio)),
    };
  });
  const rows = first.rows.map((row, index): Row => {
    const same = rounds.map((round) => round.rows[index]!);
    const figures = same.flatMap((each) => (each.figure ? [each.figure] : []));
    const ratios = same.flatMap((each) => (each.ratio === null ? [] : [each.ratio]));
    return {
      ...row,
      figure: figures.length === same.length ? medianFigure(figures) : null,
      ratio: ratios.length === same.length ? median(ratios) : null,
    };
  });
  return {
    storage: first.storage,
    yardsticks,
    rows,
    roundYardsticks: rounds.flatMap((round) => round.roundYardsticks),
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
    // SePay's key: its webhook is one of the writes (a webhook without a key answers 404).
    env: { BENCH_ROUTES: '1', SEPAY_API_KEY },
    defaultLogging: true,
  };
  let generation: DatabaseResult['generation'];
  let consoleData: ConsoleDataReport | null = null;
  let samples: ConsoleSamples | null = null;
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
    if (anyConsoleSelected(ONLY)) {
      // Before the server starts: the top-up loads with triggers off and rebuilds indexes, and
      // every part of the run then measures the same data.
      console.log('the console’s data (issue 27 §1 sizes):');
      consoleData = await ensureConsoleData(query);
      console.log(
        `  added ${Object.entries(consoleData.added)
          .map(([table, rows]) => `${table} ${rows}`)
          .join(', ')} in ${(consoleData.totalMs / 1000).toFixed(1)} s`,
      );
      samples = await consoleSamples(query);
    }
  } finally {
    await client.end();
  }
  console.log('measuring on PostgreSQL:');
  const measured = await measureWithServer(
    serverOptions,
    { databaseUrl, dataDir: scratchDir },
    'PostgreSQL',
    { databaseUrl, consoleSamples: samples, writes: writePathsSelected(ONLY) },
  );
  return { ...measured, plan: POSTGRES_PLAN, generation, consoleData };
}

async function onPglite(scratchDir: string): Promise<DatabaseResult> {
  // BENCH_PGLITE_DIR keeps the embedded data between runs, as the PostgreSQL database is kept.
  const keptDir = process.env.BENCH_PGLITE_DIR ? resolve(process.env.BENCH_PGLITE_DIR) : null;
  if (keptDir) claimKeptFolder(keptDir);
  const dataDir = keptDir
    ? join(keptDir, 'pglite')
    : mkdtempSync(join(tmpdir(), 'portal-bench-scale-'));
  const serverOptions: ServerOptions = {
    port: PORT,
    dataDir,
    env: { BENCH_ROUTES: '1' },
    defaultLogging: true,
  };
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
    // The minimal yardstick's own small PGlite (minimal-server.ts): the product holds dataDir.
    const minimalDir = join(scratchDir, 'minimal-pglite');
    const measured = await measureWithServer(
      serverOptions,
      { dataDir: minimalDir },
      'PGlite (embedded)',
      null,
    );
    if (anyConsoleSelected(ONLY) || writePathsSelected(ONLY)) {
      console.log(
        '  the console and the writes: PostgreSQL only (the console’s data is the probe’s 376,000 orders; pgbench, the writes’ yardstick, needs a PostgreSQL server)',
      );
    }
    return { ...measured, plan: PGLITE_PLAN, generation, consoleData: null };
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
  if (process.env.BENCH_EMBEDDED !== '0') results.push(await onPglite(scratchDir));
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
      rounds: ROUNDS,
      lastDays: LAST_30_DAYS,
      results,
    };
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nsummary: ${file}`);
  }
}
