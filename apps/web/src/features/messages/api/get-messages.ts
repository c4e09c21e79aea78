import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessageRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface MessageFilter {
  message: string;
  /** dd/MM/yyyy (spec §9) or '' */
  from: string;
  end: string;
  skip: number;
  take: number;
}

export const messagesQuery = (filter: MessageFilter) =>
  queryOptions({
    queryKey: [...queryKeys.messages, filter],
    queryFn: () =>
      api<{ Items: MessageRow[]; Total: number }>('customer/getmessages', {
        query: {
          message: filter.message,
          from: filter.from,
          end: filter.end,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });
