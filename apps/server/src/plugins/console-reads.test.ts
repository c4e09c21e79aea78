import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitConsoleReads } from './console-reads.js';

/**
 * The console's reads one at a time (plugins/console-reads.ts), over real connections: a read
 * waits while another runs, a write does not, and a client that gives up — while its read waits,
 * or while it runs — gives its place back (a place lost would stop every later read).
 */

const app = Fastify();
let base = '';
/** The reads running now, and the most that ever ran at once. */
let running = 0;
let most = 0;
/** Each read's answer waits for its own release. */
const releases: (() => void)[] = [];

beforeAll(async () => {
  limitConsoleReads(app, 1);
  app.get('/read', async () => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    return { ok: true };
  });
  app.post('/write', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** A request whose client can be made to go away before the answer. */
function send(method: 'GET' | 'POST', path: string) {
  const request = http.request(`${base}${path}`, { method, agent: false });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.end();
  return { answered, abort: () => request.destroy() };
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 200 && !condition(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(condition()).toBe(true);
};
const releaseOne = () => releases.shift()?.();

describe('console reads take their turn', () => {
  it('runs one read at a time, and writes beside them', async () => {
    const first = send('GET', '/read');
    const second = send('GET', '/read');
    await until(() => running === 1);
    expect(await send('POST', '/write').answered).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running).toBe(1);
    releaseOne();
    expect(await first.answered).toBe(200);
    await until(() => releases.length === 1);
    releaseOne();
    expect(await second.answered).toBe(200);
    expect(most).toBe(1);
  });

  it('gives the place back when a client leaves while its read waits, or while it runs', async () => {
    const first = send('GET', '/read');
    await until(() => running === 1);
    const waiting = send('GET', '/read');
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const gone of [waiting, first]) {
      gone.answered.catch(() => undefined);
      gone.abort();
    }
    // What was let in finishes its work for nobody (a read that waited may still be run once its
    // turn comes, if the connection's end was not yet seen).
    for (let tries = 0; tries < 20 && (running > 0 || releases.length > 0); tries++) {
      releaseOne();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(running).toBe(0);
    const later = send('GET', '/read');
    await until(() => running === 1);
    releaseOne();
    expect(await later.answered).toBe(200);
    expect(most).toBe(1);
  });
});
