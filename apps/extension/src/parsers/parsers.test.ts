import { afterEach, describe, expect, it } from 'vitest';
import { parsePage } from './index.js';
import { fixtureIndex, loadFixture, type LoadedFixture } from '../test/fixtures.js';

/**
 * Every fixture page, its inline scripts run as in a browser and its data collected as the
 * page-world script collects it, read by its site's parser: the item expected in index.json,
 * read from the page generation the fixture stands for.
 */
const { fixtures } = fixtureIndex();
let loaded: LoadedFixture | null = null;
afterEach(() => loaded?.close());

describe.each(fixtures.map((entry) => [entry.name, entry] as const))(
  'fixture %s',
  (_name, entry) => {
    it('is read from its page data as expected', () => {
      loaded = loadFixture(entry);
      const result = parsePage(loaded.pageData, loaded.document, loaded.url);
      expect(result).toEqual(entry.expected);
      expect(result).toMatchObject({ Generation: entry.generation });
    });

    it('is read from the DOM alone when its page data never comes', () => {
      loaded = loadFixture(entry);
      const result = parsePage({}, loaded.document, loaded.url);
      expect(result).toMatchObject({
        Generation: 'dom',
        ItemId: entry.expected.ItemId,
        Title: entry.expected.Title,
        Skus: [],
      });
    });
  },
);

it('covers every site and page generation the parsers read', () => {
  const read = new Set(
    fixtures.map((entry) => `${String(entry.expected.Site)}/${entry.generation}`),
  );
  expect([...read].sort()).toEqual([
    '1688/idetail',
    '1688/init-data',
    'taobao/hub',
    'taobao/ice',
    'tmall/ice',
    'tmall/tshop',
  ]);
});
