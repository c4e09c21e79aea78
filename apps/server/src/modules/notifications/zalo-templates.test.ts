import { describe, expect, it } from 'vitest';
import type { SettingDefaultAnswer, Settings } from '@app/shared';
import { asUser, createCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { zaloTemplates } from './zalo-templates.js';

const t = testAppForFile();
const save = (payload: object) => t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload });

describe('Zalo templates in the settings', () => {
  it('keeps each event’s template id, drops the empty ones, and never shows them to customers', async () => {
    const saved = await save({
      ZaloTemplates: { 'deposit.credited': ' 231456 ', 'order.bought': '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await zaloTemplates(t.db)).toEqual({ 'deposit.credited': '231456' });
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json<Settings>();
    expect(settings.ZaloTemplates).toEqual({ 'deposit.credited': '231456' });

    const customer = await createCustomer(t.app);
    const portal = await asUser(t.app, customer.token)({ url: '/api/customer/getsettingdefault' });
    expect(portal.json<SettingDefaultAnswer>().Settings).not.toHaveProperty('ZaloTemplates');
  });

  it('refuses a template id that is not digits with the settings’ sentence, changing nothing', async () => {
    const refused = await save({ ZaloTemplates: { 'deposit.credited': 'abc' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Mã mẫu Zalo (template id) chỉ gồm chữ số');
    expect(await zaloTemplates(t.db)).toEqual({ 'deposit.credited': '231456' });
  });
});
