/**
 * Start-up time of the built portal on a fresh embedded database: from spawning `node server.js` to
 * the first answer of GET /api/account/getwarehouses. A fresh folder includes initdb, migrations and
 * the seed; the second start on the same folder shows the everyday restart.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const serverEntry = resolve(import.meta.dirname, '../../apps/server/dist/server.js');
const PORT = 8191;

async function waitForAnswer(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/account/getwarehouses`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the server did not answer within 60 s');
}

async function timeOneStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench@12345',
    },
    stdio: 'ignore',
  });
  try {
    await waitForAnswer(started + 60_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
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
