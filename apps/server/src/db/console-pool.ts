import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The console's requests run on connections of their own (issue 27), so a member of staff
 * reloading the order board, or a report, waits for one of the console's connections instead of
 * taking the ones the customers' requests need; the portal keeps its pool whole whatever staff do.
 *
 * Staff's reads (lists, reports, exports) get two: with more, a busy console took a quarter of a
 * customer list's throughput (bench:scale's interference figure at 4 connections, −25 %), since
 * every one of them keeps a core of this two-core machine busy. Staff's writes (the warehouse's
 * scans, the desk's moves) are short transactions that a scanner waits for, and get four of their
 * own: a report running does not hold up the scale.
 */
export const CONSOLE_READ_CONNECTIONS = 2;
export const CONSOLE_WRITE_CONNECTIONS = 4;

/** Which of the console's pools a request runs on. */
export type ConsoleWork = 'read' | 'write';

const consoleScope = new AsyncLocalStorage<ConsoleWork>();

/**
 * Runs `next`, and everything it starts, on the console's connections for `work`: called by the
 * /api/admin scope's first hook with the rest of the request as `next`.
 */
export function onConsoleConnections(work: ConsoleWork, next: () => void): void {
  consoleScope.run(work, next);
}

type Call = (...args: unknown[]) => unknown;

/**
 * A pool that hands each query and each transaction's connection to one of the console's pools
 * while a console request runs, else to the portal's. It is a pg.Pool itself (never connecting on
 * its own) because Drizzle opens a transaction on a connection of a pg.Pool it is given.
 */
export class RoutedPool extends pg.Pool {
  constructor(
    private readonly portal: pg.Pool,
    private readonly console: Record<ConsoleWork, pg.Pool>,
  ) {
    super({ max: 1 });
  }

  /** The pool of the request running now. */
  current(): pg.Pool {
    const work = consoleScope.getStore();
    return work ? this.console[work] : this.portal;
  }

  override query(...args: unknown[]): never {
    const pool = this.current();
    return (pool.query as Call).apply(pool, args) as never;
  }

  override connect(...args: unknown[]): never {
    const pool = this.current();
    return (pool.connect as Call).apply(pool, args) as never;
  }

  override async end(): Promise<void> {
    await Promise.all([this.portal.end(), this.console.read.end(), this.console.write.end()]);
  }
}
