import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { searchPagePreloadScript, type SearchPageFiles } from '../../src/search/search-page-preload';
import { areasToPreload, parseSearchPageState } from '../../src/search/search-page-state';
import { indexTermsOfQuery } from '../../src/search/minisearch-options';
import { termFilesOf } from '../../src/search/index-file';
import type { Product } from '../../src/search/record';
import {
  addSearchPagePreloads,
  searchPageFiles,
  type NamedChunkGroups,
} from '../../plugins/search-index/search-page-preload';

/** An area's preloads: its head, and term files starting at these terms. */
const area = (name: string, termFileStarts: string[]) => ({
  head: `/ru/search-index/${name}.1a.json`,
  termFileStarts,
  terms: termFileStarts.map((_, i) => `/ru/search-index/${name}-terms-${i}.2b.json`),
});
const FILES: SearchPageFiles = {
  areas: {
    avalonia: area('a', ['', 'bind', 'binding', 'c', 'grid', 'uithread', 'x', 'привязка', 'ё', '数据', '绑定']),
    accelerate: area('b', ['']),
    xpf: area('x', ['', 'wpf']),
  },
  code: ['/ru/assets/js/route.js', '/ru/assets/js/code.js'],
};

/**
 * What the inline script asks the browser to preload, for the search page loaded with this query string: scripts
 * as scripts; index files as fetches in the CORS mode `fetch()` uses (src/search/index-files.ts), or the browser
 * would download them twice.
 */
function preloadsFor(search: string): string[] {
  const links: Array<{ rel?: string; as?: string; href?: string; crossOrigin?: string }> = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: (typeof links)[number]) => links.push(link) } };
  runInNewContext(searchPagePreloadScript(FILES), { location: { search }, document, URLSearchParams });
  for (const link of links) {
    expect(link.rel).toBe('preload');
    if (link.href?.endsWith('.js')) expect(link.as).toBe('script');
    else expect(link).toMatchObject({ as: 'fetch', crossOrigin: 'anonymous' });
  }
  return links.map((link) => link.href ?? '');
}

describe("the search page's preload script", () => {
  const urls = ['', '?q=', '?q=%20%20', '?q=binding', '?q=binding&area=all', '?q=grid&area=accelerate', '?q=a&area=xpf',
    '?q=a&area=bogus', '?q=a&area=__proto__', '?q=a&area=constructor', '?area=xpf', `?q=${'%20'.repeat(70)}x`,
    '?q=Bind', '?q=how%20to%20bind%20a%20view', '?q=Dispatcher.UIThread', "?q=it's%20x:DataType", '?q=%D0%81%D0%BB%D0%BA%D0%B0',
    '?q=%D0%9F%D1%80%D0%B8%D0%B2%D1%8F%D0%B7%D0%BA%D0%B0%20%D0%B4%D0%B0%D0%BD%D0%BD%D1%8B%D1%85', '?q=%E6%95%B0%E6%8D%AE%E7%BB%91%E5%AE%9A',
    '?q=%E7%BB%91', '?q=wpf%20grid&area=all', '?q=b%20c%20d', '?q=binding%20binding'];
  for (const search of urls) {
    it(`preloads what the page will load for "${search || '(no query string)'}"`, () => {
      const areas = areasToPreload({ pathname: '/ru/search', search }, '/ru/');
      const words = indexTermsOfQuery(parseSearchPageState(search).query);
      const filesOf = (product: Product) => {
        const { head, termFileStarts, terms } = FILES.areas[product];
        return [head, ...words.flatMap((word) => termFilesOf(word, termFileStarts).map((file) => terms[file]!))];
      };
      const expected = areas.length ? [...new Set([...FILES.code, ...areas.flatMap(filesOf)])] : [];
      expect(preloadsFor(search)).toEqual(expected);
    });
  }

  it('keeps its data from closing the inline script', () => {
    const script = searchPagePreloadScript({ ...FILES, code: ['/assets/js/</script><b>.js'] });
    expect(script).not.toContain('</script>');
  });
});

describe('the files the search page preloads, from the client build', () => {
  const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
  const groups = {
    'search-index-loader': group('assets/js/7722.cc.js', 'assets/js/search-index-loader.dd.js'),
    'search-backends': group('assets/js/7722.cc.js', 'assets/js/search-backends.ee.js', 'assets/css/search.ff.css'),
  } as unknown as NamedChunkGroups;

  it('are the search code, with the chunks split out of it, once each, and the index files', () => {
    expect(searchPageFiles(groups, '/zh-Hans/', FILES.areas)).toEqual({
      areas: FILES.areas,
      code: [
        '/zh-Hans/assets/js/7722.cc.js',
        '/zh-Hans/assets/js/search-index-loader.dd.js',
        '/zh-Hans/assets/js/search-backends.ee.js',
      ],
    });
  });

  it('fail the build, saying what is missing, when a chunk cannot be found', () => {
    const { 'search-backends': _removed, ...withoutBackends } = groups;
    expect(() => searchPageFiles(withoutBackends, '/', FILES.areas)).toThrow(/no chunk named "search-backends"/);
  });

  it('go into the built search page, before </head>', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-page-'));
    writeFileSync(join(dir, 'search.html'), '<html><head><title>Search</title></head><body></body></html>');
    await addSearchPagePreloads(dir, FILES);
    const html = readFileSync(join(dir, 'search.html'), 'utf8');
    expect(html).toMatch(/<script>\(function\(\)\{try\{var p=new URLSearchParams.*<\/script><\/head>/);
    await expect(addSearchPagePreloads(mkdtempSync(join(tmpdir(), 'empty-')), FILES)).rejects.toThrow(/no search page/);
  });
});
