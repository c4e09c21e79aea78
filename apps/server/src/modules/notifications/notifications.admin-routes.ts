import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListQuery, notificationRow, NotificationStatus } from '@app/shared';
import { notifications, users } from '../../db/schema.js';
import { NotFoundError, ruleError } from '../../lib/errors.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { writeAudit } from '../audit/audit.repository.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { notificationSheet } from './notification-sheet.js';
import { listNotifications, toNotificationRow } from './notifications.repository.js';

/** /api/admin/notifications: every notification, its channel, state, tries and reason; resend. */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/notifications', {
    query: notificationListQuery,
    row: notificationRow,
    sheet: notificationSheet,
    read: (db, _scope, query, page) => listNotifications(db, query, page),
  });

  app.put(
    '/notifications/:id/resend',
    { schema: { tags: ['admin'], params: idParams, response: { 200: notificationRow } } },
    async (request) => {
      const scope = staffScopeOf(request);
      const { id } = request.params;
      return app.deps.db.transaction(async (tx) => {
        const [found] = await tx
          .select({ row: notifications, customerCode: users.code })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.customerId))
          .where(eq(notifications.id, id))
          .for('update', { of: notifications });
        if (!found) throw new NotFoundError();
        if (found.row.status !== NotificationStatus.Failed)
          throw ruleError('notificationNotFailed');
        // Waiting again, its tries counted on from where they stopped; a new job of its own.
        const [row] = await tx
          .update(notifications)
          .set({ status: NotificationStatus.Waiting })
          .where(and(eq(notifications.id, id), eq(notifications.status, NotificationStatus.Failed)))
          .returning();
        await enqueueJob(tx, Queue.Notification, { notificationId: id });
        await writeAudit(tx, {
          actorId: scope.staffId,
          action: 'notification.resend',
          entity: 'notification',
          entityId: id,
          before: { Status: found.row.status, Error: found.row.error },
          after: {
            Status: NotificationStatus.Waiting,
            Channel: found.row.channel,
            Event: found.row.event,
          },
        });
        return toNotificationRow(row ?? found.row, found.customerCode);
      });
    },
  );
};
