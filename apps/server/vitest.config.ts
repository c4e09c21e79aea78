import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the shared package from source, so no build is needed first.
    alias: [
      {
        find: /^@app\/shared\/testing$/,
        replacement: fileURLToPath(
          new URL('../../packages/shared/src/testing/journeys.ts', import.meta.url),
        ),
      },
      {
        find: /^@app\/shared$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
