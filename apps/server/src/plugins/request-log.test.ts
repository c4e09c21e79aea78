import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS } from './request-log.js';

// The request log keeps what an operator needs and leaves out the quick reads.
const lines: Array<Record<string, unknown>> = [];
const app = Fastify({
  logger: {
    level: 'info',
    stream: {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  },
  disableRequestLogging: true,
});

beforeAll(async () => {
  registerRequestLog(app);
  app.get('/quick', async () => ({ ok: true }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({}));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('hỏng');
  });
  app.post('/write', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const completed = () => lines.filter((line) => line.msg === 'request completed');

describe('the request log', () => {
  it('leaves out the reads that answer quickly, even a 404', async () => {
    await app.inject({ url: '/quick' });
    await app.inject({ url: '/missing' });
    expect(completed()).toEqual([]);
  });

  it('keeps every write, every failure and every slow read, one line each', async () => {
    await app.inject({ method: 'POST', url: '/write', payload: {} });
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/slow' });
    const kept = completed().map((line) => [
      (line.req as { method: string; url: string }).url,
      line.level,
      (line.res as { statusCode: number }).statusCode,
    ]);
    // pino's levels: 30 info, 40 warn, 50 error.
    expect(kept).toEqual([
      ['/write', 30, 200],
      ['/broken', 50, 500],
      ['/slow', 40, 200],
    ]);
    expect(completed().at(-1)?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});
