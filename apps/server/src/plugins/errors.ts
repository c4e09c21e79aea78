import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fillMessage, messages } from '@app/shared';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  type FieldErrors,
} from '../lib/errors.js';

/** Fastify's limit for a JSON body; routes that take a file (statements) raise it for themselves. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The error contract of DESIGN §3, in one place. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error.validation));
    }
    if (error instanceof BadRequestError) return reply.code(400).send(error.body);
    if (error instanceof UnauthorizedError) {
      return reply.code(401).send({ Message: messages.unauthorized });
    }
    if (error instanceof ForbiddenError)
      return reply.code(403).send({ Message: messages.forbidden });
    if (error instanceof NotFoundError) return reply.code(404).send({ Message: messages.notFound });
    if (error instanceof TooManyRequestsError) {
      const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
      return reply
        .code(429)
        .header('Retry-After', String(error.retryAfterSeconds))
        .send([fillMessage(messages.tooManyAttempts, { minutes })]);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
      const max = `${Math.round(limit / (1024 * 1024))} MB`;
      return reply.code(400).send([fillMessage(messages.bodyTooLarge, { max })]);
    }
    // Fastify's own 4xx (malformed JSON, wrong content type): the request is at fault.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.code(400).send([messages.bodyInvalid]);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      Message: fillMessage(messages.serverError, { requestId: request.id }),
      RequestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // A portal address typed or bookmarked without its '#' (/dashboard, /order?state=1) opens
    // that screen of the app (its routes live after the '#'), not an API answer in the browser.
    if (isPortalAddress(request.method, request.url)) {
      return reply.redirect(`/#${request.url}`, 302);
    }
    return reply.code(404).send({ Message: messages.notFound });
  });
}

/** A page of the portal asked for by its path: a GET outside /api that names no file. */
function isPortalAddress(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const read = method === 'GET' || method === 'HEAD';
  return read && path !== '/' && !path.startsWith('/api/') && !/\.\w+$/.test(path);
}

function validationBody(
  issues: { keyword?: string; instancePath: string; message?: string | undefined }[],
) {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const issue of issues) {
    const field = issue.instancePath.split('/')[1];
    // A body of the wrong type (a string where an object is expected) carries zod's own English text.
    const wrongBody = !field && issue.keyword === 'invalid_type';
    const message = wrongBody ? messages.bodyInvalid : (issue.message ?? messages.bodyInvalid);
    if (!field) general.push(message);
    else {
      const list = (fields[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return general.length > 0 ? [...new Set(general)] : fields;
}
