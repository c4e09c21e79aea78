import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleListAnswer,
  NotificationRow,
  NotificationSettingsAnswer,
  SentNotificationRow,
  TelegramLinkAnswer,
  UpdateNotificationSettingsInput,
  WebPushSubscriptionInput,
} from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

/** The customer's choice of channels for each message group (DESIGN §10). */
export const notificationSettingsKey = ['notification-settings'] as const;

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationSettingsKey,
  // In the background: the card appears once the answer is there, nothing blocks the page.
  queryFn: () =>
    api<NotificationSettingsAnswer>('customer/getnotificationsettings', {
      noloading: true,
      // A server without the call (or a refusal) leaves the card out instead of alerting.
      quiet: true,
    }),
});

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationSettingsInput) =>
      api<NotificationSettingsAnswer>('customer/updatenotificationsettings', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (answer) => client.setQueryData(notificationSettingsKey, answer),
  });
}

/** The one-time `t.me/<bot>?start=<code>` link (10 minutes) that links a Telegram chat. */
export const fetchTelegramLink = () =>
  api<TelegramLinkAnswer>('customer/telegramlink', { method: 'POST' });

/** This device's `subscription.toJSON()`, as it is (endpoint, keys.p256dh, keys.auth). */
export const sendWebPushSubscription = (
  subscription: PushSubscriptionJSON | WebPushSubscriptionInput,
) =>
  api<{ Subscribed: boolean }>('customer/webpushsubscribe', { method: 'POST', body: subscription });

export const dropWebPushSubscription = (endpoint: string) =>
  api<{ Subscribed: boolean }>('customer/webpushunsubscribe', {
    method: 'POST',
    body: { endpoint },
  });

/** What was sent where about one order and its parcels (the customer's order page). */
export function useOrderNotifications(orderId: number | undefined) {
  const { data } = useQuery({
    queryKey: [...queryKeys.orders, 'notifications', orderId],
    queryFn: () =>
      api<{ Items: SentNotificationRow[] }>(`order/notifications/${orderId}`, {
        noloading: true,
        quiet: true,
      }),
    enabled: orderId !== undefined,
    staleTime: 60_000,
  });
  return data?.Items ?? [];
}

/** The console's list of notifications: the list page and the customer's and order's sections. */
export const adminNotificationsKey = [...adminKeys.all, 'notifications'] as const;

/** The first rows of one customer's or one code's notifications (a section of their page). */
export const recentNotificationsQuery = (filter: { customerId?: number; code?: string }) =>
  queryOptions({
    queryKey: [...adminNotificationsKey, 'recent', filter],
    queryFn: () =>
      api<ConsoleListAnswer<NotificationRow>>('admin/notifications', {
        query: { ...filter, skip: 0, take: 20 },
        noloading: true,
      }),
  });

/** "Gửi lại": a failed notification goes out again; the answer is its row, waiting once more. */
export function useResendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<NotificationRow>(`admin/notifications/${id}/resend`, { method: 'PUT' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminNotificationsKey });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
