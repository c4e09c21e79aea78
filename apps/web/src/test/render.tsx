import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers, createQueryClient } from '../app/providers';

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
