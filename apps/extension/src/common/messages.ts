import type { ExtensionConfig } from '@app/shared';
import type { AddToCartBody } from '../panel/logic.js';

/**
 * What the content script and the popup ask the service worker, and its answers. Only the
 * service worker holds the token and talks to the portal: a shop page's scripts can reach
 * neither.
 */
export interface ReportBody {
  Link: string;
  Site: string;
  Version: string;
  Reason: string;
}

export type Request =
  | { kind: 'state' }
  | { kind: 'login'; userName: string; password: string }
  | { kind: 'logout' }
  | { kind: 'addToCart'; body: AddToCartBody }
  | { kind: 'report'; body: ReportBody }
  | { kind: 'setPortal'; portalUrl: string }
  | { kind: 'openSignIn' };

/** The session and the portal as the panel and the popup show them. */
export interface ExtensionState {
  version: string;
  /** The portal's address without a trailing slash; '' when none is known yet. */
  portalUrl: string;
  /** The portal's configuration; null when it could not be read (then `problem` says why). */
  config: ExtensionConfig | null;
  problem: string | null;
  signedIn: boolean;
  userName: string;
  /** The last session ended on the server's side (expired or signed out elsewhere). */
  sessionExpired: boolean;
}

/** How a call went: the server's own Vietnamese sentences when it refused. */
export type Outcome =
  | { ok: true; numberCarts?: number }
  | { ok: false; reason: 'signedOut' | 'expired' | 'refused' | 'unreachable'; messages: string[] };

export type Answer<R extends Request> = R extends { kind: 'state' }
  ? ExtensionState
  : R extends { kind: 'openSignIn' }
    ? null
    : Outcome;

/** Sends a request to the service worker (from the content script or the popup). */
export async function ask<R extends Request>(request: R): Promise<Answer<R>> {
  return chrome.runtime.sendMessage<R, Answer<R>>(request);
}
