import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  extensionConfigAnswer,
  extensionReportAnswer,
  extensionReportSchema,
  extensionSessionAnswer,
} from '@app/shared';
import { bearerToken, currentUser } from '../../plugins/auth.js';
import { lookUpSession } from '../sessions/session-cache.js';
import {
  extensionConfig,
  extensionSession,
  reportPage,
  type ExtensionCaller,
} from './extension.service.js';

/**
 * /api/extension, with or without a session: the extension's configuration and its reports of
 * pages it could not read. A token is read when one is sent; one that opens no session is told
 * so in the answer (SessionExpired) rather than refused.
 */
export const extensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const tags = ['extension'];

  const callerOf = async (request: FastifyRequest): Promise<ExtensionCaller> => {
    const token = bearerToken(request);
    if (!token) return { kind: 'none' };
    const session = await lookUpSession(db(), token);
    if (!session) return { kind: 'expired' };
    return session.role === 'customer' ? { kind: 'customer', user: session } : { kind: 'other' };
  };

  app.get(
    '/config',
    { schema: { tags, response: { 200: extensionConfigAnswer } } },
    async (request) => extensionConfig(db(), app.deps.config, await callerOf(request)),
  );

  app.post(
    '/report',
    { schema: { tags, body: extensionReportSchema, response: { 200: extensionReportAnswer } } },
    async (request) => {
      const caller = await callerOf(request);
      // A staff member viewing a customer's account reports as nobody, not as the customer.
      const customerId =
        caller.kind === 'customer' && !caller.user.readOnly ? caller.user.id : null;
      return reportPage(db(), { ip: request.ip, customerId }, request.body);
    },
  );
};

/** /api/extension/session: the extension's own session, for a signed-in customer (requireCustomer). */
export const extensionSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    { schema: { tags: ['extension'], response: { 200: extensionSessionAnswer } } },
    async (request) =>
      extensionSession(app.deps.db, currentUser(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );
};
