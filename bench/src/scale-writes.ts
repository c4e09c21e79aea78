/**
 * The writes of bench:scale (issue 27): every path that moves money or goods, at 32 connections,
 * against PostgreSQL's own pgbench (pgbench.ts) run in the same round on the same server: each
 * path aims at ≥ 0.3 of pgbench's transactions per second with p99 ≤ 50 ms. Every request is a
 * distinct write made by one of 32 customers of its own (scale-writes-data.ts), sent by
 * write-load.ts; an answer other than 2xx counts as an error and is printed.
 *
 * A round: pgbench; add to cart; cart → order (the carts just filled); pay deposit (the orders
 * just made); the buying desk buys and ships them (unmeasured); receive-china scan (their parcels);
 * bag scan (the parcels just received, each scanner its own open bag); the bags closed, shipped
 * and received in Vietnam (unmeasured); pay the rest (the orders now in Vietnam); withdrawal;
 * deposit requests opened (unmeasured), then SePay's webhook confirming them; pgbench again.
 * A path whose work runs out before its seconds are up (it is faster than the one before it made
 * work for) is measured over the time it ran, and says so. After the rounds, the ledger invariant
 * of DESIGN §4 over every wallet.
 */
import type pg from 'pg';
import { distanceText, formatMs, goalText, mean, median, type Goal } from './figures.js';
import { printTable } from './markdown-table.js';
import { PGBENCH_SCALE, preparePgbench, runPgbench, type PgbenchFigure } from './pgbench.js';
import {
  buyAndShip,
  cartsToOrder,
  confirmedDeposits,
  idempotent,
  makeWriters,
  openBags,
  openDeposits,
  OrderState,
  ordersIn,
  parcelsIn,
  toVietnam,
  TransportStatus,
  type Bag,
  type WriteSession,
} from './scale-writes-data.js';
import { checkLedger, printLedger, type LedgerCheck } from './ledger-check.js';
import { runWrites, type WriteFigure, type WriteRequest } from './write-load.js';

export const WRITE_CONNECTIONS = 32;
/** pgbench's threads, as the issue runs it (`pgbench -c 32 -j 2`). */
const PGBENCH_THREADS = 2;
export const WRITE_GOAL: Goal = { ratio: 0.3, p99Ms: 50 };
/** The key the product is started with for SePay's webhook (SEPAY_API_KEY). */
export const SEPAY_API_KEY = 'bench-scale-sepay-key';
/**
 * Deposit requests opened for the webhook each round, as a share of pgbench's tps × seconds: twice
 * the goal's rate, so a path at its goal runs its whole time (one faster runs out, and says so).
 */
const DEPOSIT_SHARE = 0.6;

export interface WritePath {
  /** What BENCH_ONLY matches. */
  name: string;
  label: string;
  route: string;
}

/** In the issue's order, as the table prints them. */
export const WRITE_PATHS: WritePath[] = [
  { name: 'writes/addtocart', label: 'add to cart', route: 'POST /api/order/addtocart' },
  { name: 'writes/orderbuy', label: 'cart → order', route: 'POST /api/order/orderbuyids' },
  {
    name: 'writes/deposit',
    label: 'pay deposit',
    route: 'POST /api/order/updateorderdeposit',
  },
  { name: 'writes/pay', label: 'pay the rest', route: 'POST /api/order/updateorderpay' },
  { name: 'writes/withdrawal', label: 'withdrawal', route: 'POST /api/customer/withdrawal' },
  {
    name: 'writes/sepay',
    label: 'webhook confirmation (SePay)',
    route: 'POST /api/webhooks/sepay',
  },
  {
    name: 'writes/receive-china',
    label: 'receive-china scan',
    route: 'POST /api/admin/transports/receive-china',
  },
  { name: 'writes/bag-scan', label: 'bag scan', route: 'POST /api/admin/bags/{id}/parcels' },
];

/** The paths each needs the one before it to have made its work: a link runs when any later does. */
const CHAIN = [
  'writes/addtocart',
  'writes/orderbuy',
  'writes/deposit',
  'writes/receive-china',
  'writes/bag-scan',
  'writes/pay',
];

export const writePathsSelected = (only: RegExp | null) =>
  WRITE_PATHS.some((path) => !only || only.test(path.name));

export interface WriteRow extends WritePath {
  /** Each round's figure and ratio (its tps ÷ the mean of that round's two pgbench runs). */
  rounds: { figure: WriteFigure; ratio: number }[];
  /** The medians of the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratio: number;
  seconds: number;
  errors: number;
  firstErrors: string[];
  ranOut: boolean;
}

export interface WritesResult {
  connections: number;
  seconds: number;
  pgbench: {
    database: string;
    scale: number;
    clients: number;
    threads: number;
    /** Every run, two a round (first and last). */
    runs: PgbenchFigure[];
    /** The medians over the rounds of each round's mean. */
    tps: number;
    p50Ms: number;
    p99Ms: number;
  };
  rows: WriteRow[];
  ledger: LedgerCheck;
}

interface Round {
  pgbench: PgbenchFigure[];
  figures: Map<string, WriteFigure>;
}

/** Hands each connection its writer's next item (connection i is writer i). */
function perWriter<T>(session: WriteSession, work: Map<number, T[]>) {
  const queues = session.writers.map((writer) => [...(work.get(writer.id) ?? [])]);
  return (connection: number) => {
    const item = queues[connection]?.shift();
    return item === undefined ? null : { item, writer: session.writers[connection]! };
  };
}

/** Hands the connections one list's items in turn. */
function shared<T>(items: T[]) {
  let index = 0;
  return () => items[index++] ?? null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Every selected write path, `rounds` times, on the product at `base` (started with
 * SEPAY_API_KEY), with pgbench in a scratch database of the same PostgreSQL.
 */
export async function measureWrites(
  base: string,
  options: {
    databaseUrl: string;
    client: pg.Client;
    staffToken: string;
    seconds: number;
    rounds: number;
    only: RegExp | null;
    pgbenchDatabase: string;
    log?: (line: string) => void;
  },
): Promise<WritesResult> {
  const { seconds, only } = options;
  const log = options.log ?? ((line: string) => console.log(`  ${line}`));
  const selected = (name: string) => !only || only.test(name);
  const needed = (name: string) =>
    selected(name) || (CHAIN.includes(name) && CHAIN.slice(CHAIN.indexOf(name)).some(selected));
  await preparePgbench(options.databaseUrl, options.pgbenchDatabase);
  const pgbench = () =>
    runPgbench(options.databaseUrl, options.pgbenchDatabase, {
      clients: WRITE_CONNECTIONS,
      threads: PGBENCH_THREADS,
      seconds,
    });
  const session = await makeWriters(base, options.client, options.staffToken, WRITE_CONNECTIONS);
  log(
    `${session.writers.length} customers for the writes (bench.w${session.stamp.toLowerCase()}.*), funded`,
  );
  let bags: Bag[] = [];
  const rounds: Round[] = [];
  for (let number = 1; number <= options.rounds; number++) {
    if (options.rounds > 1) log(`writes, round ${number} of ${options.rounds}`);
    const round: Round = { pgbench: [], figures: new Map() };
    const yardstick = async () => {
      const figure = await pgbench();
      round.pgbench.push(figure);
      log(
        `${'pgbench (TPC-B-like)'.padEnd(30)} ${figure.tps.toFixed(0).padStart(6)} tps, p50 ${formatMs(figure.p50Ms)} ms, p99 ${formatMs(figure.p99Ms)} ms`,
      );
    };
    const measure = async (
      name: string,
      next: (connection: number) => WriteRequest | null,
    ): Promise<void> => {
      const figure = await runWrites(base, { connections: WRITE_CONNECTIONS, seconds, next });
      const label = WRITE_PATHS.find((path) => path.name === name)!.label;
      log(
        `${label.padEnd(30)} ${figure.requestsPerSecond.toFixed(0).padStart(6)} writes/s, p50 ${formatMs(figure.p50Ms)} ms, p99 ${formatMs(figure.p99Ms)} ms, ${figure.errors} errors${figure.ranOut ? `, its work ran out after ${figure.seconds.toFixed(1)} s` : ''}${selected(name) ? '' : ' (not recorded: a later path needs its work)'}`,
      );
      for (const error of figure.firstErrors) log(`  ${error}`);
      if (selected(name)) round.figures.set(name, figure);
    };
    await yardstick();

    if (needed('writes/addtocart')) {
      const added = session.writers.map(() => 0);
      await measure('writes/addtocart', (connection) => {
        const writer = session.writers[connection]!;
        const n = added[connection]!++;
        // Each add a shop of its own, so its cart is new: cart → order gets a cart per add.
        return {
          method: 'POST',
          path: '/api/order/addtocart',
          body: {
            ShopName: `Shop ${session.stamp}-${number}-${connection}-${n}`,
            Site: 'taobao',
            ProductName: `Hàng thử ${n}`,
            Properties: `Màu: ${n}`,
            PriceCNY: 10,
            Quantity: 1,
          },
          headers: bearer(writer.token),
        };
      });
    }
    if (needed('writes/orderbuy')) {
      const next = perWriter(session, await cartsToOrder(session));
      await measure('writes/orderbuy', (connection) => {
        const work = next(connection);
        return (
          work && {
            method: 'POST',
            path: '/api/order/orderbuyids',
            body: { Ids: [work.item] },
            headers: { ...bearer(work.writer.token), ...idempotent() },
          }
        );
      });
    }
    const payOrders = async (name: string, state: OrderState, path: string) => {
      const next = perWriter(session, await ordersIn(session, state));
      await measure(name, (connection) => {
        const work = next(connection);
        return (
          work && {
            method: 'POST',
            path,
            body: { Ids: [work.item] },
            headers: { ...bearer(work.writer.token), ...idempotent() },
          }
        );
      });
    };
    if (needed('writes/deposit')) {
      await payOrders(
        'writes/deposit',
        OrderState.AwaitingDeposit,
        '/api/order/updateorderdeposit',
      );
    }
    if (needed('writes/receive-china')) {
      const shipped = await buyAndShip(session);
      log(`(the buying desk bought and shipped ${shipped} orders)`);
      const next = shared(await parcelsIn(session, TransportStatus.AwaitingChina));
      await measure('writes/receive-china', () => {
        const parcel = next();
        return (
          parcel && {
            method: 'POST',
            path: '/api/admin/transports/receive-china',
            body: {
              TransportCode: parcel.transportCode,
              Weight: 1.5,
              Length: 30,
              Width: 20,
              Height: 10,
            },
            headers: bearer(options.staffToken),
          }
        );
      });
    }
    if (needed('writes/bag-scan')) {
      bags = [...bags, ...(await openBags(session, WRITE_CONNECTIONS - bags.length))];
      const next = shared(await parcelsIn(session, TransportStatus.InChinaWarehouse, true));
      await measure('writes/bag-scan', (connection) => {
        const parcel = next();
        return (
          parcel && {
            method: 'POST',
            path: `/api/admin/bags/${bags[connection]!.Id}/parcels`,
            body: { Code: parcel.code },
            headers: bearer(options.staffToken),
          }
        );
      });
    }
    if (needed('writes/pay')) {
      bags = await toVietnam(session, bags);
      await payOrders('writes/pay', OrderState.InVietnamWarehouse, '/api/order/updateorderpay');
    }
    if (selected('writes/withdrawal')) {
      await measure('writes/withdrawal', (connection) => ({
        method: 'POST',
        path: '/api/customer/withdrawal',
        body: {
          Amount: 50_000,
          BankName: 'Vietcombank',
          AccountNumber: '0123456789',
          AccountName: 'NGUYEN VAN THU',
        },
        headers: { ...bearer(session.writers[connection]!.token), ...idempotent() },
      }));
    }
    if (selected('writes/sepay')) {
      const count = Math.ceil(DEPOSIT_SHARE * round.pgbench[0]!.tps * seconds);
      const deposits = await openDeposits(session, count);
      const before = await confirmedDeposits(session);
      const next = shared(deposits);
      let sent = 0;
      // As SePay writes it: Vietnam's time, `yyyy-MM-dd HH:mm:ss`.
      const transactionDate = new Date().toLocaleString('sv-SE', {
        timeZone: 'Asia/Ho_Chi_Minh',
      });
      await measure('writes/sepay', () => {
        const deposit = next();
        const id = `${session.stamp}${number}${String(sent++).padStart(6, '0')}`;
        return (
          deposit && {
            method: 'POST',
            path: '/api/webhooks/sepay',
            // SePay's notification of an incoming transfer (https://docs.sepay.vn).
            body: {
              id,
              gateway: 'Vietcombank',
              transactionDate,
              accountNumber: deposit.accountNumber,
              subAccount: null,
              code: null,
              content: deposit.transferContent,
              transferType: 'in',
              transferAmount: deposit.amount,
              accumulated: 0,
              referenceCode: `FT${id}`,
              description: `MBVCB.${id}.${deposit.transferContent}.CT tu 0123456789 NGUYEN VAN THU`,
            },
            headers: { authorization: `Apikey ${SEPAY_API_KEY}` },
          }
        );
      });
      // SePay is answered `success` whether or not the transfer matched: count the confirmations.
      const figure = round.figures.get('writes/sepay');
      const unmatched = figure ? figure.done - ((await confirmedDeposits(session)) - before) : 0;
      if (figure && unmatched > 0) {
        figure.errors += unmatched;
        figure.firstErrors.push(`${unmatched} notifications confirmed no deposit`);
      }
    }
    await yardstick();
    rounds.push(round);
  }
  log('checking the ledger (DESIGN §4) over every wallet');
  const ledger = await checkLedger(
    options.client,
    session.writers.map((writer) => writer.id),
  );
  return summarise(rounds, { seconds, database: options.pgbenchDatabase, ledger });
}

function summarise(
  rounds: Round[],
  context: { seconds: number; database: string; ledger: LedgerCheck },
): WritesResult {
  const roundTps = rounds.map((round) => mean(round.pgbench.map((run) => run.tps)));
  const rows: WriteRow[] = [];
  for (const path of WRITE_PATHS) {
    const measured = rounds.flatMap((round, index) => {
      const figure = round.figures.get(path.name);
      return figure ? [{ figure, ratio: figure.requestsPerSecond / roundTps[index]! }] : [];
    });
    if (measured.length === 0) continue;
    const of = (pick: (figure: WriteFigure) => number) =>
      median(measured.map((each) => pick(each.figure)));
    rows.push({
      ...path,
      rounds: measured,
      requestsPerSecond: of((f) => f.requestsPerSecond),
      p50Ms: of((f) => f.p50Ms),
      p99Ms: of((f) => f.p99Ms),
      ratio: median(measured.map((each) => each.ratio)),
      seconds: of((f) => f.seconds),
      errors: measured.reduce((sum, each) => sum + each.figure.errors, 0),
      firstErrors: measured.flatMap((each) => each.figure.firstErrors).slice(0, 5),
      ranOut: measured.some((each) => each.figure.ranOut),
    });
  }
  const runs = rounds.flatMap((round) => round.pgbench);
  const roundMean = (pick: (run: PgbenchFigure) => number) =>
    median(rounds.map((round) => mean(round.pgbench.map(pick))));
  return {
    connections: WRITE_CONNECTIONS,
    seconds: context.seconds,
    pgbench: {
      database: context.database,
      scale: PGBENCH_SCALE,
      clients: WRITE_CONNECTIONS,
      threads: PGBENCH_THREADS,
      runs,
      tps: median(roundTps),
      p50Ms: roundMean((run) => run.p50Ms),
      p99Ms: roundMean((run) => run.p99Ms),
    },
    rows,
    ledger: context.ledger,
  };
}

export function printWrites(storage: string, result: WritesResult): void {
  const { pgbench } = result;
  console.log(
    `\n== ${storage}: writes, ${result.connections} connections, ${result.seconds} s per row, every row the median of ${pgbench.runs.length / 2} round(s); ratio = writes/s ÷ that round's pgbench tps (TPC-B-like, scale ${pgbench.scale}, -c ${pgbench.clients} -j ${pgbench.threads}, in ${pgbench.database}; each round's the mean of its first and last run: ${pgbench.runs.map((run) => run.tps.toFixed(0)).join(', ')} tps) ==`,
  );
  const goalOf = (row: WriteRow) => [
    goalText(WRITE_GOAL, row.ratio, row.p99Ms),
    distanceText(WRITE_GOAL, row.ratio, row.p99Ms),
  ];
  printTable(
    [
      'write',
      'route',
      'writes/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'goal',
      'distance',
      'ran s',
      'errors',
    ],
    [
      [
        'pgbench (TPC-B-like)',
        `pgbench -c ${pgbench.clients} -j ${pgbench.threads}`,
        pgbench.tps.toFixed(0),
        formatMs(pgbench.p50Ms),
        formatMs(pgbench.p99Ms),
        '1.000',
        '',
        '',
        String(result.seconds),
        String(pgbench.runs.reduce((sum, run) => sum + run.failed, 0)),
      ],
      ...result.rows.map((row) => [
        row.label,
        row.route,
        row.requestsPerSecond.toFixed(0),
        formatMs(row.p50Ms),
        formatMs(row.p99Ms),
        row.ratio.toFixed(3),
        ...goalOf(row),
        `${row.seconds.toFixed(1)}${row.ranOut ? ' (ran out)' : ''}`,
        String(row.errors),
      ]),
    ],
    new Set([2, 3, 4, 5, 8, 9]),
  );
  for (const row of result.rows) {
    for (const error of row.firstErrors) console.log(`${row.label}: ${error}`);
  }
  printLedger(result.ledger);
}
