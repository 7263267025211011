import { describe, expect, it, vi } from 'vitest';
import type MiniSearch from 'minisearch';
import {
  QUERY_TREE_OPTIONS,
  SEARCH_OPTIONS,
  queryGroups,
  queryTree,
  searchOptions,
  toIndexedDocuments,
  type IndexedDocument,
} from '../../src/search/minisearch-options';
import { AreaIndex } from '../../src/search/area-index-loader';
import { DISPLAY_FILE_DOCS, packIndex, termFilesOf, type AreaIndexHead } from '../../src/search/index-format';
import type { SearchRecord } from '../../src/search/record';
import { buildMiniSearch, loadPackedArea } from './packed-area';

function record(url: string, title: string, content: string, heading?: string, contentLanguage = 'en'): SearchRecord {
  return {
    objectID: url,
    url,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Basics', lvl1: title, lvl2: heading ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    content_language: contentLanguage,
    docusaurus_tag: 'docs-default-current',
    product: 'avalonia',
  };
}

const records = [
  record('/docs/binding', 'Data binding', 'binding binding binding a view model property'),
  record('/docs/binding#modes', 'Data binding', 'one way two way binding modes', 'Binding modes'),
  record('/docs/styles', 'Styles', 'selectors and setters style a control; a style binding'),
  record('/docs/zh', '数据绑定', '数据绑定把控件属性连接到视图模型'),
  // A page whose text is not in the index's locale: it ranks lower (searchOptions).
  record('/docs/styles-zh', '样式', 'selectors and setters style a control', undefined, 'zh-Hans'),
  // Characters JSON must escape, or writes raw.
  record('/docs/paths', "It's \"quoted\"", 'C:\\Users\\app\\n it\'s a line\u2028break'),
];

/** Enough documents and words for several term and display files: word i of page j is `w<i>x<j>`. */
const manyRecords = Array.from({ length: 80 }, (_, page) =>
  record(`/docs/page-${page}`, `Page ${page}`, Array.from({ length: 200 }, (_, word) => `w${word}x${page % 40}`).join(' ') + ' binding'),
);

/** MiniSearch's JSON, term order aside (the term tree lists terms in the order they were added). */
function normalised(index: MiniSearch<IndexedDocument>) {
  const plain = JSON.parse(JSON.stringify(index)) as ReturnType<typeof index.toJSON>;
  const storedFields = Object.fromEntries(
    Object.entries(plain.storedFields).map(([id, fields]) => [id, { p: fields!.p, t: fields!.t, l: fields!.l }]),
  );
  return { ...plain, storedFields, index: plain.index.sort(([a], [b]) => (a < b ? -1 : 1)) };
}

/**
 * Results without the stored fields the head leaves to the display files. The term files hold terms sorted, so
 * the term tree lists them in another order than the index they came from: matched terms are compared as sets,
 * and scores (the same terms summed in another order) to 12 significant digits.
 */
const ranked = (results: ReturnType<MiniSearch<IndexedDocument>['search']>) =>
  results.map(({ a: _a, h: _h, c: _c, score, terms, ...rest }) => ({
    ...rest,
    score: Number(score.toPrecision(12)),
    terms: [...terms].sort(),
  }));

describe('search index files', () => {
  it('load into exactly the index MiniSearch serialized, frequencies and document 0 included', async () => {
    const { index, packed } = await loadPackedArea(manyRecords);
    expect(packed.termFiles.length).toBeGreaterThan(2);
    expect(packed.displayFiles.length).toBe(Math.ceil(manyRecords.length / DISPLAY_FILE_DOCS));
    await index.complete();
    expect(normalised(index.search)).toEqual(normalised(buildMiniSearch(manyRecords)));
  });

  it('give each hit the anchor, headings and text it was built from', async () => {
    const { index } = await loadPackedArea(records);
    const { documents } = toIndexedDocuments(records);
    for (const document of documents) {
      expect(await index.displayFields(document.id)).toEqual({ a: document.a, h: document.h, c: document.c });
    }
  });

  it('answer queries like the index they came from, once complete', async () => {
    for (const set of [records, manyRecords]) {
      const original = buildMiniSearch(set);
      const { index } = await loadPackedArea(set);
      await index.complete();
      for (const query of ['binding', 'style', 'modes', '数据', 'bind', 'bindng', 'w7x3', 'w1', 'w199x8 page']) {
        for (const options of [SEARCH_OPTIONS, searchOptions('en')]) {
          expect(ranked(index.search.search(query, options))).toEqual(ranked(original.search(query, options)));
        }
      }
    }
  });

  it("download only the term files of a query's words, and still rank its exact and prefix matches the same", async () => {
    const original = buildMiniSearch(manyRecords);
    const noTypos = { ...SEARCH_OPTIONS, fuzzy: false };
    for (const query of ['w7x3', 'w11', 'binding w42x1', 'page', 'PageBinding']) {
      const { index, packed, downloads } = await loadPackedArea(manyRecords);
      await index.prepare(query);
      expect(downloads.length).toBeLessThan(packed.termFiles.length / 2);
      // The query as the local client runs it (src/search/local-client.ts).
      const tree = queryTree(queryGroups(query), 'AND');
      const options = { ...noTypos, ...QUERY_TREE_OPTIONS };
      expect(ranked(index.search.search(tree, options))).toEqual(ranked(original.search(tree, options)));
    }
  });

  it('downloads every term file for a word that only a typo can match, so the typo is found', async () => {
    const { index, packed, downloads } = await loadPackedArea(manyRecords);
    // "aw7x3": nothing starts with it, and its one-letter typo "w7x3" is in another file.
    await index.prepare('aw7x3');
    expect(downloads).toHaveLength(packed.termFiles.length);
    expect(ranked(index.search.search('aw7x3', SEARCH_OPTIONS))).toEqual(ranked(buildMiniSearch(manyRecords).search('aw7x3', SEARCH_OPTIONS)));
  });

  it('download the display file of a hit once, whatever number of hits it holds', async () => {
    const { index, downloads } = await loadPackedArea(manyRecords);
    await Promise.all([0, 1, DISPLAY_FILE_DOCS - 1, DISPLAY_FILE_DOCS].map((id) => index.displayFields(id)));
    expect(downloads.sort()).toEqual(['display-0', 'display-1']);
  });

  it("ask for a query's files at high priority and the background's at low, so a query's files are sent first", async () => {
    const { index, packed, priorities } = await loadPackedArea(manyRecords);
    await index.prepare('w7x3');
    const [hit] = index.search.search('w7x3');
    await index.displayFields(hit!.id as number);
    const queryFiles = [...priorities.keys()];
    await index.complete();
    expect(priorities.size).toBe(packed.termFiles.length + packed.displayFiles.length);
    for (const [file, priority] of priorities) expect(priority, file).toBe(queryFiles.includes(file) ? 'high' : 'low');
    expect(queryFiles.length).toBeGreaterThanOrEqual(2);
  });

  it('retry a file whose download failed, instead of keeping the failure', async () => {
    const { packed, head } = await loadPackedArea(records);
    let fail = true;
    const index = await AreaIndex.fromHead<IndexedDocument>(
      head,
      buildMiniSearch([])['_options'] as never,
      {
        terms: async (file) => {
          if (fail) throw new Error('offline');
          return packed.termFiles[file]!;
        },
        display: async (file) => packed.displayFiles[file]!,
      },
      async () => undefined,
    );
    await expect(index.prepare('binding')).rejects.toThrow('offline');
    fail = false;
    await index.prepare('binding');
    expect(index.search.search('binding').length).toBeGreaterThan(0);
  });

  it('reject a head with no term files, instead of loading an index that never matches', async () => {
    const { head: built } = await loadPackedArea(records);
    const head: AreaIndexHead = { ...built, termFileStarts: [], termFiles: [] };
    const files = { terms: async () => [], display: async () => [] };
    await expect(AreaIndex.fromHead(head, {} as never, files, async () => undefined)).rejects.toThrow(/no term files/);
  });

  it('yield to the browser during a long load, so typing and rendering are not blocked', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `term${i}`).join(' ');
    const big = [record('/docs/big', 'Big', words)];
    const pausesWhen = async (msPerLook: number) => {
      let clock = 0;
      const pause = vi.fn(async () => undefined);
      const { index } = await loadPackedArea(big, pause);
      pause.mockClear();
      const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += msPerLook));
      try {
        await index.prepare('aterm');
        expect(index.search.search('term2999').map((result) => result.id)).toEqual([0]);
      } finally {
        now.mockRestore();
      }
      return pause.mock.calls.length;
    };
    // 3000 terms are about 24 looks at the clock: 10 ms between looks makes a slice due every other look.
    expect(await pausesWhen(10)).toBeGreaterThanOrEqual(10);
    // A fast device loads them in one go.
    expect(await pausesWhen(0)).toBe(0);
  });

  it('are smaller, all together, than MiniSearch JSON', () => {
    const search = buildMiniSearch(manyRecords);
    const { pages } = toIndexedDocuments(manyRecords);
    expect(JSON.stringify(packIndex(search.toJSON(), pages, 'en')).length).toBeLessThan(JSON.stringify({ pages, index: search.toJSON() }).length);
  });
});

describe('the term files a word falls in', () => {
  const starts = ['', 'bind', 'bindings', 'c', 'ca'];
  it('are the file its prefix range starts in, up to the last file starting inside the range', () => {
    expect(termFilesOf('a', starts)).toEqual([0]);
    expect(termFilesOf('bin', starts)).toEqual([0, 1, 2]);
    expect(termFilesOf('bind', starts)).toEqual([1, 2]);
    expect(termFilesOf('binding', starts)).toEqual([1, 2]);
    expect(termFilesOf('bindingz', starts)).toEqual([2]);
    expect(termFilesOf('c', starts)).toEqual([3, 4]);
    expect(termFilesOf('cz', starts)).toEqual([4]);
    expect(termFilesOf('数据', starts)).toEqual([4]);
  });
});
