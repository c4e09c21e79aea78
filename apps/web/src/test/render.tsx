import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Providers, createQueryClient } from '../app/providers';
import { startSession } from '../lib/session';

/** Renders a screen with the app's providers and a router at the given path. */
export function renderWithApp(ui: ReactElement, path = '/') {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** A fetch answer as the server gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A console screen as a signed-in admin (or another staff `role`) sees it, every call answered by
 * `answer`: what it renders, and the calls it made (their URLs, and their query strings alone).
 */
export function renderConsole(
  ui: ReactElement,
  path: string,
  answer: (url: string, init?: RequestInit) => Response,
  role = 'admin',
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  startSession('tok-a', true, { UserInfo: { UserName: role, Avatar: '', Role: role } });
  const calls = () => fetch.mock.calls.map(([url]) => new URL(url, 'http://x'));
  const queries = () => calls().map((url) => url.searchParams);
  return { ...renderWithApp(ui, path), calls, queries, fetch };
}
