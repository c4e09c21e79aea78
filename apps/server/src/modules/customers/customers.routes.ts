import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  messageAnswer,
  settingDefaultAnswer,
  updateUserInfoSchema,
  userInfo,
} from '@app/shared';
import { autoConfirmsDeposits } from '../../config.js';
import { currentUser, customerScopeOf } from '../../plugins/auth.js';
import { inbox } from '../messages/messages.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import * as customers from './customers.service.js';

/** How many of the newest messages the header's inbox shows. */
const RECENT_MESSAGES = 5;

/** /api/customer: the signed-in customer's account (behind requireSignedIn). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      config: { readOnlyAllowed: true },
      schema: { tags: ['customer'], response: { 200: messageAnswer } },
    },
    async (request) => customers.logout(app.deps, currentUser(request)),
  );

  app.get(
    '/userinfo',
    { schema: { tags: ['customer'], response: { 200: userInfo } } },
    async (request) => {
      const caller = currentUser(request);
      return customers.userInfo(app.deps, caller.id, caller.readOnly);
    },
  );

  app.post(
    '/updateuserinfo',
    { schema: { tags: ['customer'], body: updateUserInfoSchema, response: { 200: userInfo } } },
    async (request) => customers.updateUserInfo(app.deps, currentUser(request), request.body),
  );

  app.post(
    '/changepassword',
    {
      schema: { tags: ['customer'], body: changePasswordSchema, response: { 200: messageAnswer } },
    },
    async (request) => customers.changePassword(app.deps, currentUser(request), request.body),
  );

  app.get(
    '/getsettingdefault',
    { schema: { tags: ['customer'], response: { 200: settingDefaultAnswer } } },
    async (request) => {
      const scope = customerScopeOf(request);
      const [Settings, { messages, unread }] = await Promise.all([
        readSettings(app.deps.db),
        inbox(app.deps.db, scope, RECENT_MESSAGES),
      ]);
      return {
        Settings: { ...Settings, AutoConfirmDeposits: autoConfirmsDeposits(app.deps.config) },
        TotalMessage: unread,
        Messages: messages,
      };
    },
  );
};
