import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

export default defineConfig({
  // Source alias, as the bundle has it: tests need no build of the shared package.
  resolve: { alias: { '@app/shared': sharedEntry } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
