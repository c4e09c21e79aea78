import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadSchema, messageListQuery, messageRow, updateReadAnswer } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { countUnread, listMessages, markRead } from './messages.repository.js';

/** /api/customer: the caller's inbox (behind requireSignedIn). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  customerListRoute(app, '/getmessages', {
    tag: 'customer',
    query: messageListQuery,
    row: messageRow,
    read: listMessages,
  });

  app.put(
    '/updatereadmessage',
    { schema: { tags: ['customer'], body: markReadSchema, response: { 200: updateReadAnswer } } },
    async (request) => {
      const scope = customerScopeOf(request);
      const ids = 'All' in request.body ? 'all' : request.body.Ids;
      const Updated = await markRead(app.deps.db, scope, ids);
      return { Updated, TotalMessage: await countUnread(app.deps.db, scope) };
    },
  );
};
