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
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  preview: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // antd forms under jsdom are slow on a 2-core machine.
    testTimeout: 20_000,
  },
});
