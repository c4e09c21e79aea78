/**
 * The staff console under load (issue 27 §1: "the staff console collapses at scale and starves
 * customers"): every console list the outside probe measured, as staff, each at 32 connections
 * for BENCH_SECONDS, with its answer's Total; then the interference figure — a customer list alone,
 * and again while a member of staff keeps reloading the order board without a filter.
 */
import type { Query } from './scale-data.js';
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

export interface ConsoleRow {
  name: string;
  route: string;
  status: number;
  /** The answer's Total (a list's whole size), when it has one. */
  total: number | null;
  /** One request alone, before the load: from the request to the answer's last byte. */
  aloneMs: number;
  figure: RouteFigure | null;
  /** The start of an answer that was not 200. */
  error?: string;
}

export interface InterferenceFigure {
  customerRoute: string;
  boardRoute: string;
  rounds: number;
  /** The customer list alone, at LOAD_CONNECTIONS: the mean of every alone run. */
  alone: RouteFigure;
  /** Alone before the first round and after each. */
  aloneRuns: RouteFigure[];
  /**
   * The same list while the board is reloaded at `connections` (the mean over the rounds), the
   * board's own figure, and the drop: the mean over the rounds of each round's req/s against the
   * mean of the alone runs before and after it.
   */
  loaded: {
    connections: number;
    customer: RouteFigure;
    board: RouteFigure;
    dropPercent: number;
    drops: number[];
  }[];
}

/**
 * The interference figure: `customerRoute` (a customer's list, `customerToken`) at
 * LOAD_CONNECTIONS alone, then while a member of staff reloads the order board without a
 * filter at each of BOARD_LOADS connections, `rounds` times over, alone again after each round.
 * Both routes are warmed up first (the portal pool's connections open on first use).
 */
export async function measureInterference(
  base: string,
  options: {
    staffToken: string;
    customerToken: string;
    customerRoute: string;
    seconds: number;
    rounds: number;
    log?: (line: string) => void;
  },
): Promise<InterferenceFigure> {
  const { seconds, staffToken } = options;
  const log = options.log ?? ((line: string) => console.log(`  ${line}`));
  const boardRoute = '/api/admin/orders';
  const customer = { connections: LOAD_CONNECTIONS, seconds, token: options.customerToken };
  await measureRoute(base, options.customerRoute, { ...customer, seconds: 3 });
  await measureRoute(base, boardRoute, { connections: 1, seconds: 1, token: staffToken });
  const alone = async () => {
    const figure = await measureRoute(base, options.customerRoute, customer);
    log(`${options.customerRoute} alone: ${figure.requestsPerSecond.toFixed(0)} req/s`);
    return figure;
  };
  const aloneRuns = [await alone()];
  const runs = new Map(
    BOARD_LOADS.map((connections) => [
      connections,
      { customer: [] as RouteFigure[], board: [] as RouteFigure[], drops: [] as number[] },
    ]),
  );
  for (let round = 0; round < options.rounds; round++) {
    const during: { connections: number; figure: RouteFigure }[] = [];
    for (const connections of BOARD_LOADS) {
      const [figure, board] = await Promise.all([
        measureRoute(base, options.customerRoute, customer),
        measureRoute(base, boardRoute, { connections, seconds, token: staffToken }),
      ]);
      runs.get(connections)!.customer.push(figure);
      runs.get(connections)!.board.push(board);
      during.push({ connections, figure });
      log(
        `${options.customerRoute} with the board at ${connections} connection(s): ${figure.requestsPerSecond.toFixed(0)} req/s; the board ${board.requestsPerSecond.toFixed(1)} req/s`,
      );
    }
    // Against the alone runs either side of the round: a machine whose speed drifts over the
    // minutes of the figure does not make a drop.
    aloneRuns.push(await alone());
    const around =
      (aloneRuns[round]!.requestsPerSecond + aloneRuns[round + 1]!.requestsPerSecond) / 2;
    for (const { connections, figure } of during) {
      runs.get(connections)!.drops.push((1 - figure.requestsPerSecond / around) * 100);
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    customerRoute: options.customerRoute,
    boardRoute,
    rounds: options.rounds,
    alone: meanFigure(aloneRuns),
    aloneRuns,
    loaded: BOARD_LOADS.map((connections) => {
      const each = runs.get(connections)!;
      return {
        connections,
        customer: meanFigure(each.customer),
        board: meanFigure(each.board),
        dropPercent: mean(each.drops),
        drops: each.drops,
      };
    }),
  };
}

export interface ConsoleResult {
  connections: number;
  seconds: number;
  samples: ConsoleSamples;
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
 * Every console call as staff (`staffToken`), then the interference figure on `customerRoute`
 * (the heavy customer's, `customerToken`) with the order board reloaded beside it. `only` keeps
 * the calls whose name it matches (the interference figure runs when it matches "interference").
 */
export async function measureConsole(
  base: string,
  options: {
    staffToken: string;
    customerToken: string;
    customerRoute: string;
    samples: ConsoleSamples;
    seconds: number;
    only?: RegExp | null;
    /** Rounds of the interference figure (2). */
    interferenceRounds?: number;
    log?: (line: string) => void;
  },
): Promise<ConsoleResult> {
  const { staffToken, seconds } = options;
  const log = options.log ?? ((line: string) => console.log(`  ${line}`));
  const load = { connections: LOAD_CONNECTIONS, seconds };
  const calls = consoleCalls(options.samples).filter(
    (call) => !options.only || options.only.test(call.name),
  );
  // Unrecorded: the server's first seconds (JIT, the pool's connections).
  await measureRoute(base, '/api/admin/queue-counts', { ...load, seconds: 2, token: staffToken });
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

  const interference =
    !options.only || options.only.test('interference')
      ? await measureInterference(base, {
          staffToken,
          customerToken: options.customerToken,
          customerRoute: options.customerRoute,
          seconds,
          rounds: options.interferenceRounds ?? 2,
          log,
        })
      : null;
  return {
    connections: LOAD_CONNECTIONS,
    seconds,
    samples: options.samples,
    rows,
    interference,
  };
}

/** The mean of one route's figures (req/s, p50 and p99 alike), errors summed. */
function meanFigure(figures: RouteFigure[]): RouteFigure {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    route: figures[0]!.route,
    requestsPerSecond: mean(figures.map((f) => f.requestsPerSecond)),
    p50Ms: mean(figures.map((f) => f.p50Ms)),
    p99Ms: mean(figures.map((f) => f.p99Ms)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  };
}

function formatMs(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}

/** The console calls' table, then the interference figure. */
export function printConsole(storage: string, result: ConsoleResult): void {
  console.log(
    `\n== ${storage}: the staff console, as staff, ${result.connections} connections, ${result.seconds} s per row ==`,
  );
  printTable(
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'alone ms', 'Total', 'errors'],
    result.rows.map((row) => [
      row.name,
      row.figure ? row.figure.requestsPerSecond.toFixed(1) : `HTTP ${row.status}`,
      // No answer within the run: every request outlasted it (autocannon's p50 says 0).
      row.figure && row.figure.requestsPerSecond > 0 ? formatMs(row.figure.p50Ms) : '-',
      row.figure && row.figure.requestsPerSecond > 0 ? formatMs(row.figure.p99Ms) : '-',
      formatMs(row.aloneMs),
      row.total === null ? '-' : String(row.total),
      row.figure ? String(row.figure.errors) : '-',
    ]),
    new Set([1, 2, 3, 4, 5, 6]),
  );
  for (const row of result.rows) {
    if (row.error) console.log(`${row.name}: HTTP ${row.status} ${row.error}`);
  }
  if (result.interference) printInterference(storage, result.interference);
}

/** The interference figure's table. */
export function printInterference(storage: string, figure: InterferenceFigure): void {
  console.log(
    `\n== ${storage}: interference: ${figure.customerRoute} (heavy customer, ${LOAD_CONNECTIONS} connections) while staff reload ${figure.boardRoute}; ${figure.rounds} rounds, each drop against the alone runs either side of its round ==`,
  );
  printTable(
    ['board load', 'customer req/s', 'customer p50 ms', 'customer p99 ms', 'drop', 'board req/s'],
    [
      [
        `none (${figure.aloneRuns.map((run) => run.requestsPerSecond.toFixed(0)).join(', ')})`,
        figure.alone.requestsPerSecond.toFixed(0),
        formatMs(figure.alone.p50Ms),
        formatMs(figure.alone.p99Ms),
        '-',
        '-',
      ],
      ...figure.loaded.map((each) => [
        `${each.connections} connection${each.connections === 1 ? '' : 's'}`,
        each.customer.requestsPerSecond.toFixed(0),
        formatMs(each.customer.p50Ms),
        formatMs(each.customer.p99Ms),
        `${each.dropPercent.toFixed(1)} % (${each.drops.map((drop) => drop.toFixed(0)).join(', ')})`,
        each.board.requestsPerSecond.toFixed(1),
      ]),
    ],
    new Set([1, 2, 3, 4, 5]),
  );
}
