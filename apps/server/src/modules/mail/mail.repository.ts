import { count, getTableColumns } from 'drizzle-orm';
import type { MailRow } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { listPage, newestFirst } from '../../lib/paging.js';

export async function listMail(tx: Executor, page: { skip: number; take: number }) {
  return listPage(
    page,
    tx
      .select(getTableColumns(mailOutbox))
      .from(mailOutbox)
      .orderBy(...newestFirst(mailOutbox.createdAt, mailOutbox.id))
      .offset(page.skip)
      .limit(page.take),
    () => tx.select({ value: count() }).from(mailOutbox),
    (row): MailRow => ({
      Id: row.id,
      To: row.toAddress,
      Subject: row.subject,
      Body: row.bodyText,
      SentDate: row.sentAt?.toISOString() ?? null,
      Error: row.error ?? '',
      CreatedDate: row.createdAt.toISOString(),
    }),
  );
}
