import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../test/factories.js';
import { testAppForFile } from '../test/file-app.js';
import { CONSOLE_CONNECTIONS, onConsoleConnections } from './console-pool.js';
import { rowsOfResult } from './rows.js';

/** PGlite has one connection and no pools: this file runs on PostgreSQL only (TEST_DATABASE_URL). */
const onPostgres = inject('databaseSource').kind === 'postgres';

describe.skipIf(!onPostgres)('the console’s own connections (PostgreSQL)', () => {
  const t = testAppForFile();
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(t.app);
  });

  const poolName = async () =>
    rowsOfResult<{ name: string }>(
      await t.db.execute(sql`select current_setting('application_name') as name`),
    )[0]?.name;

  it('runs a console request’s statements and transactions on the console’s pool', async () => {
    expect(await poolName()).toBe('portal');
    const inConsole = await new Promise<string | undefined>((resolve, reject) =>
      onConsoleConnections(() => void poolName().then(resolve, reject)),
    );
    expect(inConsole).toBe('console');
    const inTransaction = await new Promise<unknown>((resolve, reject) =>
      onConsoleConnections(
        () =>
          void t.db
            .transaction(async (tx) =>
              rowsOfResult<{ name: string }>(
                await tx.execute(sql`select current_setting('application_name') as name`),
              ),
            )
            .then(resolve, reject),
      ),
    );
    expect(inTransaction).toEqual([{ name: 'console' }]);
  });

  it('answers customers while every console connection is busy, and staff after', async () => {
    // Every console connection held by a slow statement, as a busy console would.
    let finished = 0;
    const busy = Promise.all(
      Array.from(
        { length: CONSOLE_CONNECTIONS },
        () =>
          new Promise((resolve, reject) =>
            onConsoleConnections(
              () =>
                void t.db.execute(sql`select pg_sleep(3)`).then(() => resolve(++finished), reject),
            ),
          ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const portal = await t.app.inject({
      url: '/api/order/orders',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(portal.statusCode).toBe(200);
    // The customer's answer came while the console's connections were all still taken.
    expect(finished).toBe(0);
    const console = await t.asAdmin({ url: '/api/admin/customers' });
    expect(console.statusCode).toBe(200);
    // The console's own request waited for one of its connections to be let go.
    expect(finished).toBeGreaterThan(0);
    await busy;
  });
});
