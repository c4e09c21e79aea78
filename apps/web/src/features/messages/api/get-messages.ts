import type { MessageRow } from '@app/shared';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

export interface MessageFilter extends PageQuery {
  message: string;
  /** dd/MM/yyyy (spec §9) or '' */
  from: string;
  end: string;
}

export const messagesQuery = listQuery<MessageRow, MessageFilter>(
  queryKeys.messages,
  'customer/getmessages',
);
