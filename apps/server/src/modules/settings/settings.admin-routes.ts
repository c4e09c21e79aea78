import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settings as settingsAnswer, settingsSaveSchema } from '@app/shared';
import { currentUser } from '../../plugins/auth.js';
import { saveSettings } from '../rates/settings-save.js';
import { readSettings } from './settings.repository.js';

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
    // One section of the editor at a time: the keys sent replace theirs, the others are kept. A
    // CurrentRate sent is a selling rate set from now, as on the rate page (rates/settings-save.ts).
    { schema: { tags: ['admin'], body: settingsSaveSchema, response: { 200: settingsAnswer } } },
    async (request) => saveSettings(db(), currentUser(request).id, request.body),
  );
};
