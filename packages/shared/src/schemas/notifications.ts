import { z } from 'zod';
import {
  MessageType,
  NotificationStatus,
  notificationChannels,
  type NotificationChannel,
} from '../enums.js';
import { messages } from '../messages.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { idField } from './fields.js';

/** Notifications outside the portal (DESIGN §10): the customer's choices and staff's list. */

const channelField = z.enum(
  notificationChannels as [NotificationChannel, ...NotificationChannel[]],
  {
    error: messages.notificationChannelInvalid,
  },
);

const messageTypesField = z
  .array(
    z
      .number({ error: messages.notificationTypeInvalid })
      .int(messages.notificationTypeInvalid)
      .min(MessageType.Order, messages.notificationTypeInvalid)
      .max(MessageType.System, messages.notificationTypeInvalid),
    { error: messages.notificationTypeInvalid },
  )
  .max(5, messages.notificationTypeInvalid)
  .transform((types) => [...new Set(types)].sort((a, b) => a - b));

/** customer/getnotificationsettings: the channels this server has, each with the customer's choice. */
export const notificationSettingsAnswer = z.object({
  Channels: z.array(
    z.object({
      Channel: channelField,
      /** Whether the channel can reach this customer now (Telegram linked, a device subscribed…). */
      Linked: z.boolean(),
      MessageTypes: z.array(z.number().int()),
    }),
  ),
  /** The portal's web-push public key (VAPID), when web push is on: the browser subscribes with it. */
  WebPushPublicKey: z.string().nullable(),
});
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswer>;

export const updateNotificationSettingsSchema = z.object({
  Channels: z
    .array(z.object({ Channel: channelField, MessageTypes: messageTypesField }), {
      error: messages.notificationChannelInvalid,
    })
    .max(notificationChannels.length, messages.notificationChannelInvalid),
});
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsSchema>;

/** The Telegram deep link that links a chat to the customer: one-time, for 10 minutes. */
export const telegramLinkAnswer = z.object({ Link: z.string() });
export type TelegramLinkAnswer = z.infer<typeof telegramLinkAnswer>;

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: messages.pushSubscriptionInvalid })
    .max(1000, messages.pushSubscriptionInvalid),
  keys: z.object(
    {
      p256dh: z.string({ error: messages.pushSubscriptionInvalid }).min(1).max(200),
      auth: z.string({ error: messages.pushSubscriptionInvalid }).min(1).max(100),
    },
    { error: messages.pushSubscriptionInvalid },
  ),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionSchema>;

export const webPushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: messages.pushSubscriptionInvalid }).max(1000),
});

export const notificationListQuery = z.object({
  customerId: idField(messages.customerUnknown).optional(),
  code: z.string().trim().max(40).optional(),
  channel: z.preprocess((value) => (value === '' ? undefined : value), channelField.optional()),
  status: statusesQuery(NotificationStatus.Failed),
  ...consoleListFields,
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationRow = z.object({
  Id: z.number().int(),
  CustomerId: z.number().int(),
  CustomerCode: z.string(),
  Event: z.string(),
  EventName: z.string(),
  Channel: z.string(),
  ChannelName: z.string(),
  Code: z.string().nullable(),
  Status: z.number().int(),
  StatusName: z.string(),
  Attempts: z.number().int(),
  Error: z.string().nullable(),
  CreatedDate: z.string(),
  SentDate: z.string().nullable(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

/** What was sent where about one order or parcel: the customer's order timeline and staff's pages. */
export const sentNotificationRow = notificationRow.pick({
  Event: true,
  EventName: true,
  Channel: true,
  ChannelName: true,
  Code: true,
  Status: true,
  StatusName: true,
  CreatedDate: true,
  SentDate: true,
});
export type SentNotificationRow = z.infer<typeof sentNotificationRow>;

/** customer/webpushsubscribe and customer/webpushunsubscribe: whether this device now gets pushes. */
export const webPushAnswer = z.object({ Subscribed: z.boolean() });
export type WebPushAnswer = z.infer<typeof webPushAnswer>;

/** webhooks/telegram: what Telegram is always told once the request is verified, so it never retries. */
export const telegramWebhookAnswer = z.object({ ok: z.literal(true) });
