import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settings as settingsAnswer, settingsSaveSchema } from '@app/shared';
import { currentUser } from '../../plugins/auth.js';
import { readSettings } from './settings.repository.js';
import { updateSettings } from './settings.service.js';

/** /api/admin/settings: the rate, fee tables, accounts and contacts (admins only: requireAdmin). */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.get(
    '/settings',
    { schema: { tags: ['admin'], response: { 200: settingsAnswer } } },
    async () => readSettings(db()),
  );

  app.put(
    '/settings',
    // One section of the editor at a time: the keys sent replace theirs, the others are kept.
    { schema: { tags: ['admin'], body: settingsSaveSchema, response: { 200: settingsAnswer } } },
    async (request) => updateSettings(db(), currentUser(request).id, request.body),
  );
};
