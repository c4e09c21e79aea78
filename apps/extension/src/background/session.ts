/**
 * What the extension keeps (chrome.storage.local): its own session token, the name it signed in
 * with, the portal's address when the customer set one, and whether the last session ended on the
 * server's side. Only the service worker reads the token.
 */
export interface Stored {
  token: string;
  userName: string;
  portalUrl: string;
  sessionExpired: boolean;
}

const EMPTY: Stored = { token: '', userName: '', portalUrl: '', sessionExpired: false };

export async function readStored(): Promise<Stored> {
  const stored = await chrome.storage.local.get<Partial<Stored>>(
    Object.keys(EMPTY) as (keyof Stored)[],
  );
  return {
    token: typeof stored.token === 'string' ? stored.token : '',
    userName: typeof stored.userName === 'string' ? stored.userName : '',
    portalUrl: typeof stored.portalUrl === 'string' ? stored.portalUrl : '',
    sessionExpired: stored.sessionExpired === true,
  };
}

export async function writeStored(changes: Partial<Stored>): Promise<void> {
  await chrome.storage.local.set(changes);
}

/** The session ends: by signing out, or (expired) because the server no longer knows the token. */
export async function endSession(expired: boolean): Promise<void> {
  await writeStored({ token: '', userName: '', sessionExpired: expired });
}
