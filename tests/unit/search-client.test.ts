import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../src/search/local-client';
import { SEARCH_OPTIONS } from '../../src/search/minisearch-options';
import { productsOf } from '../../src/search/products';
import type { LocalIndex } from '../../src/search/load-local-index';
import type { Product, SearchRecord } from '../../src/search/record';
import { queryWords, tokenizeForIndex, tokenizeQuery } from '../../src/search/tokenize';
import { loadPackedArea } from './packed-area';

function record(url: string, title: string, content: string, product: Product = 'avalonia', lvl2: string | null = null): SearchRecord {
  return {
    objectID: `en:${url}`,
    url,
    type: lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Basics', lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    content_language: 'en',
    docusaurus_tag: 'docs-default-current',
    product,
  };
}

// Through the index files and JSON, as the browser receives them.
const index = async (records: SearchRecord[]): Promise<LocalIndex> => (await loadPackedArea(records)).index;

const many = Array.from({ length: 45 }, (_, i) => record(`/docs/page-${i}`, `Page ${i}`, `binding number ${i} here`));
const INDEXES: Record<Product, LocalIndex> = {
  avalonia: await index([
    record('/docs/basics/data/data-binding', 'Data Binding', 'A binding connects a control property to a view model property.'),
    record('/docs/styling', 'Styles', 'Styles <script>alert(1)</script> set properties on controls & templates.', 'avalonia', 'Selectors'),
    record('/docs/ru', 'Привязка данных', 'Привязка соединяет свойство элемента с моделью. Ёлка.'),
    record('/docs/zh', '数据绑定', '绑定把控件属性连接到视图模型。'),
    record('/docs/window', 'Window', 'Set WindowStartupLocation to CenterScreen to open the window in the middle.'),
    record('/docs/timepicker', 'TimePicker', 'Lets the user pick a time of day.'),
    record('/docs/data-context', 'Data Context', 'Each control inherits the data context of its parent.'),
    record('/docs/mvvm', 'MVVM Pattern', 'Set the DataContext of a window to its model; every DataContext is inherited, DataContext by DataContext.'),
    record('/docs/ui-thread', 'UI Thread', 'A DispatcherTimer runs its Tick handler on the UI thread.', 'avalonia', 'Run code later'),
    ...many,
  ]),
  accelerate: await index([record('/accelerate/components/treedatagrid', 'TreeDataGrid', 'Binding rows of a tree.', 'accelerate')]),
  xpf: await index([record('/xpf/welcome', 'XPF', 'Run WPF applications on macOS.', 'xpf')]),
};
const loaded: Product[] = [];
const client = createLocalSearchClient(async (product) => {
  loaded.push(product);
  return INDEXES[product];
});

async function search(query: string, extra: Record<string, unknown> = {}) {
  const { results } = await client.search({
    requests: [{ indexName: 'local', query, facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']], ...extra }],
  });
  return results[0]!;
}

describe('tokenizer', () => {
  it('splits CJK text into bigrams, with single characters in the index only', () => {
    expect(tokenizeQuery('数据绑定')).toEqual(['数据', '据绑', '绑定']);
    expect(tokenizeForIndex('数据')).toEqual(['数据', '数', '据']);
    expect(tokenizeQuery('数')).toEqual(['数']);
  });

  it('keeps dotted API names whole and also as parts', () => {
    expect(tokenizeForIndex('Dispatcher.UIThread')).toEqual(['Dispatcher.UIThread', 'Dispatcher', 'UIThread', 'UI', 'Thread']);
  });

  it('indexes the words of CamelCase identifiers, and the whole identifier', () => {
    expect(tokenizeForIndex('WindowStartupLocation')).toEqual(['WindowStartupLocation', 'Window', 'Startup', 'Location']);
    expect(tokenizeForIndex('x:DataType')).toEqual(['x', 'DataType', 'Data', 'Type']);
    expect(tokenizeForIndex('Int32 binding')).toEqual(['Int32', 'Int', '32', 'binding']);
  });

  it('splits a typed identifier into its words too, keeping it whole', () => {
    expect(queryWords('DataContext')).toEqual([{ term: 'DataContext', words: ['Data', 'Context'] }]);
    expect(queryWords('ItemsSource binding')).toEqual([
      { term: 'ItemsSource', words: ['Items', 'Source'] },
      { term: 'binding', words: [] },
    ]);
    expect(queryWords('Dispatcher.UIThread')).toEqual([
      { term: 'Dispatcher.UIThread', words: [] },
      { term: 'Dispatcher', words: [] },
      { term: 'UIThread', words: ['UI', 'Thread'] },
    ]);
    expect(tokenizeQuery('SelectedItem')).toEqual(['SelectedItem', 'Selected', 'Item']);
    expect(tokenizeQuery('relaycommand')).toEqual(['relaycommand']);
  });
});

describe('local search client', () => {
  it('chooses areas from the product filter, else the docs tag, else all', () => {
    expect(productsOf(['language:en', 'product:xpf'])).toEqual(['xpf']);
    expect(productsOf(['language:en', ['docusaurus_tag:docs-accelerate-current', 'docusaurus_tag:default']])).toEqual(['accelerate']);
    expect(productsOf(['language:en'])).toEqual(['avalonia', 'accelerate', 'xpf']);
  });

  it('answers in the shape DocSearch reads: hits, nbHits, queryID, 20 hits per page', async () => {
    const result = await search('binding');
    expect(result.hits).toHaveLength(20);
    expect(result.nbHits).toBeGreaterThan(40);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
    expect(result.queryID).toMatch(/^local-/);
    const hit = result.hits.find((h) => h.url === '/docs/basics/data/data-binding')!;
    expect(hit.hierarchy.lvl1).toBe('Data Binding');
    // The page's own record stays lvl1 even when its text matched: DocSearch shows that text as the hit's path.
    expect(hit.type).toBe('lvl1');
    expect(hit._snippetResult.content?.value).toContain('<mark>binding</mark>');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('Data <mark>Binding</mark>');
  });

  it('searches only the requested area and loads only its index', async () => {
    loaded.length = 0;
    const result = await client.search({ requests: [{ indexName: 'local', query: 'binding', facetFilters: ['product:accelerate'] }] });
    expect(result.results[0]!.hits.map((h) => h.url)).toEqual(['/accelerate/components/treedatagrid']);
    expect(loaded).toEqual(['accelerate']);
  });

  it('cuts snippets to the requested number of words', async () => {
    const result = await search('view', { attributesToSnippet: ['content:5'] });
    const snippet = result.hits[0]!._snippetResult.content!.value.replace(/<\/?mark>/g, '');
    expect(snippet.replace(/…/g, ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    expect(snippet).toMatch(/…/);
  });

  it('caps the query at 64 characters', async () => {
    const result = await search(`binding ${'x'.repeat(100)}`);
    expect(result.query.length).toBeLessThanOrEqual(64);
  });

  it('escapes page text: only its own highlight tags are markup', async () => {
    const hit = (await search('selectors')).hits[0]!;
    expect(hit.content).toContain('&lt;script&gt;');
    expect(hit.content).toContain('&amp;');
    expect(JSON.stringify(hit)).not.toContain('<script>');
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Selectors</mark>');
  });

  it('finds an API name by the words a reader types', async () => {
    const hit = (await search('startup location')).hits[0]!;
    expect(hit.url).toBe('/docs/window');
    expect(hit._snippetResult.content?.value).toContain('<mark>WindowStartupLocation</mark>');
    expect((await search('WindowStartupLocation')).hits[0]!.url).toBe('/docs/window');
  });

  it('finds an identifier typed as one word by its words too, first the page whose title has them all', async () => {
    const urls = (await search('DataContext')).hits.map((hit) => hit.url);
    expect(urls).toEqual(['/docs/data-context', '/docs/mvvm']);
    expect((await search('datacontext')).hits.map((hit) => hit.url)).toEqual(['/docs/mvvm']);
    expect((await search('data context')).hits.map((hit) => hit.url)).toEqual(['/docs/data-context', '/docs/mvvm']);
  });

  it('ranks a page with the words as typed above one found only through a typo, as Algolia does', async () => {
    // "timer" is one typo from the TimePicker page's title word "time", a heavier field than the other page's text.
    const urls = (await search('timer')).hits.map((hit) => hit.url);
    expect(urls).toEqual(['/docs/ui-thread', '/docs/timepicker']);
  });

  it('tolerates typos and prefixes', async () => {
    const typo = (await search('bindng')).hits.find((hit) => hit.url === '/docs/basics/data/data-binding')!;
    expect(typo._highlightResult.hierarchy.lvl1?.value).toBe('Data <mark>Binding</mark>');
    const prefix = (await search('templ')).hits[0]!;
    expect(prefix.url).toBe('/docs/styling');
    expect(prefix._snippetResult.content?.value).toContain('<mark>templates</mark>');
  });

  it('folds case and ё for Russian, and matches inflected forms by prefix', async () => {
    expect((await search('привязку')).hits[0]!.url).toBe('/docs/ru');
    expect((await search('привяз')).hits[0]!.url).toBe('/docs/ru');
    expect((await search('елка')).hits[0]!.url).toBe('/docs/ru');
  });

  it('finds Chinese text by bigrams and single characters', async () => {
    expect((await search('数据绑定')).hits[0]!.url).toBe('/docs/zh');
    expect((await search('绑')).hits[0]!.url).toBe('/docs/zh');
  });

  it('falls back to most words when no page has them all, ranked below full matches', async () => {
    const result = await search('binding zzyzx');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits[0]!.url).toMatch(/^\/docs\//);
  });

  it('gives each hit the language of its text', async () => {
    expect((await search('binding')).hits[0]!.content_language).toBe('en');
  });

  it('rejects, so the modal shows its error screen, when an index cannot be loaded', async () => {
    const failing = createLocalSearchClient(() => Promise.reject(new Error('network')));
    await expect(failing.search({ requests: [{ indexName: 'local', query: 'x' }] })).rejects.toMatchObject({
      name: 'RetryError',
      cause: new Error('network'),
    });
  });
});

describe('local search client, in a locale that serves some pages untranslated', () => {
  /** A record of the ru build: of a translated page (text in ru) or of one ru serves untranslated (text in en). */
  const ru = (url: string, title: string, content: string, contentLanguage: 'ru' | 'en'): SearchRecord => ({
    ...record(url, title, content),
    objectID: `ru:${url}`,
    language: 'ru',
    content_language: contentLanguage,
  });
  // The untranslated twin comes first in the index: on a tie MiniSearch would list it first.
  const records = [
    ru('/ru/docs/reference/controls/datagrid', 'DataGrid', 'The DataGrid control shows rows and columns.', 'en'),
    ru('/ru/docs/guides/datagrid', 'DataGrid', 'The DataGrid control shows rows and columns.', 'ru'),
    ru('/ru/docs/reference/controls/datagrid-columns', 'DataGrid columns', 'Columns of a grid.', 'en'),
    ru('/ru/docs/guides/grids', 'Сетки', 'Столбцы: columns of a grid are set in XAML, and so are their widths and headers.', 'ru'),
  ];
  const area = loadPackedArea(records);
  const ruClient = createLocalSearchClient(async () => (await area).index);
  const urls = async (query: string) => {
    const request = { indexName: 'local', query, facetFilters: ['language:ru', 'product:avalonia'] };
    const { results } = await ruClient.search({ requests: [request] });
    return results[0]!.hits.map((hit) => hit.url);
  };

  it('ranks a translated record above an untranslated one of equal relevance', async () => {
    const { index } = await area;
    await index.complete();
    // Equal relevance: without the locale's ranking, the two score the same and the untranslated one comes first.
    const [first, second] = index.search.search('rows', SEARCH_OPTIONS);
    expect(first!.score).toBe(second!.score);
    expect(first!.id).toBe(0);
    expect(await urls('rows')).toEqual(['/ru/docs/guides/datagrid', '/ru/docs/reference/controls/datagrid']);
  });

  it('ranks an untranslated record first when it matches clearly better: the boost only breaks near-ties', async () => {
    // "columns" is in the untranslated page's title, and only in the translated page's text.
    expect((await urls('columns'))[0]).toBe('/ru/docs/reference/controls/datagrid-columns');
  });

  it('gives each hit the language of its text, for the EN badge', async () => {
    const request = { indexName: 'local', query: 'rows', facetFilters: ['language:ru', 'product:avalonia'] };
    const { results } = await ruClient.search({ requests: [request] });
    expect(results[0]!.hits.map((hit) => [hit.url, hit.content_language])).toEqual([
      ['/ru/docs/guides/datagrid', 'ru'],
      ['/ru/docs/reference/controls/datagrid', 'en'],
    ]);
  });
});
