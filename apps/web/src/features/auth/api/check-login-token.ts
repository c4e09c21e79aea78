import type { UserInfo } from '@app/shared';
import { ApiError, api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { configFromUserInfo, loadUserConfig } from '../../../lib/user-config';

/**
 * A '#/login?token=...' link (DESIGN §5): the token is checked with userinfo; a bad one is the
 * login page's own message, not the "sign in again" flow. Resolves false for a refused token.
 */
export async function signInWithToken(token: string): Promise<boolean> {
  let info: UserInfo;
  try {
    info = await api<UserInfo>('customer/userinfo', { token, authHandling: false, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) return false;
    throw error;
  }
  const config = { ...(await loadUserConfig(token)).config, ...configFromUserInfo(info) };
  // A "view as customer" link opens in the staff member's browser: keep it to this tab.
  startSession(token, !info.ViewOnly, config);
  return true;
}
