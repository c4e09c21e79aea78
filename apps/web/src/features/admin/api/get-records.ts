import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditRow, MailRow } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api, type ListAnswer } from '../../../lib/api-client';

export const mailsQuery = (paging: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...adminKeys.mails, paging],
    queryFn: () => api<ListAnswer<MailRow>>('admin/mails', { query: paging }),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (filter: {
  entity: string;
  entityId: string;
  skip: number;
  take: number;
}) =>
  queryOptions({
    queryKey: [...adminKeys.audit, filter],
    queryFn: () =>
      api<ListAnswer<AuditRow>>('admin/audit', {
        query: {
          entity: filter.entity || undefined,
          entityId: filter.entityId || undefined,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });
