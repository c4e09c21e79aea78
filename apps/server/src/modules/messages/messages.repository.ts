import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { labelOf, messageTypeNames, type MessageRow, type MessageType } from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { customerCounts, messages } from '../../db/schema.js';
import { countedRows } from '../../lib/customer-counts.js';
import {
  createdBetween,
  customerList,
  selectOf,
  type CustomerListPage,
  type CustomerPageQuery,
  type DatedListFilter,
} from '../../lib/customer-list.js';
import { preparedStatement, type Shape } from '../../lib/prepared.js';
import { qualified } from '../../lib/qualified.js';
import { newestFirst } from '../../lib/paging.js';

/** Every change a customer should know of writes one of these (DESIGN §5 Messages). */
const addMessageStatement = preparedStatement<{
  customerId: number;
  messageType: MessageType;
  note: string;
}>('add_message')((db, shape) => db.insert(messages).values(shape));

export async function addMessage(
  tx: Executor,
  customerId: number,
  messageType: MessageType,
  note: string,
): Promise<void> {
  await addMessageStatement(tx, { customerId, messageType, note });
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

/** The filters of customer/getmessages, as its statements take them. */
interface MessagesFilter extends DatedListFilter {
  /** A LIKE pattern. */
  note?: string | undefined;
}

const messagesList = customerList('messages', {
  id: messages.id,
  createdAt: messages.createdAt,
  owner: messages.customerId,
  where: (filter: Shape<MessagesFilter>) =>
    and(
      filter.note && ilike(messages.note, filter.note),
      createdBetween(messages.createdAt, filter),
    ),
  counter: (filter) => countedRows(filter.customerId, 'messages'),
  select: selectOf(messages, columns),
});

export async function listMessages(
  tx: Executor,
  scope: CustomerScope,
  query: {
    message?: string | undefined;
    from?: Date | undefined;
    end?: Date | undefined;
  } & CustomerPageQuery,
): Promise<CustomerListPage<MessageRow>> {
  const filter = {
    customerId: scope.customerId,
    note: query.message ? containing(query.message) : undefined,
    from: query.from,
    end: query.end,
  };
  return messagesList(tx, filter, query, toRow);
}

const inboxStatement = preparedStatement<{ customerId: number; take: number }>('inbox')(
  (db, shape) =>
    db
      .select({
        ...columns,
        unread:
          sql<number>`(select ${qualified(customerCounts.unreadMessages)} from ${customerCounts}
          where ${qualified(customerCounts.customerId)} = ${shape.customerId})`.mapWith(Number),
      })
      .from(messages)
      .where(eq(messages.customerId, shape.customerId))
      .orderBy(...newestFirst(messages.createdAt, messages.id))
      .limit(shape.take),
);

/**
 * The customer's newest messages and how many are unread (the header's inbox), in one statement:
 * the count rides on each row — a customer without messages has none unread.
 */
export async function inbox(
  tx: Executor,
  scope: CustomerScope,
  take: number,
): Promise<{ messages: MessageRow[]; unread: number }> {
  const rows = await inboxStatement(tx, { customerId: scope.customerId, take });
  return {
    messages: rows.map(({ unread: _unread, ...row }) => toRow(row)),
    unread: rows[0]?.unread ?? 0,
  };
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
