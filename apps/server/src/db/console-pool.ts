import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The console's requests run on connections of their own (issue 27): a member of staff reloading
 * the order board, or a report, waits for one of the console's few connections instead of taking
 * the ones the customers' requests need. The portal keeps its pool whole whatever staff do.
 */
export const CONSOLE_CONNECTIONS = 4;

const consoleScope = new AsyncLocalStorage<true>();

/**
 * Runs `next`, and everything it starts, on the console's connections: called by the /api/admin
 * scope's first hook with the rest of the request as `next`.
 */
export function onConsoleConnections(next: () => void): void {
  consoleScope.run(true, next);
}

type Call = (...args: unknown[]) => unknown;

/**
 * A pool that hands each query and each transaction's connection to the console's pool while a
 * console request runs, else to the portal's. It is a pg.Pool itself (never connecting on its
 * own) because Drizzle opens a transaction on a connection of a pg.Pool it is given.
 */
export class RoutedPool extends pg.Pool {
  constructor(
    private readonly portal: pg.Pool,
    private readonly console: pg.Pool,
  ) {
    super({ max: 1 });
  }

  /** The pool of the request running now. */
  current(): pg.Pool {
    return consoleScope.getStore() ? this.console : this.portal;
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
    await Promise.all([this.portal.end(), this.console.end()]);
  }
}
