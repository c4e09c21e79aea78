/**
 * Start-up time of the built portal on a fresh embedded database: from spawning `node server.js` to
 * the first answer of GET /api/account/getwarehouses. A fresh folder includes initdb, migrations and
 * the seed; the second start on the same folder shows the everyday restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawnServer, waitForServer } from './server-process.js';

const PORT = 8191;

async function timeOneStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = spawnServer({ port: PORT, dataDir });
  try {
    await waitForServer(server, 60_000, 50);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

export async function measureStartup(): Promise<{ freshMs: number; restartMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const freshMs = await timeOneStart(dataDir);
    const restartMs = await timeOneStart(dataDir);
    return { freshMs, restartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printStartup(result: { freshMs: number; restartMs: number }): void {
  console.log(`start-up on a fresh data folder: ${(result.freshMs / 1000).toFixed(2)} s`);
  console.log(`restart on the same folder:      ${(result.restartMs / 1000).toFixed(2)} s`);
}
