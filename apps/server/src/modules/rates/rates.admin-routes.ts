import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRateSchema,
  createRateSchema,
  rateListAnswer,
  rateListQuery,
  rateRow,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { currentUser } from '../../plugins/auth.js';
import { approveRate, proposeRate, rateList, setAsideRate, setRate } from './rates.service.js';

/**
 * /api/admin/rates: the selling and buying rates with their history, and the proposal read from
 * Vietcombank's feed (DESIGN §10).
 */
export const rateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const db = () => app.deps.db;
  const answer = { 200: rateRow };

  app.get(
    '/rates',
    { schema: { tags, querystring: rateListQuery, response: { 200: rateListAnswer } } },
    async (request) => rateList(db(), request.query),
  );

  app.post(
    '/rates',
    { schema: { tags, body: createRateSchema, response: answer } },
    async (request) => setRate(db(), currentUser(request).id, request.body),
  );

  app.post('/rates/propose', { schema: { tags, response: answer } }, async (request) =>
    proposeRate(app.deps, currentUser(request).id),
  );

  app.put(
    '/rates/:id/approve',
    // No body (Fastify's null), or one without EffectiveFrom: from the approval's moment.
    { schema: { tags, params: idParams, body: approveRateSchema.nullish(), response: answer } },
    async (request) =>
      approveRate(db(), currentUser(request).id, request.params.id, request.body ?? {}),
  );

  app.put(
    '/rates/:id/setaside',
    { schema: { tags, params: idParams, response: answer } },
    async (request) => setAsideRate(db(), currentUser(request).id, request.params.id),
  );
};
