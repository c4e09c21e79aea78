import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { messages } from '@app/shared';
import { SECURITY_HEADERS } from './security-headers.js';

/**
 * Requests refused before any route matched: a path that is not valid percent-encoding, a path
 * parameter over the router's length limit, a request line or headers over Node's limit. Fastify and
 * Node answer these themselves, in English and without our headers; these give the contract's answer.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .headers({ ...SECURITY_HEADERS, 'Cache-Control': 'no-store' })
    .send(tooLong ? { Message: messages.pathTooLong } : [messages.pathInvalid]);
}

/** Node's `clientError`: the request could not even be parsed, so the answer is written raw. */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error,
  socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { Message: messages.headersTooLarge }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { Message: messages.bodyInvalid }]
        : [400, 'Bad Request', [messages.bodyInvalid]];
  const payload = JSON.stringify(body);
  const headers = {
    ...SECURITY_HEADERS,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(payload)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${payload}`);
  socket.destroy(error);
};
