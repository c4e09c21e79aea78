import type { NotificationChannel, NotificationEvent } from '@app/shared';

/**
 * What every channel (e-mail, Zalo ZNS, Telegram, web push) is given to deliver one notification
 * (DESIGN §10). The sentence is the in-portal message's; Zalo sends `templateData` to the event's
 * template instead.
 */
export interface OutgoingNotification {
  /** The notifications row: Zalo's tracking_id, and what a stand-in or a log names it by. */
  id: number;
  event: NotificationEvent;
  /** The order, parcel, deposit… it is about (DH000123), when there is one. */
  code: string | null;
  /** A short heading: the event's name ("Đã cộng tiền nạp"). */
  title: string;
  /** The sentence the customer reads in the portal. */
  text: string;
  /** Where it opens in the portal: an absolute address (PUBLIC_URL + `/#/…`). */
  link: string;
  /** Zalo's `template_data` (DESIGN §10): customer_code, code, amount (đồng), status, date. */
  templateData: {
    customer_code: string;
    code: string;
    amount?: number;
    status: string;
    /** dd/MM/yyyy in Vietnam's time. */
    date: string;
  };
}

/** Who it goes to, as the channels reach them. */
export interface Recipient {
  customerId: number;
  customerCode: string;
  email: string;
  /** As the customer typed it; Zalo wants it as 84… (channels/zalo.ts converts). */
  phone: string;
}

/**
 * A refusal that trying again would not change (no such chat, a subscription the push service
 * dropped, a template Zalo rejects): the notification is marked failed at once with this reason.
 * Any other error is temporary and the job is retried with growing delays.
 */
export class PermanentChannelError extends Error {
  override name = 'PermanentChannelError';
}

/** One channel this server has (its variables set); a channel without them is never built. */
export interface ChannelSender {
  channel: NotificationChannel;
  /**
   * Whether the customer can be reached on it at all: an address to mail, a phone for Zalo, a
   * linked Telegram chat, a subscribed device. A customer's choice of an unreachable channel is
   * kept but nothing is queued for it.
   */
  reachable(customerId: number): Promise<boolean>;
  /** Delivers it; throws PermanentChannelError to give up, anything else to be retried. */
  send(notification: OutgoingNotification, recipient: Recipient): Promise<void>;
}
