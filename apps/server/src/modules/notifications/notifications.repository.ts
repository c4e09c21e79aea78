import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  labelOf,
  notificationChannelNames,
  notificationEventNames,
  NotificationStatus,
  notificationStatusNames,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationRow,
  type SentNotificationRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';

type Stored = typeof notifications.$inferSelect;

const eventName = (event: string) => notificationEventNames[event as NotificationEvent] ?? event;
const channelName = (channel: string) =>
  notificationChannelNames[channel as NotificationChannel] ?? channel;

function toSentRow(row: Stored): SentNotificationRow {
  return {
    Event: row.event,
    EventName: eventName(row.event),
    Channel: row.channel,
    ChannelName: channelName(row.channel),
    Code: row.code,
    Status: row.status,
    StatusName: labelOf(notificationStatusNames, row.status),
    CreatedDate: row.createdAt.toISOString(),
    SentDate: row.sentAt?.toISOString() ?? null,
  };
}

export function toNotificationRow(row: Stored, customerCode: string): NotificationRow {
  return {
    ...toSentRow(row),
    Id: row.id,
    CustomerId: row.customerId,
    CustomerCode: customerCode,
    Attempts: row.attempts,
    Error: row.error,
  };
}

/**
 * A keyword names the code a notification is about (DH000123, KI…) or its customer's code: both
 * exact, since staff paste them from another screen; each walks its own index.
 */
function keywordMatch(keyword: string): SQL | undefined {
  const code = keyword.toUpperCase();
  return or(
    eq(notifications.code, code),
    sql`${notifications.customerId} = (select ${users.id} from ${users} where ${users.code} = ${code})`,
  );
}

/**
 * The console list: newest first, by status (each one's count walking the status index), channel,
 * customer or code.
 */
export async function listNotifications(
  tx: Executor,
  query: NotificationListQuery,
  page: Page = query,
) {
  return statusListPage(tx, page, {
    key: notifications,
    statuses: Object.values(NotificationStatus),
    asked: query.status,
    found: and(
      query.customerId !== undefined ? eq(notifications.customerId, query.customerId) : undefined,
      query.code ? eq(notifications.code, query.code.toUpperCase()) : undefined,
      query.channel ? eq(notifications.channel, query.channel) : undefined,
      query.keyword ? keywordMatch(query.keyword) : undefined,
    ),
    rows: (where) =>
      tx
        .select({ row: notifications, customerCode: users.code })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.customerId))
        .where(where)
        .orderBy(...newestFirst(notifications.createdAt, notifications.id)),
    toItem: ({ row, customerCode }) => toNotificationRow(row, customerCode),
  });
}

/** What was sent where about these codes (an order and its parcels), for their customer, newest first. */
export async function sentAbout(
  tx: Executor,
  customerId: number,
  codes: string[],
): Promise<SentNotificationRow[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(inArray(notifications.code, codes), eq(notifications.customerId, customerId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100);
  return rows.map(toSentRow);
}
