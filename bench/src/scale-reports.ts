/**
 * The owner's reports in `npm run bench:scale` (DESIGN §12, issue 26: "report queries answer in
 * under a second for a month of a busy shop"): each report call made by the seeded admin, one at a
 * time as the console makes them, `warmups` times unrecorded and then `requests` times timed, from
 * the request to the answer's last byte.
 */
import { performance } from 'node:perf_hooks';
import { BENCH_ADMIN_PASSWORD, signIn } from './server-process.js';
import { printTable } from './markdown-table.js';

export interface ReportFigure {
  name: string;
  route: string;
  status: number;
  /** What came back: a list's Total, a report's rows, a workbook's size. */
  answer: string;
  medianMs: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** p95 at 1,000 ms or less (with 10 requests the p95 is the slowest). */
  underSecond: boolean | null;
  /** The start of an answer that was not 200. */
  error?: string;
}

export interface ReportsResult {
  admin: string;
  warmups: number;
  requests: number;
  periods: Record<string, string>;
  figures: ReportFigure[];
}

/** dd/MM/yyyy in Vietnam's time zone, as the console sends dates. */
function vietnamDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

interface ReportCall {
  name: string;
  path: string;
  query?: Record<string, string | number>;
}

/** The calls, in the order the owner would open them; `debtor` is a customer who owes. */
function reportCalls(now: Date, debtor: number | null): ReportCall[] {
  const last60Days = {
    from: vietnamDay(new Date(now.getTime() - 59 * 24 * 3600 * 1000)),
    end: vietnamDay(now),
  };
  const calls: ReportCall[] = [
    // Without from/end a report covers the current month, by day (the console's default).
    { name: 'reports/revenue', path: '/api/admin/reports/revenue' },
    {
      name: 'reports/revenue by month, 60 days',
      path: '/api/admin/reports/revenue',
      query: { ...last60Days, groupBy: 'month' },
    },
    {
      name: 'reports/revenue/lines kind=6',
      path: '/api/admin/reports/revenue/lines',
      query: { kind: 6 },
    },
    { name: 'reports/profit', path: '/api/admin/reports/profit' },
    { name: 'reports/profit/orders', path: '/api/admin/reports/profit/orders' },
    {
      name: 'reports/profit/orders skip=5000',
      path: '/api/admin/reports/profit/orders',
      query: { skip: 5000 },
    },
    { name: 'reports/receivables', path: '/api/admin/reports/receivables' },
    {
      name: 'reports/receivables skip=1000',
      path: '/api/admin/reports/receivables',
      query: { skip: 1000 },
    },
  ];
  if (debtor !== null) {
    calls.push({
      name: 'reports/receivables/bills',
      path: '/api/admin/reports/receivables/bills',
      query: { customerId: debtor },
    });
  }
  calls.push(
    { name: 'reports/reconciliation', path: '/api/admin/reports/reconciliation' },
    { name: 'reports/throughput', path: '/api/admin/reports/throughput' },
    {
      name: 'reports/throughput/lines ParcelsInVietnam',
      path: '/api/admin/reports/throughput/lines',
      query: { activity: 'ParcelsInVietnam' },
    },
    { name: 'reports/today', path: '/api/admin/reports/today' },
    { name: 'reports/profit xlsx', path: '/api/admin/reports/profit', query: { format: 'xlsx' } },
  );
  return calls;
}

/** Every report call's name, for BENCH_ONLY to be tried against before a server is asked. */
export function reportCallNames(): string[] {
  return reportCalls(new Date(), 0).map((call) => call.name);
}

function routeOf(call: ReportCall): string {
  const text = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return text ? `${call.path}?${text}` : call.path;
}

/** A few words on an answer: a page of how many rows, a report's rows, a workbook's size. */
function describe(contentType: string, body: Buffer): string {
  const kB = `${(body.length / 1024).toFixed(0)} kB`;
  if (contentType.includes('spreadsheetml')) return `xlsx, ${kB}`;
  if (!contentType.includes('json')) return `${kB} ${contentType.split(';')[0]}`;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of ['Items', 'Rows', 'Warehouses', 'RevenueDays']) {
      const value = parsed[key];
      if (!Array.isArray(value)) continue;
      // A list's Total is how many rows it has; a report's (revenue) is money.
      const of = key === 'Items' && typeof parsed.Total === 'number' ? ` of ${parsed.Total}` : '';
      parts.push(`${value.length}${of} ${key}`);
    }
    return parts.join(', ') || kB;
  } catch {
    return kB;
  }
}

/** Nearest rank: the smallest value at least `share` of the values are at or under. */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

async function timed(base: string, route: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    ms: performance.now() - started,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
  };
}

/** Signs in as the seeded admin and times every report call `only` lets through. */
export async function measureReports(
  base: string,
  options: { only: RegExp | null; warmups: number; requests: number; now?: Date },
): Promise<ReportsResult> {
  const now = options.now ?? new Date();
  const admin = process.env.ADMIN_EMAIL || 'admin@localhost.vn';
  const token = await signIn(base, admin, BENCH_ADMIN_PASSWORD);
  const say = (line: string) => console.log(`  ${line}`);
  // The bills of the largest debtor, as the owner opens them from the receivables' first row.
  const first = await timed(base, '/api/admin/reports/receivables', token);
  let debtor: number | null = null;
  if (first.status === 200) {
    const parsed = JSON.parse(first.body.toString('utf8')) as { Items?: { CustomerId?: number }[] };
    debtor = parsed.Items?.[0]?.CustomerId ?? null;
  }
  const figures: ReportFigure[] = [];
  for (const call of reportCalls(now, debtor)) {
    if (options.only && !options.only.test(call.name)) continue;
    const route = routeOf(call);
    const samples: number[] = [];
    let last: Awaited<ReturnType<typeof timed>> | null = null;
    for (let index = 0; index < options.warmups + options.requests; index++) {
      last = await timed(base, route, token);
      if (last.status !== 200) break;
      if (index >= options.warmups) samples.push(last.ms);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const figure: ReportFigure = {
      name: call.name,
      route,
      status: last?.status ?? 0,
      answer: last ? describe(last.contentType, last.body) : '-',
      medianMs: sorted.length ? percentile(sorted, 0.5) : null,
      p95Ms: sorted.length ? percentile(sorted, 0.95) : null,
      maxMs: sorted.length ? sorted.at(-1)! : null,
      underSecond: sorted.length ? percentile(sorted, 0.95) <= 1000 : null,
    };
    if (last && last.status !== 200) figure.error = last.body.toString('utf8').slice(0, 300);
    figures.push(figure);
    say(
      `${call.name.padEnd(44)} ${
        figure.medianMs === null
          ? `HTTP ${figure.status} ${figure.error ?? ''}`
          : `median ${figure.medianMs.toFixed(0)} ms, p95 ${figure.p95Ms!.toFixed(0)} ms (${figure.answer})`
      }`,
    );
  }
  return {
    admin,
    warmups: options.warmups,
    requests: options.requests,
    periods: {
      default: 'the current month, by day',
      byMonth: `${vietnamDay(new Date(now.getTime() - 59 * 24 * 3600 * 1000))} – ${vietnamDay(now)}`,
    },
    figures,
  };
}

function ms(value: number | null): string {
  if (value === null) return '-';
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

/** The reports' table, as the customer calls' one is printed. */
export function printReports(storage: string, result: ReportsResult): void {
  console.log(
    `\n== ${storage}: Reports (as staff, ${result.admin}): ${result.requests} requests each, one at a time, after ${result.warmups} warm-ups ==`,
  );
  const header = ['report', 'answer', 'median ms', 'p95 ms', 'max ms', '≤ 1 s'];
  const lines = result.figures.map((figure) => [
    figure.name,
    figure.status === 200 ? figure.answer : `HTTP ${figure.status}`,
    ms(figure.medianMs),
    ms(figure.p95Ms),
    ms(figure.maxMs),
    figure.underSecond === null ? 'no (error)' : figure.underSecond ? 'yes' : 'no',
  ]);
  printTable(header, lines, new Set([2, 3, 4]));
  for (const figure of result.figures) {
    if (figure.error) console.log(`${figure.name}: HTTP ${figure.status} ${figure.error}`);
  }
}
