import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { searchPagePreloadScript, type SearchPageFiles } from '../../src/search/search-page-preload';
import { areasToPreload } from '../../src/search/search-page-state';
import {
  addSearchPagePreloads,
  routeChunkNames,
  searchPageFiles,
  type NamedChunkGroups,
} from '../../plugins/search-index/search-page-preload';

const FILES: SearchPageFiles = {
  areas: { avalonia: ['/ru/assets/js/a.js'], accelerate: ['/ru/assets/js/b.js'], xpf: ['/ru/assets/js/x1.js', '/ru/assets/js/x2.js'] },
  code: ['/ru/assets/js/route.js', '/ru/assets/js/code.js'],
};

/** What the inline script asks the browser to preload, for the search page loaded with this query string. */
function preloadsFor(search: string): string[] {
  const links: Array<{ rel?: string; as?: string; href?: string }> = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: (typeof links)[number]) => links.push(link) } };
  runInNewContext(searchPagePreloadScript(FILES), { location: { search }, document, URLSearchParams });
  expect(links.every((link) => link.rel === 'preload' && link.as === 'script')).toBe(true);
  return links.map((link) => link.href ?? '');
}

describe("the search page's preload script", () => {
  const urls = ['', '?q=', '?q=%20%20', '?q=binding', '?q=binding&area=all', '?q=grid&area=accelerate', '?q=a&area=xpf',
    '?q=a&area=bogus', '?q=a&area=__proto__', '?q=a&area=constructor', '?area=xpf', `?q=${'%20'.repeat(70)}x`];
  for (const search of urls) {
    it(`preloads what the page will load for "${search || '(no query string)'}"`, () => {
      const areas = areasToPreload({ pathname: '/ru/search', search }, '/ru/');
      const expected = areas.length ? [...FILES.code, ...areas.flatMap((area) => FILES.areas[area])] : [];
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
    '1a4e3797': group('assets/js/1a4e3797.aa.js'),
    '91ae2935': group('assets/js/91ae2935.bb.js'),
    'search-index-loader': group('assets/js/7722.cc.js', 'assets/js/search-index-loader.dd.js'),
    'search-backends': group('assets/js/7722.cc.js', 'assets/js/search-backends.ee.js', 'assets/css/search.ff.css'),
    'search-index-avalonia': group('assets/js/search-index-avalonia.11.js'),
    'search-index-accelerate': group('assets/js/search-index-accelerate.22.js'),
    'search-index-xpf': group('assets/js/search-index-xpf.33.js'),
  } as unknown as NamedChunkGroups;

  it("are the route's chunks, the search code and each index, with the chunks split out of them, once each", () => {
    const routes = { '/zh-Hans/search-f27': { __comp: '1a4e3797', __context: { plugin: '91ae2935' } }, '/zh-Hans/docs-abc': { __comp: 'zz' } };
    const routeChunks = routeChunkNames(routes, '/zh-Hans/search');
    expect(routeChunks).toEqual(['1a4e3797', '91ae2935']);
    expect(searchPageFiles(groups, '/zh-Hans/', routeChunks)).toEqual({
      areas: {
        avalonia: ['/zh-Hans/assets/js/search-index-avalonia.11.js'],
        accelerate: ['/zh-Hans/assets/js/search-index-accelerate.22.js'],
        xpf: ['/zh-Hans/assets/js/search-index-xpf.33.js'],
      },
      code: [
        '/zh-Hans/assets/js/1a4e3797.aa.js',
        '/zh-Hans/assets/js/91ae2935.bb.js',
        '/zh-Hans/assets/js/7722.cc.js',
        '/zh-Hans/assets/js/search-index-loader.dd.js',
        '/zh-Hans/assets/js/search-backends.ee.js',
      ],
    });
  });

  it('fail the build, saying what is missing, when a chunk or the route cannot be found', () => {
    const { 'search-backends': _removed, ...withoutBackends } = groups;
    expect(() => searchPageFiles(withoutBackends, '/', [])).toThrow(/no chunk named "search-backends"/);
    expect(() => routeChunkNames({ '/docs-1': {} }, '/search')).toThrow(/no route \/search/);
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
