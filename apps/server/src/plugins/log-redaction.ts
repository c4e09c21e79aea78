import type { FastifyRequest } from 'fastify';

/**
 * Request lines as the log keeps them. A password-reset token travels in the path
 * (`/api/account/resetpassword/<token>`), and a secret in a log is a secret anyone with the logs
 * can use, so it is replaced before the line is written.
 */
const SECRET_IN_PATH = /(\/(?:checkresetpassword|resetpassword)\/)[^/?#]+/gi;
const SECRET_IN_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[ẩn]').replace(SECRET_IN_QUERY, '$1[ẩn]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};
