import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffSchema, lockSchema, staffRow, updateStaffSchema } from '@app/shared';
import { idParams } from '../../lib/params.js';
import { currentUser } from '../../plugins/auth.js';
import { createStaff, setStaffLocked, updateStaff } from './staff.service.js';

/** /api/admin/staff: staff accounts, which only an admin changes (behind requireAdmin). */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
