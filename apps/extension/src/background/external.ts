import type { ExtensionStatus, PortalToExtension } from '@app/shared';
import { normalisePortalUrl } from '../common/portal-url.js';
import { packagedPortalUrl } from './portal.js';
import { readStored, writeStored } from './session.js';

/**
 * Messages from the portal's `#/extension` page (manifest `externally_connectable`, which the
 * server sets to the portal's origin in the zip): `ping` asks whether the extension is installed
 * and signed in; `handover` gives it a session of its own. Only the portal the extension knows
 * (the packaged one, or the one the customer set) is listened to, whatever the manifest allows.
 */
export async function handleExternal(
  message: unknown,
  senderOrigin: string | undefined,
): Promise<ExtensionStatus | { Error: string }> {
  const stored = await readStored();
  const known = [stored.portalUrl, await packagedPortalUrl()]
    .filter(Boolean)
    .map((portal) => new URL(portal).origin);
  if (!senderOrigin || !known.includes(senderOrigin)) {
    return { Error: 'Trang này không phải cổng khách hàng của tiện ích.' };
  }

  const request = message as Partial<PortalToExtension> | null;
  if (request?.Kind === 'handover') {
    const token = typeof request.Token === 'string' ? request.Token : '';
    const portal = normalisePortalUrl(request.PortalUrl);
    const userName = typeof request.UserName === 'string' ? request.UserName.slice(0, 200) : '';
    if (
      !/^[\w\-.~+/=]{16,512}$/.test(token) ||
      !portal ||
      new URL(portal).origin !== senderOrigin
    ) {
      return { Error: 'Phiên đăng nhập gửi sang tiện ích không hợp lệ.' };
    }
    await writeStored({ token, userName, portalUrl: portal, sessionExpired: false });
    return status();
  }
  if (request?.Kind === 'ping') return status();
  return { Error: 'Tiện ích không hiểu yêu cầu này.' };
}

async function status(): Promise<ExtensionStatus> {
  const stored = await readStored();
  return {
    Version: chrome.runtime.getManifest().version,
    SignedIn: Boolean(stored.token),
    UserName: stored.token ? stored.userName : '',
  };
}
