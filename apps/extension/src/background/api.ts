/**
 * Calls to the portal's API with the extension's own token (never the portal's cookie). The
 * answer's status and body are given back as they came; errorMessages reads the sentences of an
 * error body (DESIGN §3: `{Field: [messages]}` or `[messages]` for a 400, `{Message}` otherwise).
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The portal could not be reached at all (no network, wrong address, no permission). */
export class Unreachable extends Error {}

export async function callApi(
  portal: string,
  path: string,
  init: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${portal}/api/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new Unreachable(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text, never shown.
  }
  return { status: response.status, body };
}

export function errorMessages(body: unknown): string[] {
  if (Array.isArray(body)) return body.flat().filter((item) => typeof item === 'string');
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.Message === 'string') return [record.Message];
    return Object.values(record).flatMap((value) =>
      Array.isArray(value)
        ? value.filter((item) => typeof item === 'string')
        : typeof value === 'string'
          ? [value]
          : [],
    );
  }
  return [];
}
