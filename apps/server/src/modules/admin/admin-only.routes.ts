import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffSchema,
  lockSchema,
  settings as settingsAnswer,
  settingsUpdateSchema,
  staffRow,
  updateStaffSchema,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { currentUser } from '../../plugins/auth.js';
import { readSettings } from '../settings/settings.repository.js';
import { updateSettings } from '../settings/settings.service.js';
import { createStaff, setStaffLocked, updateStaff } from './staff.service.js';

/** What only an admin changes: staff accounts and the settings (behind requireAdmin). */
export const adminOnlyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.post(
    '/staff',
    { schema: { tags: ['admin'], body: createStaffSchema, response: { 200: staffRow } } },
    async (request) => createStaff(app.deps, currentUser(request).id, request.body),
  );

  app.put(
    '/staff/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: updateStaffSchema,
        response: { 200: staffRow },
      },
    },
    async (request) => updateStaff(db(), currentUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/staff/:id/lock',
    {
      schema: { tags: ['admin'], params: idParams, body: lockSchema, response: { 200: staffRow } },
    },
    async (request) =>
      setStaffLocked(db(), currentUser(request).id, request.params.id, request.body.Locked),
  );

  app.get(
    '/settings',
    { schema: { tags: ['admin'], response: { 200: settingsAnswer } } },
    async () => readSettings(db()),
  );

  app.put(
    '/settings',
    { schema: { tags: ['admin'], body: settingsUpdateSchema, response: { 200: settingsAnswer } } },
    async (request) => updateSettings(db(), currentUser(request).id, request.body),
  );
};
