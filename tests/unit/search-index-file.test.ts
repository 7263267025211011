import { describe, expect, it, vi } from 'vitest';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from '../../src/search/minisearch-options';
import { packIndex, toIndexParts, type IndexParts } from '../../src/search/index-file';
import { PackedMiniSearch } from '../../src/search/packed-minisearch';
import type { SearchRecord } from '../../src/search/record';
function record(url: string, title: string, content: string, heading?: string): SearchRecord {
  return {
    objectID: url,
    url,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Basics', lvl1: title, lvl2: heading ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    product: 'avalonia',
  };
}

const records = [
  record('/docs/binding', 'Data binding', 'binding binding binding a view model property'),
  record('/docs/binding#modes', 'Data binding', 'one way two way binding modes', 'Binding modes'),
  record('/docs/styles', 'Styles', 'selectors and setters style a control; a style binding'),
  record('/docs/zh', '数据绑定', '数据绑定把控件属性连接到视图模型'),
  // Characters JSON must escape (twice, in a part inside the array), or writes raw.
  record('/docs/paths', "It's \"quoted\"", 'C:\\Users\\app\\n it\'s a line\u2028break'),
];

function build(): MiniSearch<IndexedDocument> {
  const search = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  search.addAll(toIndexedDocuments(records).documents);
  return search;
}

describe('search index wire format', () => {
  // Through the JSON file plugins/search-index writes, as the bundle parses it.
  const wire = (search: MiniSearch<IndexedDocument>, pages = toIndexedDocuments(records).pages): IndexParts =>
    JSON.parse(JSON.stringify(toIndexParts(packIndex(search.toJSON(), pages)))) as IndexParts;
  const noPause = async () => undefined;

  it('loads into exactly the index MiniSearch serialized, frequencies and document 0 included', async () => {
    const search = build();
    const { search: loaded } = await PackedMiniSearch.fromParts<IndexedDocument>(wire(search), INDEX_OPTIONS, noPause);
    // The same terms, postings and documents; only the order the term tree lists its terms in may differ.
    const normalised = (index: MiniSearch<IndexedDocument>) => {
      const plain = JSON.parse(JSON.stringify(index)) as ReturnType<typeof index.toJSON>;
      return { ...plain, index: plain.index.sort(([a], [b]) => (a < b ? -1 : 1)) };
    };
    expect(normalised(loaded)).toEqual(normalised(search));
  });

  it('answers queries like the index it came from', async () => {
    const search = build();
    const { search: loaded } = await PackedMiniSearch.fromParts<IndexedDocument>(wire(search), INDEX_OPTIONS, noPause);
    for (const query of ['binding', 'style', 'modes', '数据', 'bind', 'bindng']) {
      const options = { prefix: true, fuzzy: 0.2 };
      expect(loaded.search(query, options)).toEqual(search.search(query, options));
    }
  });

  it('rejects an index file with no parts, instead of loading an empty index', async () => {
    await expect(PackedMiniSearch.fromParts<IndexedDocument>([], INDEX_OPTIONS, noPause)).rejects.toThrow(/no parts/);
  });

  it('yields to the browser during a long load, so typing and rendering are not blocked', async () => {
    const terms = Array.from({ length: 3000 }, (_, i) => `term${i}`).join(' ');
    const big = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
    big.addAll(toIndexedDocuments([record('/docs/big', 'Big', terms)]).documents);
    const pausesWhen = async (msPerLook: number) => {
      let clock = 0;
      const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += msPerLook));
      const pause = vi.fn(async () => undefined);
      try {
        const { search: loaded } = await PackedMiniSearch.fromParts<IndexedDocument>(wire(big), INDEX_OPTIONS, pause);
        expect(loaded.search('term2999').map((result) => result.id)).toEqual([0]);
      } finally {
        now.mockRestore();
      }
      return pause.mock.calls.length;
    };
    // 3000 terms in 3 parts are about 26 looks at the clock: 10 ms between looks makes a slice due every other look.
    expect(await pausesWhen(10)).toBeGreaterThanOrEqual(10);
    // A fast device loads it in one go, after leaving the task that evaluated the index chunk.
    expect(await pausesWhen(0)).toBe(1);
  });

  it('is smaller than MiniSearch JSON', () => {
    const search = build();
    const { pages } = toIndexedDocuments(records);
    expect(JSON.stringify(packIndex(search.toJSON(), pages)).length).toBeLessThan(JSON.stringify({ pages, index: search.toJSON() }).length);
  });
});
