import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

/** Each channel is on with all of its variables, off with none, and refused at start-up with some. */
describe('notification channels in the configuration', () => {
  it('turns a channel on only with all of its variables, trimming its base addresses', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_WEBHOOK_SECRET: 'secret-0123456789abcdef',
      TELEGRAM_API_BASE: 'http://127.0.0.1:9000/',
      ZALO_APP_ID: '1',
      ZALO_APP_SECRET: 's',
      ZALO_REFRESH_TOKEN: 'r',
    });
    expect(config.telegram).toEqual({
      botToken: '123:abc',
      webhookSecret: 'secret-0123456789abcdef',
      apiBase: 'http://127.0.0.1:9000',
    });
    expect(config.zalo).toMatchObject({
      apiBase: 'https://business.openapi.zalo.me',
      oauthBase: 'https://oauth.zaloapp.com',
    });
    expect(config.webPush).toBeUndefined();
    expect(loadConfig({}).telegram).toBeUndefined();
  });

  it('refuses half a channel with the names of what it needs', () => {
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc' })).toThrow(
      /TELEGRAM_BOT_TOKEN và TELEGRAM_WEBHOOK_SECRET phải có đủ/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'k', VAPID_PRIVATE_KEY: 'p' })).toThrow(
      /VAPID_SUBJECT/,
    );
    expect(() =>
      loadConfig({ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_WEBHOOK_SECRET: 'ngắn' }),
    ).toThrow(/TELEGRAM_WEBHOOK_SECRET gồm 16–256 ký tự/);
  });
});
