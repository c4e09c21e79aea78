/**
 * The staff console under load (issue 27 §1: "the staff console collapses at scale and starves
 * customers"), bench:scale's PostgreSQL part after the customer lists and the reports: every
 * console list the outside probe measured, as staff, each at 32 connections for BENCH_SECONDS,
 * with its answer's Total and its ratio to the minimal one-select measured first and last in the
 * same round; then the interference figure — a customer list alone, and again while a member of
 * staff keeps reloading the order board without a filter. Each round measures all of it; the
 * tables print the rounds' medians.
 */
import type { Query } from './scale-data.js';
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
import { printTable } from './markdown-table.js';

/** Connections of every console call (and of the customer list in the interference figure). */
export const LOAD_CONNECTIONS = 32;
/** The staff reloading the order board during the interference figure: connections each. */
export const BOARD_LOADS = [1, 4];

/** The keywords the console calls search with, read from the data (consoleSamples). */
export interface ConsoleSamples {
  /** An existing order's code (DH000123 when that order exists). */
  orderCode: string;
  /** A customer whose name holds digits ("Khách hàng 4997"), with orders, and their phone and code. */
  customerName: string;
  customerPhone: string;
  customerCode: string;
  /** The last 5 characters of a parcel's tracking number. */
  trackingTail: string;
}

/** The keywords, from the customers and parcels bench:scale generated. */
export async function consoleSamples(query: Query): Promise<ConsoleSamples> {
  const [order] = await query(`select code from orders where id >= 123 order by id limit 1`);
  const [customer] = await query(`select u.full_name, u.phone, u.code from users u
    where u.role = 'customer' and u.full_name ~ '[0-9]'
      and exists (select 1 from orders o where o.customer_id = u.id)
    order by (u.email = 'kh4997@scale.bench') desc, u.id limit 1`);
  // A parcel on its way (the scan screens search those), its tracking number's tail.
  const [parcel] = await query(`select right(transport_code, 5) as tail from transports
    where status = 3 order by id desc limit 1`);
  if (!order || !customer || !parcel) throw new Error('the bench data holds no orders or parcels');
  return {
    orderCode: String(order.code),
    customerName: String(customer.full_name),
    customerPhone: String(customer.phone),
    customerCode: String(customer.code),
    trackingTail: String(parcel.tail),
  };
}

interface ConsoleCall {
  name: string;
  route: string;
}

function withQuery(path: string, query: Record<string, string> = {}): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The calls, with the query parameters of the shared schemas: orders take `state`, every other
 * list `status`; all of them `keyword`.
 */
export function consoleCalls(samples: ConsoleSamples): ConsoleCall[] {
  const call = (name: string, path: string, query?: Record<string, string>): ConsoleCall => ({
    name,
    route: withQuery(`/api/admin/${path}`, query),
  });
  return [
    call('orders', 'orders'),
    call('orders state=1', 'orders', { state: '1' }),
    call(`orders keyword=${samples.orderCode}`, 'orders', { keyword: samples.orderCode }),
    call(`orders keyword=${samples.customerName}`, 'orders', { keyword: samples.customerName }),
    call('transports', 'transports'),
    call('transports status=1', 'transports', { status: '1' }),
    call(`transports keyword=${samples.trackingTail}`, 'transports', {
      keyword: samples.trackingTail,
    }),
    call('deposits', 'deposits'),
    call('deposits status=0', 'deposits', { status: '0' }),
    call('withdrawals', 'withdrawals'),
    call(`customers keyword=${samples.customerName}`, 'customers', {
      keyword: samples.customerName,
    }),
    call(`customers keyword=${samples.customerPhone}`, 'customers', {
      keyword: samples.customerPhone,
    }),
    call(`customers keyword=${samples.customerCode}`, 'customers', {
      keyword: samples.customerCode,
    }),
    call('audit', 'audit'),
    call('complaints', 'complaints'),
    call('orderships', 'orderships'),
    call('deliveries', 'deliveries'),
    call('bank-transfers', 'bank-transfers'),
    call('bags', 'bags'),
    call('vouchers', 'vouchers'),
    call('queue-counts', 'queue-counts'),
  ];
}

/** Every console row aims at ≥ 0.3 of the minimal one-select with p99 ≤ 100 ms (issue 27 §1). */
export const CONSOLE_GOAL: Goal = { ratio: 0.3, p99Ms: 100 };

export interface ConsoleRow {
  name: string;
  route: string;
  status: number;
  /** The answer's Total (a list's whole size), when it has one. */
  total: number | null;
  /** One request alone, before the load: from the request to the answer's last byte. */
  aloneMs: number;
  figure: RouteFigure | null;
  /** req/s ÷ the round's minimal one-select (several rounds: the median of each round's). */
  ratio: number | null;
  /** The start of an answer that was not 200. */
  error?: string;
}

/** One round of the interference figure: alone, with the board at each load, alone again. */
export interface InterferenceRound {
  /** The customer list alone, before and after the loaded runs. */
  alone: [RouteFigure, RouteFigure];
  /** The drop: 1 − req/s ÷ the mean of the two alone runs, in per cent. */
  loaded: { connections: number; customer: RouteFigure; board: RouteFigure; dropPercent: number }[];
}

export interface InterferenceFigure {
  customerRoute: string;
  boardRoute: string;
  rounds: InterferenceRound[];
  /** The medians over the rounds of the alone runs' means, of each load's figures and drops. */
  alone: RouteFigure;
  loaded: {
    connections: number;
    customer: RouteFigure;
    board: RouteFigure;
    dropPercent: number;
  }[];
}

/**
 * One round of the interference figure: `customerRoute` (a customer's list, `customerToken`) at
 * LOAD_CONNECTIONS alone, then while a member of staff reloads the order board without a filter
 * at each of BOARD_LOADS connections, then alone again. Both routes are warmed up first (the
 * portal pool's connections open on first use).
 */
export async function measureInterference(
  base: string,
  options: {
    staffToken: string;
    customerToken: string;
    customerRoute: string;
    seconds: number;
    log: (line: string) => void;
  },
): Promise<InterferenceRound> {
  const { seconds, staffToken, log } = options;
  const customer = { connections: LOAD_CONNECTIONS, seconds, token: options.customerToken };
  await measureRoute(base, options.customerRoute, { ...customer, seconds: 3 });
  await measureRoute(base, BOARD_ROUTE, { connections: 1, seconds: 1, token: staffToken });
  const alone = async () => {
    const figure = await measureRoute(base, options.customerRoute, customer);
    log(`${options.customerRoute} alone: ${figure.requestsPerSecond.toFixed(0)} req/s`);
    return figure;
  };
  const before = await alone();
  const during: { connections: number; customer: RouteFigure; board: RouteFigure }[] = [];
  for (const connections of BOARD_LOADS) {
    const [figure, board] = await Promise.all([
      measureRoute(base, options.customerRoute, customer),
      measureRoute(base, BOARD_ROUTE, { connections, seconds, token: staffToken }),
    ]);
    during.push({ connections, customer: figure, board });
    log(
      `${options.customerRoute} with the board at ${connections} connection(s): ${figure.requestsPerSecond.toFixed(0)} req/s; the board ${board.requestsPerSecond.toFixed(1)} req/s`,
    );
  }
  // Against the alone runs either side: a machine whose speed drifts over the minutes of the
  // figure does not make a drop.
  const after = await alone();
  const around = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  return {
    alone: [before, after],
    loaded: during.map((each) => ({
      ...each,
      dropPercent: (1 - each.customer.requestsPerSecond / around) * 100,
    })),
  };
}

/** The order board a member of staff keeps reloading in the interference figure. */
const BOARD_ROUTE = '/api/admin/orders';

/** One round of the console: its yardstick first and last, every call, the interference figure. */
export interface ConsoleRound {
  /** The minimal one-select before and after the round; the rows' divisor is their mean. */
  minimal: [RouteFigure, RouteFigure];
  rows: ConsoleRow[];
  interference: InterferenceRound | null;
}

export interface ConsoleResult {
  connections: number;
  seconds: number;
  samples: ConsoleSamples;
  rounds: ConsoleRound[];
  /** The rounds' medians. */
  minimal: RouteFigure;
  rows: ConsoleRow[];
  interference: InterferenceFigure | null;
}

/** One GET: its status, Total and time. */
async function probe(base: string, route: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  const ms = performance.now() - started;
  let total: number | null = null;
  try {
    const parsed = JSON.parse(body) as { Total?: unknown };
    if (typeof parsed.Total === 'number') total = parsed.Total;
  } catch {
    // not JSON: the status tells
  }
  return { status: response.status, total, body, ms };
}

/**
 * One round: the minimal one-select (`yardstick`), every console call as staff (`staffToken`),
 * the interference figure on `customerRoute` (the heavy customer's, `customerToken`) with the
 * order board reloaded beside it, the minimal one-select again. `only` keeps the calls whose
 * `console/<name>` it matches (the interference figure: `console/interference`).
 */
export async function measureConsoleRound(
  base: string,
  options: {
    staffToken: string;
    customerToken: string;
    customerRoute: string;
    samples: ConsoleSamples;
    seconds: number;
    only: RegExp | null;
    yardstick: () => Promise<RouteFigure>;
    log?: (line: string) => void;
  },
): Promise<ConsoleRound> {
  const { staffToken, seconds } = options;
  const log = options.log ?? ((line: string) => console.log(`  ${line}`));
  const load = { connections: LOAD_CONNECTIONS, seconds };
  const calls = consoleCalls(options.samples).filter((call) =>
    consoleSelected(options.only, call.name),
  );
  // Unrecorded: the console pool's first seconds (JIT, its connections).
  await measureRoute(base, '/api/admin/queue-counts', { ...load, seconds: 2, token: staffToken });
  const first = await options.yardstick();
  const rows: ConsoleRow[] = [];
  for (const call of calls) {
    // The first request warms the statement up; the second is the one timed alone.
    await probe(base, call.route, staffToken);
    const answer = await probe(base, call.route, staffToken);
    const row: ConsoleRow = {
      name: call.name,
      route: call.route,
      status: answer.status,
      total: answer.total,
      aloneMs: answer.ms,
      figure: null,
      ratio: null,
    };
    if (answer.status === 200) {
      row.figure = await measureRoute(base, call.route, { ...load, token: staffToken });
      log(
        `${call.name.padEnd(44)} ${row.figure.requestsPerSecond.toFixed(0).padStart(6)} req/s, p50 ${formatMs(row.figure.p50Ms)} ms, p99 ${formatMs(row.figure.p99Ms)} ms (alone ${formatMs(answer.ms)} ms)`,
      );
    } else {
      row.error = answer.body.slice(0, 300);
      log(`${call.name.padEnd(44)} HTTP ${answer.status} ${row.error}`);
    }
    rows.push(row);
  }
  const interference = consoleSelected(options.only, 'interference')
    ? await measureInterference(base, {
        staffToken,
        customerToken: options.customerToken,
        customerRoute: options.customerRoute,
        seconds,
        log,
      })
    : null;
  const last = await options.yardstick();
  const divisor = (first.requestsPerSecond + last.requestsPerSecond) / 2;
  for (const row of rows) {
    if (row.figure) row.ratio = row.figure.requestsPerSecond / divisor;
  }
  return { minimal: [first, last], rows, interference };
}

/** Whether BENCH_ONLY lets this console call (or 'interference') through. */
export const consoleSelected = (only: RegExp | null, name: string) =>
  !only || only.test(`console/${name}`);

/** Whether BENCH_ONLY lets any of the console through. */
export const anyConsoleSelected = (only: RegExp | null) =>
  consoleSelected(only, 'interference') ||
  consoleCalls(EXAMPLE_SAMPLES).some((call) => consoleSelected(only, call.name));

/** Samples for naming the calls before the data is read (the names with keywords vary). */
const EXAMPLE_SAMPLES: ConsoleSamples = {
  orderCode: 'DH000123',
  customerName: 'Khách hàng 4997',
  customerPhone: '0900004997',
  customerCode: 'KH004997',
  trackingTail: '00001',
};

/** The rounds as one: every figure, ratio and drop the median of its rounds. */
export function consoleMedians(
  rounds: ConsoleRound[],
  context: { samples: ConsoleSamples; seconds: number; customerRoute: string },
): ConsoleResult {
  const [first] = rounds as [ConsoleRound, ...ConsoleRound[]];
  const rows = first.rows.map((row, index): ConsoleRow => {
    const same = rounds.map((round) => round.rows[index]!);
    const figures = same.flatMap((each) => (each.figure ? [each.figure] : []));
    const ratios = same.flatMap((each) => (each.ratio === null ? [] : [each.ratio]));
    return {
      ...row,
      aloneMs: median(same.map((each) => each.aloneMs)),
      figure: figures.length === same.length ? medianFigure(figures) : null,
      ratio: ratios.length === same.length ? median(ratios) : null,
    };
  });
  const figures = rounds.flatMap((round) => (round.interference ? [round.interference] : []));
  const interference: InterferenceFigure | null =
    figures.length === 0
      ? null
      : {
          customerRoute: context.customerRoute,
          boardRoute: BOARD_ROUTE,
          rounds: figures,
          alone: medianFigure(figures.map((each) => meanFigure(each.alone))),
          loaded: BOARD_LOADS.map((connections, index) => {
            const same = figures.map((each) => each.loaded[index]!);
            return {
              connections,
              customer: medianFigure(same.map((each) => each.customer)),
              board: medianFigure(same.map((each) => each.board)),
              dropPercent: median(same.map((each) => each.dropPercent)),
            };
          }),
        };
  return {
    connections: LOAD_CONNECTIONS,
    seconds: context.seconds,
    samples: context.samples,
    rounds,
    minimal: medianFigure(rounds.map((round) => meanFigure(round.minimal))),
    rows,
    interference,
  };
}

/** The console calls' table, then the interference figure. */
export function printConsole(storage: string, result: ConsoleResult): void {
  const perRound = result.rounds
    .map((round) =>
      ((round.minimal[0].requestsPerSecond + round.minimal[1].requestsPerSecond) / 2).toFixed(0),
    )
    .join(', ');
  console.log(
    `\n== ${storage}: the staff console, as staff, ${result.connections} connections, ${result.seconds} s per row, every row the median of ${result.rounds.length} round(s); ratio = req/s ÷ that round's minimal one-select (${perRound} req/s, each the mean of the round's first and last) ==`,
  );
  printTable(
    [
      'call',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'goal',
      'distance',
      'alone ms',
      'Total',
      'errors',
    ],
    result.rows.map((row) => {
      // No answer within the run: every request outlasted it (autocannon's p50 says 0).
      const answered = row.figure !== null && row.figure.requestsPerSecond > 0;
      const p99 = answered ? row.figure!.p99Ms : null;
      return [
        row.name,
        row.figure ? row.figure.requestsPerSecond.toFixed(1) : `HTTP ${row.status}`,
        answered ? formatMs(row.figure!.p50Ms) : '-',
        p99 === null ? '-' : formatMs(p99),
        row.ratio === null ? '-' : row.ratio.toFixed(3),
        goalText(CONSOLE_GOAL, row.ratio, p99),
        distanceText(CONSOLE_GOAL, row.ratio, p99),
        formatMs(row.aloneMs),
        row.total === null ? '-' : String(row.total),
        row.figure ? String(row.figure.errors) : '-',
      ];
    }),
    new Set([1, 2, 3, 4, 7, 8, 9]),
  );
  for (const row of result.rows) {
    if (row.error) console.log(`${row.name}: HTTP ${row.status} ${row.error}`);
  }
  if (result.interference) printInterference(storage, result.interference);
}

/** The interference figure's table. */
export function printInterference(storage: string, figure: InterferenceFigure): void {
  console.log(
    `\n== ${storage}: interference: ${figure.customerRoute} (heavy customer, ${LOAD_CONNECTIONS} connections) while staff reload ${figure.boardRoute}; the median of ${figure.rounds.length} round(s), each drop against the alone runs either side of it ==`,
  );
  const alone = figure.rounds.flatMap((round) => round.alone);
  printTable(
    ['board load', 'customer req/s', 'customer p50 ms', 'customer p99 ms', 'drop', 'board req/s'],
    [
      [
        `none (${alone.map((run) => run.requestsPerSecond.toFixed(0)).join(', ')})`,
        figure.alone.requestsPerSecond.toFixed(0),
        formatMs(figure.alone.p50Ms),
        formatMs(figure.alone.p99Ms),
        '-',
        '-',
      ],
      ...figure.loaded.map((each, index) => [
        `${each.connections} connection${each.connections === 1 ? '' : 's'}`,
        each.customer.requestsPerSecond.toFixed(0),
        formatMs(each.customer.p50Ms),
        formatMs(each.customer.p99Ms),
        `${each.dropPercent.toFixed(1)} % (${figure.rounds.map((round) => round.loaded[index]!.dropPercent.toFixed(0)).join(', ')})`,
        each.board.requestsPerSecond.toFixed(1),
      ]),
    ],
    new Set([1, 2, 3, 4, 5]),
  );
}
