// Serves the fixture pages under the shops' real host names (the browser is pointed here with
// --host-resolver-rules): an entry of fixtures/index.json answers its host and path, and every
// shop host answers /img/… from fixtures/img. Anything else is a 404, so a test never reaches a
// real shop.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = resolve(fileURLToPath(new URL('../fixtures', import.meta.url)));
export const fixtureIndex = JSON.parse(readFileSync(join(FIXTURES, 'index.json'), 'utf8'));

const TYPES = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** The file for a request to http://<host><path>, relative to fixtures/; null when there is none. */
export function fixtureFile(host, path) {
  const page = fixtureIndex.fixtures.find((entry) => entry.host === host && entry.path === path);
  if (page) return page.file;
  const { path: assetsPath, dir } = fixtureIndex.assets;
  if (path.startsWith(assetsPath))
    return dir + decodeURIComponent(path.slice(assetsPath.length).split('?')[0]);
  return null;
}

/** Starts the server on a free port of 127.0.0.1; `extraPages` maps `host/path` to more HTML. */
export async function startFixtureServer(extraPages = {}) {
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const extra = extraPages[`${host}${request.url}`];
    if (extra) return void response.writeHead(200, { 'content-type': TYPES['.html'] }).end(extra);
    const file = fixtureFile(host, request.url ?? '/');
    const full = file ? normalize(join(FIXTURES, file)) : null;
    if (!full || !full.startsWith(FIXTURES)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(full);
      const type = TYPES[full.slice(full.lastIndexOf('.'))] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { port: server.address().port, close: () => new Promise((done) => server.close(done)) };
}
