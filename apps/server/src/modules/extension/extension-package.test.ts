import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { messages } from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';

/** GET /downloads/extension.zip: the unpacked build, zipped for this portal (DESIGN §9). */

const built = fs.mkdtempSync(path.join(os.tmpdir(), 'extension-dist-'));
const manifest = {
  manifest_version: 3,
  name: 'Cổng khách hàng: đặt hàng Taobao, Tmall, 1688',
  version: '1.0.3',
  host_permissions: ['https://*.alicdn.com/*'],
  background: { service_worker: 'background.js', type: 'module' },
};
fs.writeFileSync(path.join(built, 'manifest.json'), JSON.stringify(manifest));
fs.writeFileSync(path.join(built, 'background.js'), 'console.log("nền");\n');
fs.writeFileSync(path.join(built, 'popup.html'), '<!doctype html><title>Tiện ích</title>');
fs.mkdirSync(path.join(built, 'icons'));
fs.writeFileSync(path.join(built, 'icons', 'icon-16.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const t = testAppForFile({ env: { EXTENSION_DIST: built, PUBLIC_URL: 'http://localhost:8080' } });
const missing = testAppForFile({ env: { EXTENSION_DIST: path.join(built, 'chua-build') } });
afterAll(() => fs.rmSync(built, { recursive: true, force: true }));

describe('/downloads/extension.zip', () => {
  it('is the build zipped, its manifest pointed at this portal, with the portal address beside it', async () => {
    const response = await t.app.inject({ url: '/downloads/extension.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tien-ich-dat-hang.zip"',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'background.js',
      'icons/icon-16.png',
      'manifest.json',
      'popup.html',
      'portal.json',
    ]);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toEqual({
      ...manifest,
      host_permissions: ['https://*.alicdn.com/*', 'http://localhost:8080/*'],
      externally_connectable: { matches: ['http://localhost:8080/*'] },
    });
    expect(JSON.parse(strFromU8(files['portal.json']!))).toEqual({
      PortalUrl: 'http://localhost:8080',
    });
    expect(strFromU8(files['background.js']!)).toBe('console.log("nền");\n');
    expect([...files['icons/icon-16.png']!]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // Zipped once: the same bytes again, even with the build changed under the running server.
    fs.writeFileSync(path.join(built, 'background.js'), 'changed');
    const again = await t.app.inject({ url: '/downloads/extension.zip' });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers 404 with a sentence when the extension was not built', async () => {
    const response = await missing.app.inject({ url: '/downloads/extension.zip' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: messages.extensionPackageMissing });
  });
});
