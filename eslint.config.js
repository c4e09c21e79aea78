// One lint configuration for the whole workspace (ESLint 10 flat config).
// typescript-eslint's type-aware recommended rules everywhere (recommendedTypeChecked: `any`
// leaking out of a parse, a promise nobody awaits, an assertion that changes nothing), plus a
// switch that forgets a case.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-types/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.test-output/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
  },
  {
    rules: {
      // `_name` marks an argument or binding that is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and hooks are async by contract (a FastifyPluginAsync returns a promise;
      // an async hook is how Fastify tells it from a callback one), awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Outside every tsconfig project (build configs; the shared package's tests, which its build
    // leaves out): linted without type information.
    files: ['**/*.config.ts', 'packages/shared/src/**/*.test.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Node code: the server, scripts, end-to-end tests, benchmarks and config files.
    files: [
      'apps/server/**/*.{ts,js,mjs}',
      'scripts/**/*.{js,mjs,ts}',
      'e2e/**/*.{ts,js,mjs}',
      'bench/**/*.{ts,js,mjs}',
      'packages/**/*.{ts,js,mjs}',
      '*.{js,mjs,ts}',
      'apps/web/*.{js,mjs,ts}',
      'apps/web/scripts/**/*.{js,mjs}',
      'apps/extension/*.{js,mjs,ts}',
      'apps/extension/scripts/**/*.{js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS config files (dependency-cruiser reads its configs with require()).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The browser app and the browser extension: React hooks rules and browser globals.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/extension/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
);
