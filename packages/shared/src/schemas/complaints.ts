import { z } from 'zod';
import { ComplaintType } from '../enums.js';
import { messages } from '../messages.js';
import { customerPagingFields } from './list-cursor.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { idField, ifNoIssueYet, requiredText } from './fields.js';
import { complaintPhotoIds } from './photos.js';

/** Complaints on an order (DESIGN §5, §6, §8). */

const vnd = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(1_000_000_000, { error: message });

export const addComplaintSchema = z.object({
  OrderId: idField(messages.notFound),
  Type: z.union(
    Object.values(ComplaintType).map((type) => z.literal(type)),
    {
      error: messages.complaintTypeInvalid,
    },
  ),
  Content: requiredText(messages.complaintContentRequired).max(2000, {
    error: messages.complaintContentTooLong,
    ...ifNoIssueYet,
  }),
  RequestAmount: vnd(messages.requestAmountInvalid).default(0),
  ImageUrls: z
    .array(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/\S{1,1000}$/, { error: messages.imageUrlsInvalid }),
      {
        error: messages.imageUrlsInvalid,
      },
    )
    .max(10, { error: messages.imageUrlsInvalid })
    .default([]),
  /** Photos uploaded with order/complainphotos, the caller's and not yet on a complaint. */
  PhotoIds: complaintPhotoIds,
});
export type AddComplaintInput = z.infer<typeof addComplaintSchema>;

const optionalStatus = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: messages.statusInvalid })
    .int({ error: messages.statusInvalid })
    .min(0, messages.statusInvalid)
    .max(5, messages.statusInvalid)
    .optional(),
);
export const complaintListQuery = z.object({ status: optionalStatus, ...customerPagingFields });
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;
/** The staff queue: a status or a tab's several (waiting and taken), found by a keyword, exported. */
export const adminComplaintListQuery = z.object({ status: statusesQuery(3), ...consoleListFields });
export type AdminComplaintListQuery = z.infer<typeof adminComplaintListQuery>;

const response = requiredText(messages.responseRequired).max(2000, {
  error: messages.complaintContentTooLong,
  ...ifNoIssueYet,
});
export const resolveComplaintSchema = z.object({
  Response: response,
  RefundAmount: vnd(messages.requestAmountInvalid).default(0),
});
export type ResolveComplaintInput = z.infer<typeof resolveComplaintSchema>;
export const rejectComplaintSchema = z.object({ Response: response });

export const complaintRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  OrderId: z.number().int(),
  OrderCode: z.string(),
  Type: z.number().int(),
  TypeName: z.string(),
  Content: z.string(),
  RequestAmount: z.number().int(),
  ImageUrls: z.array(z.string()),
  Status: z.number().int(),
  StatusName: z.string(),
  Response: z.string(),
  RefundAmount: z.number().int(),
  CreatedDate: z.string(),
});
export type ComplaintRow = z.infer<typeof complaintRow>;
export const adminComplaintRow = complaintRow.extend({ CustomerCode: z.string() });
export type AdminComplaintRow = z.infer<typeof adminComplaintRow>;
