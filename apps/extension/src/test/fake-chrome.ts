import { vi } from 'vitest';

/**
 * The parts of the extension APIs the service worker uses, in memory: storage.local (with its
 * change events), runtime's URL, manifest and id, permissions, tabs; and a fetch that answers
 * `portal.json` from the extension and the portal's API from a table of routes.
 */
export type Route = (init: { method: string; body: unknown; token: string }) => {
  status: number;
  body: unknown;
};

export interface FakeChrome {
  store: Record<string, unknown>;
  routes: Record<string, Route>;
  calls: { route: string; body: unknown; token: string }[];
  packagedPortal: string | null;
  permitted: boolean;
  opened: string[];
}

export function installFakeChrome(): FakeChrome {
  const fake: FakeChrome = {
    store: {},
    routes: {},
    calls: [],
    packagedPortal: null,
    permitted: true,
    opened: [],
  };
  const listeners: ((changes: Record<string, unknown>, area: string) => void)[] = [];
  vi.stubGlobal('chrome', {
    runtime: {
      id: 'test-extension',
      getURL: (path: string) => `chrome-extension://test-extension/${path}`,
      getManifest: () => ({ version: '1.0.0' }),
    },
    storage: {
      local: {
        get: async (keys: string[] | string) => {
          const wanted = Array.isArray(keys) ? keys : [keys];
          return Object.fromEntries(
            wanted.filter((key) => key in fake.store).map((key) => [key, fake.store[key]]),
          );
        },
        set: async (items: Record<string, unknown>) => {
          Object.assign(fake.store, items);
          for (const listener of listeners) listener(items, 'local');
        },
      },
      onChanged: {
        addListener: (listener: (typeof listeners)[number]) => listeners.push(listener),
      },
    },
    permissions: { contains: async () => fake.permitted },
    tabs: { create: async ({ url }: { url: string }) => void fake.opened.push(url) },
  });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input === 'chrome-extension://test-extension/portal.json') {
      return fake.packagedPortal === null
        ? new Response('', { status: 404 })
        : Response.json({ PortalUrl: fake.packagedPortal });
    }
    const url = new URL(input);
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const token = (new Headers(init?.headers).get('Authorization') ?? '').replace(/^Bearer /, '');
    const handler = fake.routes[`${url.origin} ${route}`] ?? fake.routes[route];
    if (!handler) throw new TypeError('Failed to fetch');
    fake.calls.push({ route, body, token });
    const answer = handler({ method: init?.method ?? 'GET', body, token });
    return Response.json(answer.body, { status: answer.status });
  });
  return fake;
}
