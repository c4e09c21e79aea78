import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  messageAnswer,
  pricesAnswer,
  publicSettings,
  registerAnswer,
  registerSchema,
  resetPasswordSchema,
  tokenAnswer,
  warehouse,
} from '@app/shared';
import { BadRequestError, type FieldErrors } from '../../lib/errors.js';
import { publicPrices } from '../settings/prices.service.js';
import { readSettings } from '../settings/settings.repository.js';
import { listWarehouses } from '../warehouses/warehouses.repository.js';
import { registerCustomer } from '../../flows/registration.js';
import * as accounts from './accounts.service.js';
import { deviceCookie, deviceTokenOf } from './trusted-devices.js';

const resetParams = z.object({ id: z.string().min(1).max(200) });

/** /api/account: the calls a visitor makes before signing in. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });

  app.get(
    '/getwarehouses',
    { schema: { tags: ['account'], response: { 200: z.array(warehouse) } } },
    async () => listWarehouses(app.deps.db),
  );

  app.get(
    '/getpublicsettings',
    { schema: { tags: ['account'], response: { 200: publicSettings } } },
    async () => {
      const { Contacts, BankAccounts } = await readSettings(app.deps.db);
      return { Contacts, BankAccounts };
    },
  );

  app.get(
    '/getprices',
    { schema: { tags: ['account'], response: { 200: pricesAnswer } } },
    async () => publicPrices(app.deps.db),
  );

  // The answer is the session's token; the browser keeps the device cookie (trusted-devices.ts).
  app.post(
    '/login',
    { schema: { tags: ['account'], body: loginSchema, response: { 200: tokenAnswer } } },
    async (request, reply) => {
      const { token, deviceToken } = await accounts.login(app.deps, request.body, {
        ...client(request),
        deviceToken: deviceTokenOf(request.headers.cookie),
      });
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return { token };
    },
  );

  app.post(
    '/register',
    { schema: { tags: ['account'], body: registerSchema, response: { 200: registerAnswer } } },
    async (request) => registerCustomer(app.deps, request.body),
  );

  // spec §7: the body is the email itself as a JSON string; {"Email": ".."} is accepted too.
  app.post(
    '/sendforgotpassword',
    {
      schema: {
        tags: ['account'],
        body: z.union([z.string(), z.object({ Email: z.string() })]),
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const email = typeof request.body === 'string' ? request.body : request.body.Email;
      const parsed = forgotPasswordSchema.safeParse({ Email: email });
      if (!parsed.success) throw new BadRequestError(fieldMessages(parsed.error));
      return accounts.sendForgotPassword(app.deps, parsed.data, client(request));
    },
  );

  app.get(
    '/checkresetpassword/:id',
    {
      schema: {
        tags: ['account'],
        params: resetParams,
        response: { 200: z.object({ Email: z.string() }) },
      },
    },
    async (request) => accounts.checkPasswordReset(app.deps, request.params.id),
  );

  app.post(
    '/resetpassword/:id',
    {
      schema: {
        tags: ['account'],
        params: resetParams,
        body: resetPasswordSchema,
        response: { 200: messageAnswer },
      },
    },
    async (request) => accounts.resetPassword(app.deps, request.params.id, request.body),
  );
};

function fieldMessages(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return fields;
}
