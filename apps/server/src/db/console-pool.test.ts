import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../test/factories.js';
import { testAppForFile } from '../test/file-app.js';
import { CONSOLE_READ_CONNECTIONS, onConsoleConnections } from './console-pool.js';
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

  it('runs a console request’s statements and transactions on the console’s pools', async () => {
    expect(await poolName()).toBe('portal');
    const inConsole = await new Promise<string | undefined>((resolve, reject) =>
      onConsoleConnections('read', () => void poolName().then(resolve, reject)),
    );
    expect(inConsole).toBe('console');
    const writing = await new Promise<string | undefined>((resolve, reject) =>
      onConsoleConnections('write', () => void poolName().then(resolve, reject)),
    );
    expect(writing).toBe('console-writes');
    const inTransaction = await new Promise<unknown>((resolve, reject) =>
      onConsoleConnections(
        'read',
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

  it('answers customers and staff writes while every console read connection is busy, and staff reads after', async () => {
    // Every console read connection held by a slow statement, as a busy console would.
    let finished = 0;
    const busy = Promise.all(
      Array.from(
        { length: CONSOLE_READ_CONNECTIONS },
        () =>
          new Promise((resolve, reject) =>
            onConsoleConnections(
              'read',
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
    // So did a staff write's (a bag opened at the warehouse): writes have connections of their own.
    const write = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/bags',
      payload: { DestinationWarehouseId: 1 },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(finished).toBe(0);
    const console = await t.asAdmin({ url: '/api/admin/customers' });
    expect(console.statusCode).toBe(200);
    // The console's own request waited for one of its connections to be let go.
    expect(finished).toBeGreaterThan(0);
    await busy;
  });
});
