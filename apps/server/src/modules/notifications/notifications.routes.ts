import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationSettingsAnswer,
  sentNotificationRow,
  updateNotificationSettingsSchema,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { complaints, orders, transports } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { notificationSettings, updateNotificationSettings } from './notification-settings.js';
import { sentAbout } from './notifications.repository.js';

/** /api/customer: the caller's channel choices (behind requireCustomer). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: notificationSettingsAnswer };
  app.get(
    '/getnotificationsettings',
    { schema: { tags: ['customer'], response } },
    async (request) =>
      notificationSettings(app.deps.db, app.notifier, customerScopeOf(request).customerId),
  );
  app.put(
    '/updatenotificationsettings',
    { schema: { tags: ['customer'], body: updateNotificationSettingsSchema, response } },
    async (request) =>
      updateNotificationSettings(
        app.deps.db,
        app.notifier,
        customerScopeOf(request).customerId,
        request.body,
      ),
  );
};

/** The codes an order's notifications are about: the order's, its parcels' and its complaints'. */
async function codesOfOrder(tx: Executor, customerId: number, orderId: number) {
  const [order] = await tx
    .select({ code: orders.code })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new NotFoundError();
  const parcels = await tx
    .select({ code: transports.code })
    .from(transports)
    .where(eq(transports.orderId, orderId));
  const orderComplaints = await tx
    .select({ code: complaints.code })
    .from(complaints)
    .where(eq(complaints.orderId, orderId));
  return [order.code, ...[...parcels, ...orderComplaints].map((row) => row.code)];
}

/** /api/order: what was sent where about one of the caller's orders (its timeline). */
export const orderNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/:id',
    {
      schema: {
        tags: ['order'],
        params: idParams,
        response: { 200: z.object({ Items: z.array(sentNotificationRow) }) },
      },
    },
    async (request) => {
      const { customerId } = customerScopeOf(request);
      const codes = await codesOfOrder(app.deps.db, customerId, request.params.id);
      return { Items: await sentAbout(app.deps.db, customerId, codes) };
    },
  );
};
