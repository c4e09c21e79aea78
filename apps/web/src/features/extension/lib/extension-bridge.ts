import { EXTENSION_ID, type ExtensionStatus, type PortalToExtension } from '@app/shared';

/** The part of Chromium's `chrome.runtime` a web page sees when an extension lets it talk. */
interface PageRuntime {
  sendMessage: (extensionId: string, message: unknown, answer: (reply: unknown) => void) => void;
  lastError?: unknown;
}

/**
 * `chrome.runtime` exists in a page only when an installed extension's externally_connectable
 * names the page's address: without it no extension of ours can be there (or the browser has
 * none at all: Firefox, Safari, a phone).
 */
function pageRuntime(): PageRuntime | null {
  const runtime = (window as { chrome?: { runtime?: Partial<PageRuntime> } }).chrome?.runtime;
  return typeof runtime?.sendMessage === 'function' ? (runtime as PageRuntime) : null;
}

/** How long the extension has to answer before the page takes it as absent. */
const ANSWER_WAIT_MS = 2_000;

const isStatus = (reply: unknown): reply is ExtensionStatus =>
  typeof reply === 'object' &&
  reply !== null &&
  typeof (reply as ExtensionStatus).Version === 'string' &&
  typeof (reply as ExtensionStatus).SignedIn === 'boolean';

/**
 * Sends a message to our extension and resolves with its status; null when it is not installed
 * (another extension opened `chrome.runtime`, ours is missing or disabled) or did not answer.
 */
export function sendToExtension(message: PortalToExtension): Promise<ExtensionStatus | null> {
  const runtime = pageRuntime();
  if (!runtime) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), ANSWER_WAIT_MS);
    const done = (status: ExtensionStatus | null) => {
      window.clearTimeout(timer);
      resolve(status);
    };
    try {
      runtime.sendMessage(EXTENSION_ID, message, (reply) => {
        // Reading lastError tells Chromium the missing receiver was expected, not an error to log.
        done(runtime.lastError || !isStatus(reply) ? null : reply);
      });
    } catch {
      done(null);
    }
  });
}

/** The portal's own address as the extension calls it: this page's, without `index.html`. */
export function portalUrl(): string {
  const path = window.location.pathname.replace(/[^/]*$/, '').replace(/\/$/, '');
  return `${window.location.origin}${path}`;
}

/** A version as numbers, for comparing "1.10.0" with "1.9.2". */
const versionParts = (version: string) => version.split('.').map((part) => Number(part) || 0);

/** Whether `version` is older than `minimum` (an empty minimum: nothing is too old). */
export function isOlderVersion(version: string, minimum: string): boolean {
  if (!minimum.trim()) return false;
  const have = versionParts(version);
  const need = versionParts(minimum);
  for (let index = 0; index < Math.max(have.length, need.length); index++) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/**
 * A phone or tablet, where Chromium runs no extensions: the page offers adding by link instead.
 * Told by the browser itself (Client Hints where it has them), not by the window's width: a
 * narrow window on a computer can still install the extension.
 */
export function isPhoneBrowser(): boolean {
  const hints = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof hints?.mobile === 'boolean') return hints.mobile;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}
