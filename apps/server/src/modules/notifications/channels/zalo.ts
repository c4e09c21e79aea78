import { eq } from 'drizzle-orm';
import { notificationEventNames } from '@app/shared';
import type { ZaloConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { PermanentChannelError, type ChannelSender } from '../channel.js';
import { fieldOf, requestJson } from './http.js';
import { refreshZaloToken, zaloAccessToken } from './zalo-token.js';

/**
 * The phone as ZNS wants it, 84 and the 9 national digits, from what the customer typed
 * (0912 345 678, +84 912…, 0084…, or 912… with the 0 lost in a spreadsheet); null when it is not a
 * Vietnamese mobile number.
 */
export function zaloPhone(typed: string): string | null {
  const digits = typed.replace(/\D/g, '').replace(/^00/, '');
  let national = digits;
  // 84 followed by 9 digits; a bare 9-digit number may itself start with 84 (the 084 prefix).
  if (digits.length === 11 && digits.startsWith('84')) national = digits.slice(2);
  else if (digits.startsWith('0')) national = digits.slice(1);
  return /^[1-9]\d{8}$/.test(national) ? `84${national}` : null;
}

/** ZNS codes saying the access token is invalid or expired: refreshed once, then sent again. */
const TOKEN_ERRORS = new Set([-124, -216]);
/** "Unknown error, please try again later" in Zalo's own table: worth a retry. */
const UNKNOWN_ERROR = -100;

interface ZnsAnswer {
  error: number;
  message: string;
}

async function postTemplate(
  config: ZaloConfig,
  accessToken: string,
  body: Record<string, unknown>,
): Promise<ZnsAnswer> {
  const answer = await requestJson(`${config.apiBase}/message/template`, {
    method: 'POST',
    headers: { access_token: accessToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const error = Number(fieldOf(answer.body, 'error'));
  if (answer.status < 200 || answer.status >= 300 || !Number.isInteger(error)) {
    // An outage or a proxy's page rather than Zalo's answer: try again later.
    throw new Error(`Zalo trả lời HTTP ${answer.status}`);
  }
  const message = fieldOf(answer.body, 'message');
  return { error, message: typeof message === 'string' ? message : '' };
}

/**
 * Zalo ZNS (DESIGN §10): the event's approved template, filled with the notification's template
 * data, to the customer's phone. `templates` reads settings `ZaloTemplates` at each send.
 */
export function createZaloChannel(options: {
  db: Database;
  config: ZaloConfig;
  templates: () => Promise<Record<string, string>>;
}): ChannelSender {
  const { db, config, templates } = options;
  return {
    channel: 'zalo',

    async reachable(customerId) {
      const [row] = await db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, customerId));
      return row !== undefined && zaloPhone(row.phone) !== null;
    },

    async send(notification, recipient) {
      const phone = zaloPhone(recipient.phone);
      if (!phone) {
        throw new PermanentChannelError(
          `Số điện thoại "${recipient.phone}" không phải số di động Việt Nam để nhận Zalo`,
        );
      }
      const templateId = (await templates())[notification.event];
      if (!templateId) {
        const name = notificationEventNames[notification.event] ?? notification.event;
        throw new PermanentChannelError(
          `Chưa có mẫu Zalo cho sự kiện "${name}" (${notification.event})`,
        );
      }
      const body = {
        phone,
        template_id: templateId,
        template_data: notification.templateData,
        tracking_id: String(notification.id),
      };
      let accessToken = await zaloAccessToken(db, config);
      let answer = await postTemplate(config, accessToken, body);
      if (TOKEN_ERRORS.has(answer.error)) {
        accessToken = await refreshZaloToken(db, config, accessToken);
        answer = await postTemplate(config, accessToken, body);
      }
      if (answer.error === 0) return;
      if (TOKEN_ERRORS.has(answer.error) || answer.error === UNKNOWN_ERROR) {
        throw new Error(`Zalo báo lỗi ${answer.error}: ${answer.message}`);
      }
      throw new PermanentChannelError(`Zalo từ chối (${answer.error}): ${answer.message}`);
    },
  };
}
