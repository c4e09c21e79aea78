import { isStaffRole, messages as sharedMessages } from '@app/shared';
import { showAlert } from './dialogs';
import { beginLoading, endLoading } from './loading';
import { clearSession, getToken, getUserConfig } from './session';

/** A failed call; `handled` is true when the common handling (spec §8) already told the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly body: unknown,
    readonly handled: boolean,
  ) {
    super(messages.join('\n') || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The answer of every list call (DESIGN §3). */
export interface ListAnswer<T> {
  Items: T[];
  Total: number;
  /** A customer's list: the cursor of the page after this one, null at the end. */
  NextCursor?: string | null;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Background call: adds noloading=1 so the global loading indicator stays still. */
  noloading?: boolean;
  /** Use this token instead of the session's (checking a ?token= link). */
  token?: string;
  /** false: 401/403/network errors go to the caller instead of the "sign in again" flow. */
  authHandling?: boolean;
  /** true: a 400 or 500 is not alerted; the caller shows it in place. */
  quiet?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a call that moves money (DESIGN §3). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The answer is a file (an export): resolved as a DownloadedFile instead of read as JSON. */
  file?: boolean;
}

/** A file the server answered with, and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

async function readFile(response: Response): Promise<DownloadedFile> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'tai-xuong';
  return { blob: await response.blob(), fileName };
}

/** 400 bodies are `{Field: [messages]}` or `[messages]` (DESIGN §3); anything else gives its Message. */
export function errorMessages(body: unknown): string[] {
  if (Array.isArray(body)) return body.flat().map(String);
  if (typeof body === 'string') return body ? [body] : [];
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.Message === 'string') return [record.Message];
    return Object.values(record).flatMap((value) =>
      Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [],
    );
  }
  return [];
}

let onSignedOut: () => void = () => {};
/** The app clears its query cache here when the session ends. */
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler;
}

let reauthAlert: Promise<void> | null = null;

/** spec §8: one alert however many calls fail together, then a clean session and the login page. */
function signInAgain(): Promise<void> {
  reauthAlert ??= showAlert(sharedMessages.unauthorized)
    .then(() => {
      clearSession();
      onSignedOut();
      window.location.hash = '#/login';
    })
    .finally(() => {
      reauthAlert = null;
    });
  return reauthAlert;
}

/** Ends the session without asking (logout, whether or not the server answered). */
export function endSessionLocally() {
  clearSession();
  onSignedOut();
  window.location.hash = '#/login';
}

function buildUrl(path: string, query: ApiOptions['query'], noloading: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  if (noloading) params.set('noloading', '1');
  const search = params.toString();
  return `./api/${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A call to the operator console's routes made by a signed-in staff member. */
const isConsoleRefusal = (path: string) =>
  path.startsWith('admin/') && isStaffRole(getUserConfig()?.UserInfo?.Role);

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, noloading = false, authHandling = true, quiet = false } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // Only calls with a body declare JSON (the server reads an empty JSON body as none, too).
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  if (!noloading) beginLoading();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, noloading), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (!noloading) endLoading();
    if (options.signal?.aborted) throw error;
    // status 0: no answer at all (spec §8 treats it like an expired session).
    if (authHandling) void signInAgain();
    throw new ApiError(0, [], undefined, authHandling);
  }

  let data: unknown;
  try {
    data = response.ok && options.file ? await readFile(response) : await readBody(response);
  } finally {
    if (!noloading) endLoading();
  }
  if (response.ok) return data as T;

  const status = response.status;
  const list = errorMessages(data);
  if (status === 400 && !quiet) {
    void showAlert(list.join('\n'));
    throw new ApiError(status, list, data, true);
  }
  // A console call outside the staff member's role (DESIGN §12): the server's sentence, and the
  // session stays; a customer's 403 still means signing in again (spec §8).
  if (status === 403 && authHandling && isConsoleRefusal(path)) {
    void showAlert(list.join('\n') || sharedMessages.forbidden);
    throw new ApiError(status, list, data, true);
  }
  if ((status === 401 || status === 403) && authHandling) {
    void signInAgain();
    throw new ApiError(status, list, data, true);
  }
  if (status >= 500 && !quiet) {
    void showAlert(list.join('\n') || sharedMessages.serverUnavailable);
    throw new ApiError(status, list, data, true);
  }
  // 404, 429 and the rest: the caller decides (spec §8 "passed on").
  throw new ApiError(status, list, data, false);
}
