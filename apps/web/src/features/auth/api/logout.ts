import { api, endSessionLocally } from '../../../lib/api-client';

/** spec §4: whether the server call succeeds or fails, the session ends here. */
export async function logout(): Promise<void> {
  try {
    await api<{ Message: string }>('customer/logout', {
      method: 'POST',
      authHandling: false,
      quiet: true,
    });
  } catch {
    // A revoked or expired token, or no network: nothing more to tell the user.
  } finally {
    endSessionLocally();
  }
}
