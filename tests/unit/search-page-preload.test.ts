import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_RESULTS_WAIT_MS, searchPagePreloadScript, type SearchPageFiles } from '../../src/search/search-page-head-script';
import { areasToPreload, parseSearchPageState } from '../../src/search/search-page-state';
import { indexTermsOfQuery } from '../../src/search/minisearch-options';
import { termFilesOf } from '../../src/search/index-format';
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
const OWN = ['/ru/assets/js/runtime~main.aa.js', '/ru/assets/js/main.bb.js', '/ru/assets/js/route.cc.js'];
const FIRST = ['/ru/assets/js/runtime~first-results.dd.js', '/ru/assets/js/first-results.ee.js'];
/** With Algolia: no first-results script. */
const FILES: SearchPageFiles = {
  areas: {
    avalonia: area('a', ['', 'bind', 'binding', 'c', 'grid', 'uithread', 'x', 'привязка', 'ё', '数据', '绑定']),
    accelerate: area('b', ['']),
    xpf: area('x', ['', 'wpf']),
  },
  code: ['/ru/assets/js/route.js', '/ru/assets/js/code.js'],
  scripts: OWN,
  firstResults: null,
};
const LOCAL: SearchPageFiles = { ...FILES, firstResults: { scripts: FIRST, locale: 'ru', dir: '/ru/search-index/' } };

interface Appended {
  tag: string;
  rel?: string;
  as?: string;
  href?: string;
  src?: string;
  async?: boolean;
  crossOrigin?: string;
  onerror?: () => void;
  attributes: Record<string, string>;
}

/** Runs the inline script as the search page's <head> would, loaded with this query string. */
function runScript(files: SearchPageFiles, search: string, globals: Record<string, unknown> = {}) {
  const appended: Appended[] = [];
  const timers: Array<[() => void, number]> = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: (tag: string): Appended => {
      const element: Appended = { tag, attributes: {} };
      return Object.assign(element, { setAttribute: (name: string, value: string) => (element.attributes[name] = value) });
    },
    head: { appendChild: (element: Appended) => appended.push(element) },
  };
  const setTimeout = (run: () => void, ms: number) => timers.push([run, ms]);
  runInNewContext(searchPagePreloadScript(files), { location: { search }, document, URLSearchParams, window, setTimeout, Promise, ...globals });
  const preloads = (as: string) => appended.filter((element) => element.tag === 'link' && element.as === as);
  for (const link of appended.filter((element) => element.tag === 'link')) {
    expect(link.rel).toBe('preload');
    if (link.as === 'fetch') expect(link.crossOrigin).toBe('anonymous');
    else expect(link.as).toBe('script');
  }
  return {
    window,
    timers,
    /** Index files, preloaded as fetches in the CORS mode `fetch()` uses (src/search/fetch-index-file.ts). */
    indexFiles: () => preloads('fetch').map((link) => link.href),
    /** The page's own scripts: low-priority preloads, which plugins/paint-first runs after the first paint. */
    ownScripts: () => preloads('script').filter((link) => link.attributes.fetchpriority === 'low').map((link) => link.href),
    searchCode: () => preloads('script').filter((link) => !link.attributes.fetchpriority).map((link) => link.href),
    scripts: () => appended.filter((element) => element.tag === 'script'),
  };
}

/** What the page will load of the index for this query string, as src/search/search-page-state.ts decides. */
function indexFilesFor(search: string): string[] {
  const areas = areasToPreload({ pathname: '/ru/search', search }, '/ru/');
  const words = indexTermsOfQuery(parseSearchPageState(search).query);
  const filesOf = (product: Product) => {
    const { head, termFileStarts, terms } = FILES.areas[product];
    return [head, ...words.flatMap((word) => termFilesOf(word, termFileStarts).map((file) => terms[file]!))];
  };
  return [...new Set(areas.flatMap(filesOf))];
}

describe("the search page's preload script", () => {
  const urls = ['', '?q=', '?q=%20%20', '?q=binding', '?q=binding&area=all', '?q=grid&area=accelerate', '?q=a&area=xpf',
    '?q=a&area=bogus', '?q=a&area=__proto__', '?q=a&area=constructor', '?area=xpf', `?q=${'%20'.repeat(70)}x`,
    '?q=Bind', '?q=how%20to%20bind%20a%20view', '?q=Dispatcher.UIThread', '?q=DataContext', '?q=IsEnabled%20XAxis', "?q=it's%20x:DataType", '?q=%D0%81%D0%BB%D0%BA%D0%B0',
    '?q=%D0%9F%D1%80%D0%B8%D0%B2%D1%8F%D0%B7%D0%BA%D0%B0%20%D0%B4%D0%B0%D0%BD%D0%BD%D1%8B%D1%85', '?q=%E6%95%B0%E6%8D%AE%E7%BB%91%E5%AE%9A',
    '?q=%E7%BB%91', '?q=wpf%20grid&area=all', '?q=b%20c%20d', '?q=binding%20binding'];
  for (const search of urls) {
    it(`preloads what the page will load for "${search || '(no query string)'}"`, () => {
      const expected = indexFilesFor(search);
      const algolia = runScript(FILES, search);
      expect(algolia.indexFiles()).toEqual(expected);
      expect(algolia.ownScripts()).toEqual(OWN);
      expect(algolia.searchCode()).toEqual(expected.length ? FILES.code : []);
      const local = runScript(LOCAL, search);
      expect(local.indexFiles()).toEqual(expected);
      // With a query, the first-results script replaces the search code, and the page's scripts wait for it.
      expect(local.ownScripts()).toEqual(expected.length ? [] : OWN);
      expect(local.searchCode()).toEqual([]);
      // Async: the page's own scripts, which run in order, must not wait for them (FIRST_RESULTS_WAIT_MS).
      expect(local.scripts().map((script) => [script.src, script.async ?? true])).toEqual(expected.length ? FIRST.map((src) => [src, true]) : []);
    });
  }

  it('hands the first-results script the state of the page, as the React page reads it, and where the index is', () => {
    const search = '?q=%20Binding%20&area=bogus';
    const { window } = runScript(LOCAL, search);
    expect(window.__searchFirstResults).toMatchObject({
      ...parseSearchPageState(search),
      locale: 'ru',
      dir: '/ru/search-index/',
      heads: { avalonia: FILES.areas.avalonia.head, accelerate: FILES.areas.accelerate.head, xpf: FILES.areas.xpf.head },
    });
    expect(runScript(LOCAL, '?q=a&area=all').window.__searchFirstResults).toMatchObject({ area: 'all' });
    expect(runScript(LOCAL, '').window.__searchFirstResults).toBeUndefined();
  });

  it("releases the page's scripts once: when the first results are drawn, when a script fails, or after a wait", async () => {
    const released = async (release: (run: ReturnType<typeof runScript>) => void) => {
      const run = runScript(LOCAL, '?q=binding');
      let settled = false;
      void (run.window.__runScriptsAfter as Promise<void>).then(() => (settled = true));
      await Promise.resolve();
      expect([run.ownScripts(), settled]).toEqual([[], false]);
      release(run);
      release(run);
      await Promise.resolve();
      expect([run.ownScripts(), settled]).toEqual([OWN, true]);
      return run;
    };
    await released((run) => (run.window.__searchFirstResults as { release(): void }).release());
    await released((run) => run.scripts()[1]!.onerror!());
    const run = await released((run) => run.timers[0]![0]());
    expect(run.timers.map(([, ms]) => ms)).toEqual([FIRST_RESULTS_WAIT_MS]);
  });

  it("preloads the page's scripts even if it fails", () => {
    const Broken = function () {
      throw new Error('no URLSearchParams here');
    };
    for (const files of [FILES, LOCAL]) expect(runScript(files, '?q=binding', { URLSearchParams: Broken }).ownScripts()).toEqual(OWN);
  });

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
    'first-results': group('assets/js/runtime~first-results.aa.js', 'assets/js/first-results.bb.js'),
  } as unknown as NamedChunkGroups;
  const code = ['/zh-Hans/assets/js/7722.cc.js', '/zh-Hans/assets/js/search-index-loader.dd.js', '/zh-Hans/assets/js/search-backends.ee.js'];

  it('are the search code, with the chunks split out of it, once each, and the index files', () => {
    expect(searchPageFiles(groups, '/zh-Hans/', FILES.areas, null)).toEqual({ areas: FILES.areas, code, firstResults: null });
  });

  it("are also the first-results script's files, in order, with the local index", () => {
    const local = { locale: 'zh-Hans', dir: '/zh-Hans/search-index/' };
    expect(searchPageFiles(groups, '/zh-Hans/', FILES.areas, local)).toEqual({
      areas: FILES.areas,
      code,
      firstResults: { ...local, scripts: ['/zh-Hans/assets/js/runtime~first-results.aa.js', '/zh-Hans/assets/js/first-results.bb.js'] },
    });
  });

  it('fail the build, saying what is missing, when a chunk cannot be found', () => {
    const { 'search-backends': _removed, ...withoutBackends } = groups;
    expect(() => searchPageFiles(withoutBackends, '/', FILES.areas, null)).toThrow(/no chunk named "search-backends"/);
  });

  it("go into the built search page, before </head>, in place of the page's script preloads", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-page-'));
    // As plugins/paint-first's template writes them, once the HTML minifier has been over them.
    const preloads = OWN.map((href) => `<link rel=preload as=script fetchpriority=low href=${href}>`).join('');
    writeFileSync(join(dir, 'search.html'), `<html><head><title>Search</title>${preloads}</head><body></body></html>`);
    const { scripts: _own, ...buildFiles } = LOCAL;
    await addSearchPagePreloads(dir, buildFiles);
    const html = readFileSync(join(dir, 'search.html'), 'utf8');
    expect(html).toMatch(/^<html><head><title>Search<\/title><script>\(function\(\)\{var own=\["\/ru\/assets\/js\/runtime~main.aa.js".*<\/script><\/head>/);
    expect(html).not.toContain('<link');

    const withoutScripts = mkdtempSync(join(tmpdir(), 'search-page-'));
    writeFileSync(join(withoutScripts, 'search.html'), '<html><head><title>Search</title></head><body></body></html>');
    await expect(addSearchPagePreloads(withoutScripts, buildFiles)).rejects.toThrow(/preloads none of its scripts/);
    await expect(addSearchPagePreloads(mkdtempSync(join(tmpdir(), 'empty-')), buildFiles)).rejects.toThrow(/no search page/);
  });
});
