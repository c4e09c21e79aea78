import { describe, expect, it } from 'vitest';
import { asUser, createCustomer } from '../../../test/factories.js';
import { testAppForFile } from '../../../test/file-app.js';

/** A server without a channel's variables does not offer it (DESIGN §10). */

const t = testAppForFile();

describe('channels that are off', () => {
  it('refuse a Telegram link and web-push subscriptions with the channel named', async () => {
    const customer = await createCustomer(t.app);
    const asCustomer = asUser(t.app, customer.token);
    const link = await asCustomer({ method: 'POST', url: '/api/customer/telegramlink' });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual(['Kênh Telegram chưa được bật trên hệ thống này']);

    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'BAAA', auth: 'AAAA' },
    };
    for (const url of ['/api/customer/webpushsubscribe', '/api/customer/webpushunsubscribe']) {
      const response = await asCustomer({ method: 'POST', url, payload: subscription });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual([
        'Kênh Thông báo trên trình duyệt chưa được bật trên hệ thống này',
      ]);
    }
  });

  it('have no Telegram webhook', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/telegram',
      headers: { 'x-telegram-bot-api-secret-token': 'anything-at-all-0123' },
      payload: { update_id: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});
