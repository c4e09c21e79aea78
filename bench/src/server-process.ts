/**
 * The built server as the benchmarks run it: spawned with `node apps/server/dist/server.js` on a
 * loopback port, waited for, signed into, and stopped. Shared by api-throughput.ts, startup.ts and
 * scale.ts; and bench:scale's minimal yardstick server (minimal-server.ts), spawned the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export const serverEntry = resolve(import.meta.dirname, '../../apps/server/dist/server.js');
/** bench:scale's minimal yardstick server, compiled with the bench. */
export const minimalServerEntry = resolve(import.meta.dirname, 'minimal-server.js');

/** The admin password every benchmark starts the server with (ADMIN_PASSWORD). */
export const BENCH_ADMIN_PASSWORD = 'Bench@12345';

export interface ServerOptions {
  port: number;
  /** The embedded database's folder; ignored by the server when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL; PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  /** More environment (BENCH_ROUTES, PASSWORD_HASH_COST, ...). */
  env?: Record<string, string>;
  /**
   * The server's own logging, as the README runs it (LOG_LEVEL unset: info). Without it the
   * server runs at LOG_LEVEL=warn, as the other benchmarks have always run it.
   */
  defaultLogging?: boolean;
  /** Where the server's output goes: dropped by default, the benchmark's own terminal with 'inherit'. */
  stdio?: 'ignore' | 'inherit';
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit (the server closes its database on the way out). */
  stop(): Promise<void>;
}

/** Spawns the built server; the caller waits for it with `waitForServer`. */
export function spawnServer(options: ServerOptions): RunningServer {
  return spawnNode(
    serverEntry,
    options.port,
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.defaultLogging ? {} : { LOG_LEVEL: 'warn' }),
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      ...options.env,
    },
    options.stdio ?? 'ignore',
  );
}

/** `node <entry>` with this process's environment and `env` on top, listening on `port`. */
function spawnNode(
  entry: string,
  port: number,
  env: Record<string, string>,
  stdio: 'ignore' | 'inherit',
): RunningServer {
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Until GET `path` (the product's /api/account/getwarehouses) answers 200, polling every
 * `intervalMs`; throws after `timeoutMs`, or at once when the server process has exited.
 */
export async function waitForServer(
  server: RunningServer,
  timeoutMs = 60_000,
  intervalMs = 100,
  path = '/api/account/getwarehouses',
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with code ${server.child.exitCode} before answering`);
    }
    try {
      if ((await fetch(`${server.base}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/** Spawns and waits; stops the process again when it never answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = spawnServer(options);
  try {
    await waitForServer(server);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The minimal server's one route, at the product's path for the same work. */
export const MINIMAL_ONE_SELECT = '/api/bench/one-select';

/**
 * bench:scale's minimal yardstick (minimal-server.ts) on `port`: over PostgreSQL at `databaseUrl`,
 * else over a small PGlite database of its own in `dataDir`. Spawned and waited for.
 */
export async function startMinimalServer(options: {
  port: number;
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<RunningServer> {
  const server = spawnNode(
    minimalServerEntry,
    options.port,
    {
      MINIMAL_PORT: String(options.port),
      MINIMAL_DATABASE_URL: options.databaseUrl ?? '',
      MINIMAL_DATA_DIR: options.dataDir,
    },
    'inherit',
  );
  try {
    await waitForServer(server, 60_000, 100, MINIMAL_ONE_SELECT);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function postJson(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A customer account through POST /api/account/register, as the portal's sign-up form makes it. */
export async function registerCustomer(
  base: string,
  email: string,
  password: string,
): Promise<void> {
  await postJson(base, '/api/account/register', {
    Email: email,
    Password: password,
    ConfirmPassword: password,
    Phone: '0901234567',
    WarehouseId: 1,
  });
}

/** A session's bearer token through POST /api/account/login. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const { token } = (await postJson(base, '/api/account/login', {
    UserName: email,
    Password: password,
  })) as { token: string };
  return token;
}
