import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: the headers alone are a good part of it. */
const THRESHOLD = 1024;

/** The encoding a client takes, br before gzip; q=0 means "not this one". */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const offers = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  if ((offers.get('br') ?? 0) > 0) return 'br';
  if ((offers.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * Compresses API answers in one call on the whole body, at the fastest level: a page of a list
 * (3–10 KB of JSON) takes some tens of microseconds, where a compression stream per answer cost
 * about 400 µs of CPU, more than the query itself (issue 11). Static files are not touched: the
 * build precompresses them and they leave as streams.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    // A zip or a photo is compressed already: a second pass costs time and saves nothing.
    if (/^(application\/zip|image\/)/.test(String(reply.getHeader('content-type') ?? ''))) {
      return payload;
    }
    if (Buffer.byteLength(payload) < THRESHOLD) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
        : gzipSync(payload, { level: 1 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });
}
