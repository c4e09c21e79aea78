import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffSchema,
  messages,
  settings as settingsAnswer,
  settingsUpdateSchema,
  staffRow,
} from '@app/shared';
import { fieldError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { currentUser } from '../../plugins/auth.js';
import { normaliseEmail } from '../accounts/accounts.service.js';
import { findUserByEmail, insertUser, isEmailTaken } from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { readSettings, writeSettings } from '../settings/settings.repository.js';
import { listStaff } from './staff.repository.js';

/** What only an admin changes: staff accounts and the settings (behind requireAdmin). */
export const adminOnlyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.post(
    '/staff',
    { schema: { tags: ['admin'], body: createStaffSchema, response: { 200: staffRow } } },
    async (request) => {
      const input = request.body;
      const email = normaliseEmail(input.Email);
      if (await findUserByEmail(db(), email)) throw fieldError('Email', messages.emailTaken);
      const passwordHash = await hashPassword(input.Password, app.deps.config.passwordHashCost);
      try {
        const created = await db().transaction(async (tx) => {
          const user = await insertUser(tx, {
            email,
            phone: input.Phone,
            passwordHash,
            warehouseId: null,
            role: input.Role,
            fullName: input.FullName,
          });
          await writeAudit(tx, {
            actorId: currentUser(request).id,
            action: 'staff.create',
            entity: 'staff',
            entityId: user.code,
            after: { Email: email, Role: input.Role, FullName: input.FullName },
          });
          return user;
        });
        const staff = await listStaff(db());
        const row = staff.find((member) => member.Id === created.id);
        if (!row) throw new Error('created staff member not found');
        return row;
      } catch (error) {
        if (isEmailTaken(error)) throw fieldError('Email', messages.emailTaken);
        throw error;
      }
    },
  );

  app.get(
    '/settings',
    { schema: { tags: ['admin'], response: { 200: settingsAnswer } } },
    async () => readSettings(db()),
  );

  // Takes effect at once: the portal reads settings on every call, nothing is cached.
  app.put(
    '/settings',
    { schema: { tags: ['admin'], body: settingsUpdateSchema, response: { 200: settingsAnswer } } },
    async (request) =>
      db().transaction(async (tx) => {
        const change = await writeSettings(tx, request.body);
        if (Object.keys(change.after).length > 0) {
          await writeAudit(tx, {
            actorId: currentUser(request).id,
            action: 'settings.update',
            entity: 'settings',
            entityId: Object.keys(change.after).join(','),
            before: change.before,
            after: change.after,
          });
        }
        return readSettings(tx);
      }),
  );
};
