import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

export default defineConfig({
  // Relative base: the server serves the built app at '/', but any sub-path works too.
  base: './',
  plugins: [react()],
  // Source alias: dev and tests need no build of the shared package.
  resolve: { alias: { '@app/shared': sharedEntry } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // The shared package's modules only declare (schemas, labels, pure functions): a page's
        // chunk keeps the ones it uses, not every schema of the API. error-map.ts alone acts when
        // loaded (it gives zod its Vietnamese messages), so it always stays. A feature's public
        // entry (features/<name>/index.ts) only re-exports: a page importing one of its exports
        // must not carry the rest (the console's ledger with the customer's dashboard).
        moduleSideEffects: (id) =>
          !/\/apps\/web\/src\/features\/[^/]+\/index\.ts$/.test(id) &&
          (!id.includes('/packages/shared/src/') || id.endsWith('/schemas/error-map.ts')),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  preview: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // antd forms under jsdom are slow on a 2-core machine, and slower still beside the e2e and
    // PostgreSQL runs that share it in `npm test` (form tests took 20–23 s there).
    testTimeout: 45_000,
  },
});
