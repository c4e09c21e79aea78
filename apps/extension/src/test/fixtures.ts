import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { collectPageData } from '../page-data/collect.js';
import type { PageData } from '../page-data/types.js';

/**
 * The fixture pages as the extension meets them: each page's HTML loaded under its real address
 * in a jsdom window that runs its inline scripts (as Chromium does), then read by the same
 * collect function the page-world script runs.
 */
export const FIXTURES_DIR = join(import.meta.dirname, '../../fixtures');

export interface FixtureEntry {
  name: string;
  file: string;
  host: string;
  path: string;
  generation: string;
  expected: Record<string, unknown>;
  scenario: { pick: string[]; quantity: number; note: string; addToCart: Record<string, unknown> };
}

export interface FixtureIndex {
  assets: { path: string; dir: string };
  fixtures: FixtureEntry[];
}

export function fixtureIndex(): FixtureIndex {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, 'index.json'), 'utf8')) as FixtureIndex;
}

export function fixtureUrl(entry: Pick<FixtureEntry, 'host' | 'path'>): string {
  return `http://${entry.host}${entry.path}`;
}

export interface LoadedFixture {
  url: string;
  document: Document;
  pageData: PageData;
  close: () => void;
}

export function loadFixture(entry: FixtureEntry): LoadedFixture {
  const url = fixtureUrl(entry);
  const html = readFileSync(join(FIXTURES_DIR, entry.file), 'utf8');
  const dom = new JSDOM(html, { url, runScripts: 'dangerously' });
  return {
    url,
    document: dom.window.document,
    pageData: collectPageData(dom.window as unknown as Window),
    close: () => dom.window.close(),
  };
}
