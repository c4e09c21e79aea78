import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTENSION_ID } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ITEM_HOSTS } from './common/site.js';

const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../manifest.base.json'), 'utf8'),
) as {
  key: string;
  host_permissions?: string[];
  optional_host_permissions: string[];
  externally_connectable?: unknown;
  content_scripts: { matches: string[]; js: string[]; world?: string }[];
};

describe('the manifest', () => {
  it('has the key whose id the portal names (EXTENSION_ID)', () => {
    // Chromium's id: the SHA-256 of the public key's DER, its first 32 hex digits as a–p.
    const digest = createHash('sha256').update(Buffer.from(manifest.key, 'base64')).digest('hex');
    const id = [...digest.slice(0, 32)]
      .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
      .join('');
    expect(id).toBe(EXTENSION_ID);
  });

  it('reads every item host: the page-world reader, then the content script', () => {
    const matches = Object.keys(ITEM_HOSTS).map((host) => `*://${host}/*`);
    expect(manifest.content_scripts).toEqual([
      expect.objectContaining({ matches, js: ['page-reader.js'], world: 'MAIN' }),
      expect.objectContaining({ matches, js: ['content.js'] }),
    ]);
    expect(manifest.content_scripts[1]!.world).toBeUndefined();
  });

  it('asks no host permission: the portal packs its own origin in, others are asked for', () => {
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.externally_connectable).toBeUndefined();
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
  });
});
