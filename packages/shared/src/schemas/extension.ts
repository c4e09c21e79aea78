import { z } from 'zod';
import { messages } from '../messages.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { requiredText, optionalText } from './fields.js';
import { SHOP_SITES } from './orders.js';

/**
 * The browser extension's calls (DESIGN §9): its configuration, the pages it could not read, the
 * session a signed-in portal tab hands over, and the share texts and short links pasted in the portal.
 */

/**
 * The extension's fixed id in Chromium browsers, given by the public key in its manifest
 * (apps/extension/manifest.base.json, checked by a test there): the portal names it to hand over a
 * session, and the server names it in the CORS answer of /api/extension.
 */
export const EXTENSION_ID = 'emkobgojejdppjdjhjbbgnfmehkmafkk';

/** GET extension/config: answered without a token too (SignedIn false, UserName ''). */
export const extensionConfigAnswer = z.object({
  CurrentRate: z.number(),
  SignedIn: z.boolean(),
  UserName: z.string(),
  NumberCarts: z.number().int(),
  PortalUrl: z.string(),
  /** An extension older than this asks to be updated before it adds anything. */
  MinVersion: z.string(),
  /**
   * The token sent is no longer a session (expired, revoked, or its account locked): the
   * extension forgets it and asks to sign in again, as the portal does on a 401. Absent when no
   * token was sent, false when it is valid.
   */
  SessionExpired: z.boolean().optional(),
});
export type ExtensionConfig = z.infer<typeof extensionConfigAnswer>;

/** A version of the extension as its manifest writes it (1.2.0); also the console's minimum. */
export const extensionVersionField = z
  .string({ error: messages.extensionVersionInvalid })
  .trim()
  .regex(/^\d{1,5}(\.\d{1,5}){0,3}$/, { error: messages.extensionVersionInvalid });

/** POST extension/report: an item page the extension could not read, for staff to look at. */
export const extensionReportSchema = z.object({
  Link: requiredText(messages.reportLinkInvalid)
    .max(1000, { error: messages.reportLinkInvalid })
    .regex(/^https?:\/\/\S+$/, { error: messages.reportLinkInvalid }),
  Site: z.enum(SHOP_SITES, { error: messages.linkInvalid }).default('other'),
  Version: extensionVersionField,
  Reason: optionalText(500, messages.reportReasonTooLong),
});
export type ExtensionReportInput = z.infer<typeof extensionReportSchema>;
/** The report's id: the same link reported again while it waits answers the same id. */
export const extensionReportAnswer = z.object({ Id: z.number().int() });

/** POST extension/session: the session handed over to the extension by a signed-in portal tab. */
export const extensionSessionAnswer = z.object({ Token: z.string() });

/** POST order/resolvelink: a pasted text (a link, a share text, a short link) → the item page. */
export const resolveLinkSchema = z.object({
  Text: requiredText(messages.linkTextRequired).max(2000, { error: messages.linkTextTooLong }),
});
export type ResolveLinkInput = z.infer<typeof resolveLinkSchema>;
export const resolvedLinkAnswer = z.object({
  Site: z.enum(SHOP_SITES),
  ItemId: z.string(),
  Link: z.string(),
});
export type ResolvedLink = z.infer<typeof resolvedLinkAnswer>;

/** The states of a reported page in the console's queue. */
export const EXTENSION_REPORT_STATUS = { New: 1, Handled: 2 } as const;
export type ExtensionReportStatus =
  (typeof EXTENSION_REPORT_STATUS)[keyof typeof EXTENSION_REPORT_STATUS];
export const extensionReportStatusNames: Record<ExtensionReportStatus, string> = {
  1: 'Chờ xử lý',
  2: 'Đã xử lý',
};
export const extensionReportRow = z.object({
  Id: z.number().int(),
  Link: z.string(),
  Site: z.string(),
  Version: z.string(),
  Reason: z.string(),
  CustomerId: z.number().int().nullable(),
  CustomerCode: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  HandledNote: z.string(),
  CreatedDate: z.string(),
});
export type ExtensionReportRow = z.infer<typeof extensionReportRow>;

/** GET admin/extension-reports: the console's queue, by status tab, found by link or customer. */
export const extensionReportListQuery = z.object({
  status: statusesQuery(Math.max(...Object.values(EXTENSION_REPORT_STATUS))),
  ...consoleListFields,
});
export type ExtensionReportListQuery = z.infer<typeof extensionReportListQuery>;

/** PUT admin/extension-reports/{id}/handled: what staff did about the page. */
export const extensionReportHandledSchema = z.object({
  Note: optionalText(500, messages.reportReasonTooLong),
});

/**
 * What the portal's `#/extension` page says to the extension (`chrome.runtime.sendMessage(
 * EXTENSION_ID, message)`, allowed by the manifest's externally_connectable): `ping` asks whether
 * it is installed and signed in; `handover` gives it a session of its own made by extension/session.
 */
export type PortalToExtension =
  { Kind: 'ping' } | { Kind: 'handover'; Token: string; PortalUrl: string; UserName: string };
/** The extension's answer to either message. */
export interface ExtensionStatus {
  Version: string;
  SignedIn: boolean;
  UserName: string;
}
