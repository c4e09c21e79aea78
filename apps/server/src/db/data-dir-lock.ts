import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder silently diverge (STACK.md).
 * The server holds `server.lock` (its pid) while it runs and refuses a folder another live process holds.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Thư mục dữ liệu ${dataDir} đang được một máy chủ khác dùng (tiến trình ${holder}). ` +
            'Hãy dừng máy chủ đó, hoặc đặt DATA_DIR khác.',
          { cause: error },
        );
      }
      // The holder died without cleaning up (kill -9, crash): the lock is stale.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Không thể khóa thư mục dữ liệu ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
