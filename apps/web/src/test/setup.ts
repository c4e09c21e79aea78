import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The web tests run beside the e2e and PostgreSQL runs on two cores (scripts/test-all.mjs): a
// lazily loaded page can take longer than testing-library's default second to appear there.
configure({ asyncUtilTimeout: 5_000 });

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// antd's tabs and auto-sized text areas measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
