import { and, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { labelOf, messageTypeNames, type MessageRow, type MessageType } from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { customerCounts, messages } from '../../db/schema.js';
import { listCounter } from '../../lib/customer-counts.js';
import { listPage, newestFirst, pageWhere } from '../../lib/paging.js';

/** Every change a customer should know of writes one of these (DESIGN §5 Messages). */
export async function addMessage(
  tx: Executor,
  customerId: number,
  messageType: MessageType,
  note: string,
): Promise<void> {
  await tx.insert(messages).values({ customerId, messageType, note });
}

const columns = {
  Id: messages.id,
  MessageType: messages.messageType,
  CreatedDate: messages.createdAt,
  Note: messages.note,
  IsRead: messages.isRead,
};

function toRow(row: {
  Id: number;
  MessageType: number;
  CreatedDate: Date;
  Note: string;
  IsRead: boolean;
}): MessageRow {
  return {
    ...row,
    MessageTypeName: labelOf(messageTypeNames, row.MessageType),
    CreatedDate: row.CreatedDate.toISOString(),
  };
}

/** Escapes LIKE wildcards so a customer's '%' searches for '%'. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listMessages(
  tx: Executor,
  scope: CustomerScope,
  filter: {
    message?: string | undefined;
    from?: Date | undefined;
    end?: Date | undefined;
    skip: number;
    take: number;
  },
): Promise<{ Items: MessageRow[]; Total: number }> {
  const conditions: SQL[] = [eq(messages.customerId, scope.customerId)];
  if (filter.message) conditions.push(ilike(messages.note, containing(filter.message)));
  if (filter.from) conditions.push(gte(messages.createdAt, filter.from));
  if (filter.end) conditions.push(lte(messages.createdAt, filter.end));
  const where = and(...conditions);
  const order = newestFirst(messages.createdAt, messages.id);
  const picked = pageWhere(tx, filter, messages.id, where, order);
  return listPage(
    filter,
    (listTotal) =>
      tx
        .select({ ...columns, listTotal })
        .from(messages)
        .where(picked.where)
        .orderBy(...order)
        .offset(picked.offset)
        .limit(filter.take),
    {
      counted: listCounter(scope, 'messages', filter),
      count: () => tx.select({ value: count() }).from(messages).where(where),
    },
    toRow,
  );
}

export async function recentMessages(
  tx: Executor,
  scope: CustomerScope,
  take: number,
): Promise<MessageRow[]> {
  const rows = await tx
    .select(columns)
    .from(messages)
    .where(eq(messages.customerId, scope.customerId))
    .orderBy(...newestFirst(messages.createdAt, messages.id))
    .limit(take);
  return rows.map(toRow);
}

/** The caller's unread messages, from the count the database keeps (migration 0016). */
export async function countUnread(tx: Executor, scope: CustomerScope): Promise<number> {
  const [row] = await tx
    .select({ value: customerCounts.unreadMessages })
    .from(customerCounts)
    .where(eq(customerCounts.customerId, scope.customerId));
  return row?.value ?? 0;
}

/** Marks the given ids (only the caller's) or all of the caller's messages as read; answers how many changed. */
export async function markRead(
  tx: Executor,
  scope: CustomerScope,
  ids: number[] | 'all',
): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.customerId, scope.customerId),
        eq(messages.isRead, false),
        ids === 'all' ? undefined : inArray(messages.id, ids),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
