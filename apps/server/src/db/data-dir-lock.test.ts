import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'server.lock');

describe('lockDataDir', () => {
  it('writes its pid and removes the file on release', () => {
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder that another live process holds', () => {
    // The parent process (the test runner) is alive and is not us.
    fs.writeFileSync(lockFile(), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(/đang được một máy chủ khác dùng/);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that no longer exists', () => {
    fs.writeFileSync(lockFile(), '999999');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('creates a data folder that does not exist yet', () => {
    const nested = path.join(dataDir, 'moi', 'data');
    const release = lockDataDir(nested);
    expect(fs.existsSync(path.join(nested, 'server.lock'))).toBe(true);
    release();
  });
});
