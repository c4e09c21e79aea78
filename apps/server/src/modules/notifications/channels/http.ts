/**
 * The channels' HTTP calls: each gives up after 10 seconds, so a hung service fails the attempt
 * (to be retried) instead of holding a job, or a Zalo token row lock, for ever.
 */
const TIMEOUT_MS = 10_000;

export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, or null when there is none or it is not JSON (an HTML error page). */
  body: unknown;
}

export async function requestJson(url: string, init: RequestInit): Promise<HttpAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Proxies and load balancers answer errors in HTML: the status says enough.
  }
  return { status: response.status, body };
}

/** A field of a JSON answer of unknown shape. */
export function fieldOf(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}
