import { describe, expect, it, vi } from 'vitest';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from '../../src/search/minisearch-options';
import { packIndex, type AreaIndexFile } from '../../src/search/index-file';
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
];

function build(): MiniSearch<IndexedDocument> {
  const search = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  search.addAll(toIndexedDocuments(records).documents);
  return search;
}

describe('search index wire format', () => {
  // The file goes through JSON, as the browser receives it.
  const wire = (search: MiniSearch<IndexedDocument>): AreaIndexFile =>
    JSON.parse(JSON.stringify(packIndex(search.toJSON(), toIndexedDocuments(records).pages))) as AreaIndexFile;
  const noPause = async () => undefined;

  it('loads into exactly the index MiniSearch serialized, frequencies and document 0 included', async () => {
    const search = build();
    const loaded = await PackedMiniSearch.fromPacked<IndexedDocument>(wire(search), INDEX_OPTIONS, noPause);
    // The same terms, postings and documents; only the order the term tree lists its terms in may differ.
    const normalised = (index: MiniSearch<IndexedDocument>) => {
      const plain = JSON.parse(JSON.stringify(index)) as ReturnType<typeof index.toJSON>;
      return { ...plain, index: plain.index.sort(([a], [b]) => (a < b ? -1 : 1)) };
    };
    expect(normalised(loaded)).toEqual(normalised(search));
  });

  it('answers queries like the index it came from', async () => {
    const search = build();
    const loaded = await PackedMiniSearch.fromPacked<IndexedDocument>(wire(search), INDEX_OPTIONS, noPause);
    for (const query of ['binding', 'style', 'modes', '数据', 'bind', 'bindng']) {
      const options = { prefix: true, fuzzy: 0.2 };
      expect(loaded.search(query, options)).toEqual(search.search(query, options));
    }
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
        const loaded = await PackedMiniSearch.fromPacked<IndexedDocument>(wire(big), INDEX_OPTIONS, pause);
        expect(loaded.search('term2999').map((result) => result.id)).toEqual([0]);
      } finally {
        now.mockRestore();
      }
      return pause.mock.calls.length;
    };
    // 3000 terms are 11 looks at the clock: 10 ms between looks is a slice of ~30 ms every third look.
    expect(await pausesWhen(10)).toBeGreaterThanOrEqual(3);
    // A fast device loads it in one go.
    expect(await pausesWhen(0)).toBe(0);
  });

  it('is smaller than MiniSearch JSON', () => {
    const search = build();
    const { pages } = toIndexedDocuments(records);
    expect(JSON.stringify(packIndex(search.toJSON(), pages)).length).toBeLessThan(JSON.stringify({ pages, index: search.toJSON() }).length);
  });
});
