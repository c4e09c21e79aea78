import { z } from 'zod';
import { messages } from '../messages.js';

/** What the header's search finds of the signed-in customer's own records. */
export const SearchKind = {
  Order: 'order',
  Consignment: 'consignment',
  Parcel: 'parcel',
  Delivery: 'delivery',
  Message: 'message',
} as const;
export type SearchKind = (typeof SearchKind)[keyof typeof SearchKind];

/** Each kind's name, in the order the dropdown groups them. */
export const searchKindNames: Record<SearchKind, string> = {
  order: 'Đơn mua hộ',
  consignment: 'Đơn ký gửi',
  parcel: 'Kiện hàng',
  delivery: 'Phiếu giao hàng',
  message: 'Thông báo',
};

/** customer/search?q=: a code (DH…, KG…, KI…, PGH…, or its number), a tracking number, a word. */
export const portalSearchQuery = z.object({
  q: z
    .string({ error: messages.searchKeywordRequired })
    .trim()
    .min(1, { error: messages.searchKeywordRequired })
    .max(100, { error: messages.keywordTooLong }),
});
export type PortalSearchQuery = z.infer<typeof portalSearchQuery>;

export const searchHit = z.object({
  Kind: z.enum(Object.values(SearchKind) as [SearchKind, ...SearchKind[]]),
  Id: z.number().int(),
  /** Our code (DH000012, KI000034…); a notice's date. */
  Code: z.string(),
  Title: z.string(),
  Subtitle: z.string(),
  /**
   * The keyword names this record itself (its whole code or number, its whole tracking number,
   * its shop order number), not merely part of it: Enter opens a sole exact hit directly.
   */
  Exact: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** At most SEARCH_MAX_HITS hits, grouped by kind in searchKindNames' order. */
export const portalSearchAnswer = z.object({ Items: z.array(searchHit) });
export type PortalSearchAnswer = z.infer<typeof portalSearchAnswer>;

export const SEARCH_MAX_HITS = 8;
