/**
 * How much JavaScript the login screen downloads: the entry script of apps/web/dist/index.html,
 * its modulepreload links, the lazy login page chunk and the chunks they import statically, gzipped (STACK.md: the login
 * screen must not pull the rest of the app). Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export interface LoginSize {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Script src and modulepreload href values of index.html, as paths inside dist. */
function entryFiles(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0];
    const isScript = tag[1] === 'script' && /type=["']module["']/.test(text);
    const isPreload = tag[1] === 'link' && /rel=["']modulepreload["']/.test(text);
    const url = /(?:src|href)=["']([^"']+)["']/.exec(text)?.[1];
    if ((isScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) found.push(url);
  }
  return found.map((url) => url.replace(/^\.?\//, ''));
}

/** Relative static imports of a built chunk (`import ... from "./x.js"` and `import "./x.js"`). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

export function measureLoginSize(dist = webDist): LoginSize {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run npm run build first`);
  // The login route is lazy: its page chunk is fetched on arrival at #/login, so it counts too.
  const loginChunks = readdirSync(join(dist, 'assets'))
    .filter((name) => /^(login-page|public-layout)-.*\.js$/.test(name))
    .map((name) => join('assets', name));
  const queue = [...entryFiles(readFileSync(indexHtml, 'utf8')), ...loginChunks].map((file) =>
    join(dist, file),
  );
  const seen = new Set<string>();
  const files: LoginSize['files'] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !file.endsWith('.js') || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    files.push({ file: relative(dist, file), gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const spec of staticImports(code.toString('utf8')))
      queue.push(resolve(dirname(file), spec));
  }
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export function printLoginSize(size: LoginSize): void {
  for (const { file, gzipBytes } of size.files) {
    console.log(`  ${file.padEnd(50)} ${(gzipBytes / 1024).toFixed(1).padStart(8)} KB gzip`);
  }
  console.log(`login screen JavaScript: ${(size.totalGzipBytes / 1024).toFixed(1)} KB gzip`);
}

// Run directly: `node bench/dist/login-size.js`.
if (process.argv[1] === fileURLToPath(import.meta.url)) printLoginSize(measureLoginSize());
