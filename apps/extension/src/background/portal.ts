import { normalisePortalUrl, originPattern } from '../common/portal-url.js';
import { readStored } from './session.js';

/**
 * The portal the extension talks to: the address the customer set in the popup, else the one the
 * portal wrote into the zip it served (`portal.json`, `{"PortalUrl": "http://host:port"}`). The
 * unpacked build has no portal.json: the popup asks for the address.
 */
let packaged: Promise<string> | null = null;

export function packagedPortalUrl(): Promise<string> {
  packaged ??= fetch(chrome.runtime.getURL('portal.json'))
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => normalisePortalUrl((body as { PortalUrl?: unknown } | null)?.PortalUrl) ?? '')
    .catch(() => '');
  return packaged;
}

export async function portalUrl(): Promise<string> {
  return (await readStored()).portalUrl || (await packagedPortalUrl());
}

export async function hasPortalPermission(portal: string): Promise<boolean> {
  try {
    return await chrome.permissions.contains({ origins: [originPattern(portal)] });
  } catch {
    return false;
  }
}
