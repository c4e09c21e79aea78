/**
 * Requests that each carry a body of their own, at a number of connections, each connection
 * sending its next request as the answer to the last arrives (a closed loop, as autocannon's): the
 * writes of bench:scale, where every request must be a distinct write (another item, another
 * order, another transfer) that autocannon's one fixed request cannot be. Node's own http client
 * on keep-alive sockets, asking for `br, gzip` as a browser does.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface WriteRequest {
  method: 'POST' | 'PUT';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Given the parsed answer of a 2xx (only requests that need it pay for the parsing). */
  answer?: (body: unknown) => void;
}

export interface WriteFigure {
  /** Answers 2xx: the writes made. */
  done: number;
  /** From the first request to the last answer. */
  seconds: number;
  /** 2xx answers per second over `seconds`. */
  requestsPerSecond: number;
  /** Of every answer, errors included. */
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and requests that failed. */
  errors: number;
  /** The first few errors: status and the start of the answer. */
  firstErrors: string[];
  /** Whether the work ran out before the time was up (a connection found nothing more to send). */
  ranOut: boolean;
}

/** The percentile `p` (0..1) of sorted values, by nearest rank. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

function send(
  agent: http.Agent,
  base: URL,
  request: WriteRequest,
): Promise<{ status: number; text: string }> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((done, fail) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          // Only an error's sentence or an answer someone reads is decoded.
          const wanted = status < 200 || status >= 300 || request.answer !== undefined;
          const text = wanted
            ? decoded(Buffer.concat(chunks), response.headers['content-encoding'])
            : '';
          done({ status, text });
        });
        response.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

/**
 * `next(connection)` gives each connection its next request, or null when it has no more work;
 * the connections stop at the first null or once `seconds` are up (without `seconds`, when the
 * work is done).
 */
export async function runWrites(
  baseUrl: string,
  options: {
    connections: number;
    seconds?: number;
    next: (connection: number) => WriteRequest | null;
  },
): Promise<WriteFigure> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  let done = 0;
  let ranOut = false;
  const started = performance.now();
  const deadline = options.seconds === undefined ? Infinity : started + options.seconds * 1000;
  const connection = async (index: number) => {
    while (performance.now() < deadline) {
      const request = options.next(index);
      if (!request) {
        ranOut = true;
        return;
      }
      const sent = performance.now();
      let failure: string | null = null;
      try {
        const { status, text } = await send(agent, base, request);
        if (status >= 200 && status < 300) {
          request.answer?.(JSON.parse(text));
          done += 1;
        } else {
          failure = `${request.method} ${request.path}: HTTP ${status} ${text.slice(0, 300)}`;
        }
      } catch (error) {
        failure = `${request.method} ${request.path}: ${String(error)}`;
      }
      latencies.push(performance.now() - sent);
      if (failure !== null) {
        errors += 1;
        if (firstErrors.length < 5) firstErrors.push(failure);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => connection(index)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    done,
    seconds,
    requestsPerSecond: done / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    firstErrors,
    ranOut,
  };
}

/**
 * Unmeasured work before a measurement (the data a write needs): every request, at `connections`,
 * each answered 2xx, or an error naming the first that was not.
 */
export async function runAll(
  baseUrl: string,
  requests: WriteRequest[],
  connections = 32,
): Promise<void> {
  let index = 0;
  const figure = await runWrites(baseUrl, {
    connections,
    next: () => requests[index++] ?? null,
  });
  if (figure.errors > 0) {
    throw new Error(`${figure.errors} of ${requests.length} failed: ${figure.firstErrors[0]}`);
  }
}
