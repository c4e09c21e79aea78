import { and, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MailState, labelOf, mailStateNames, type MailListQuery, type MailRow } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import { cappedCounts, consolePage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';
import { likeContains, likePrefix } from '../../lib/search-text.js';
import { customerMatch } from '../accounts/customer-search.js';

/**
 * A constant written into the statement rather than bound: the counts' GROUP BY must be the very
 * expression they select, and two bound parameters ($1, $4) make two expressions to PostgreSQL.
 */
const constant = (value: number) => sql.raw(String(value));

/**
 * A mail's MailState: sent once the SMTP server took it, refused once delivery was given up (a
 * lasting refusal, or every retry failed), else waiting (for its first try or its next retry).
 */
const mailState = sql<number>`case
  when ${mailOutbox.sentAt} is not null then ${constant(MailState.Sent)}
  when ${mailOutbox.failedAt} is not null then ${constant(MailState.Failed)}
  else ${constant(MailState.Pending)} end`;

/**
 * The mails a keyword names: to an address starting with it, with every word of it in the
 * subject, or to a customer it names (code or number, name words, phone digits…).
 */
function mailMatch(tx: Executor, keyword: string): SQL | undefined {
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, 8);
  const customers = tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'customer'), customerMatch(keyword)));
  return or(
    /\s/.test(keyword) ? undefined : ilike(mailOutbox.toAddress, likePrefix(keyword)),
    and(...words.map((word) => ilike(mailOutbox.subject, likeContains(word)))),
    sql`${mailOutbox.toAddress} = any(array(${customers}))`,
  );
}

/** The outbox, newest first: by state (with each one's count), found by recipient, subject or customer. */
export async function listMail(tx: Executor, query: MailListQuery, page: Page = query) {
  const found = query.keyword ? mailMatch(tx, query.keyword) : undefined;
  return consolePage(page, query.status, {
    rows: ({ skip, take }) =>
      tx
        .select({ ...getTableColumns(mailOutbox), status: mailState })
        .from(mailOutbox)
        .where(and(found, query.status && inArray(mailState, query.status)))
        .orderBy(...newestFirst(mailOutbox.createdAt, mailOutbox.id))
        .offset(skip)
        .limit(take),
    counts: () =>
      cappedCounts(tx, Object.values(MailState), (status) =>
        tx
          .select({ one: sql`1` })
          .from(mailOutbox)
          .where(and(found, sql`${mailState} = ${status}`)),
      ),
    toItem: (row): MailRow => ({
      Id: row.id,
      To: row.toAddress,
      Subject: row.subject,
      Body: row.bodyText,
      SentDate: row.sentAt?.toISOString() ?? null,
      Error: row.error ?? '',
      Attempts: row.attempts,
      Status: row.status,
      StatusName: labelOf(mailStateNames, row.status),
      CreatedDate: row.createdAt.toISOString(),
    }),
  });
}
