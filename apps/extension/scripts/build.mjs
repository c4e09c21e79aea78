// `npm run build -w @app/extension`: the unpacked extension in dist/ — manifest.json (the base
// with the package's version), the service worker (an ES module), the page-world reader and the
// content script (single IIFE files, as content scripts must be), the popup and the icons.
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ICON_SIZES, iconPng } from './icons.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const sharedSource = resolve(root, '../../packages/shared/src');

/**
 * The extension uses the shared package's pure helpers (money formats) and none of its schemas:
 * read from source and marked free of side effects, the bundle keeps only what it imports, not
 * zod and every schema of the API.
 */
const sharedHelpersOnly = {
  name: 'shared-helpers-only',
  setup(builder) {
    builder.onResolve({ filter: /^@app\/shared$/ }, () => ({
      path: join(sharedSource, 'index.ts'),
      sideEffects: false,
    }));
    builder.onResolve({ filter: /^\./ }, async (args) => {
      if (!args.importer.startsWith(sharedSource) || args.pluginData?.inner) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { inner: true },
      });
      return resolved.errors.length ? undefined : { path: resolved.path, sideEffects: false };
    });
  },
};

const common = {
  bundle: true,
  minify: true,
  legalComments: 'eof',
  target: 'chrome111',
  jsx: 'automatic',
  charset: 'utf8',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [sharedHelpersOnly],
  logLevel: 'warning',
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'icons'), { recursive: true });

await Promise.all([
  build({
    ...common,
    entryPoints: [join(root, 'src/background/index.ts')],
    outfile: join(dist, 'background.js'),
    format: 'esm',
  }),
  build({
    ...common,
    entryPoints: [join(root, 'src/page-reader/index.ts')],
    outfile: join(dist, 'page-reader.js'),
    format: 'iife',
  }),
  build({
    ...common,
    entryPoints: [join(root, 'src/content/index.tsx')],
    outfile: join(dist, 'content.js'),
    format: 'iife',
  }),
  build({
    ...common,
    entryPoints: [join(root, 'src/popup/main.tsx')],
    outfile: join(dist, 'popup.js'),
    format: 'iife',
  }),
]);

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const { manifest_version, name, ...rest } = JSON.parse(
  readFileSync(join(root, 'manifest.base.json'), 'utf8'),
);
writeFileSync(
  join(dist, 'manifest.json'),
  `${JSON.stringify({ manifest_version, name, version, ...rest }, null, 2)}\n`,
);
for (const file of ['popup.html', 'popup.css']) {
  copyFileSync(join(root, 'static', file), join(dist, file));
}
for (const size of ICON_SIZES) {
  writeFileSync(join(dist, 'icons', `icon-${size}.png`), iconPng(size));
}

const sizes = ['background.js', 'page-reader.js', 'content.js', 'popup.js']
  .map((file) => `${file} ${Math.round(statSync(join(dist, file)).size / 1024)} KB`)
  .join(', ');
console.log(`extension ${version} built in ${dist}: ${sizes}`);
