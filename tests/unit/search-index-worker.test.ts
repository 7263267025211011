import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndexes, inputHeadNames, type IndexBuildInput } from '../../plugins/search-index/build-indexes';
import { buildIndexesInWorker } from '../../plugins/search-index/index-worker';
import type { AreaIndexHead } from '../../src/search/index-format';
import { BUILD_DIR as BUILD, builtPath, describeBuilt } from '../built-site';

const page = (title: string, source: string) => ({
  path: `docs/${title.toLowerCase().replaceAll(' ', '-')}.md`,
  source: `---\ntitle: ${title}\n---\n${source}`,
  permalink: `/docs/${title.toLowerCase().replaceAll(' ', '-')}`,
  title,
  contentLanguage: 'en',
  lvl0: 'Basics',
  tag: 'docs-default-current',
});

const INPUT: IndexBuildInput = {
  language: 'en',
  hashInNames: true,
  areas: [
    { product: 'avalonia', pages: [page('Data Binding', 'A binding connects a property.\n\n## Modes\n\nOneWay and TwoWay.'), page('Styles', 'Selectors pick controls.')] },
    { product: 'accelerate', pages: [page('TreeDataGrid', 'Rows and columns.')] },
    { product: 'xpf', pages: [page('Getting Started', 'Run WPF apps everywhere.')] },
  ],
};

describe('search index built in a worker thread (plugins/search-index)', () => {
  it('builds in the worker exactly what buildIndexes builds in the calling thread, under the names given beforehand', async () => {
    const headFiles = inputHeadNames(INPUT, 'code-1');
    const { ms: workerMs, ...inWorker } = await buildIndexesInWorker({ ...INPUT, headFiles });
    const { ms: threadMs, ...inThread } = buildIndexes({ ...INPUT, headFiles });
    expect(inWorker).toEqual(inThread);
    expect([workerMs, threadMs].every((ms) => ms > 0)).toBe(true);
    expect(Object.values(inWorker.areas).map((area) => area.headFile)).toEqual(Object.values(headFiles));
    expect(inWorker.files.map(([name]) => name)).toEqual(expect.arrayContaining(Object.values(headFiles)));
    expect(inWorker.records.map((record) => record.url)).toContain('/docs/data-binding#modes');
  });

  it('names each head <product>.json without hashes, the names the dev server publishes before its first build', async () => {
    const built = await buildIndexesInWorker({ ...INPUT, hashInNames: false });
    expect(Object.fromEntries(Object.entries(built.areas).map(([product, area]) => [product, area.headFile]))).toEqual({
      avalonia: 'avalonia.json',
      accelerate: 'accelerate.json',
      xpf: 'xpf.json',
    });
  });

  it("keeps the language of each page's text in its records and in the index, beside the locale", () => {
    const [avalonia, ...others] = INPUT.areas;
    const [binding, styles] = avalonia!.pages;
    // ru: Data Binding translated, Styles served untranslated.
    const ru: IndexBuildInput = {
      ...INPUT,
      language: 'ru',
      areas: [{ product: 'avalonia', pages: [{ ...binding!, contentLanguage: 'ru' }, styles!] }, ...others],
    };
    const built = buildIndexes(ru);
    const languages = (url: string) => built.records.filter((r) => r.url.split('#')[0] === url).map((r) => [r.language, r.content_language]);
    expect(languages('/docs/data-binding')).toEqual([['ru', 'ru'], ['ru', 'ru']]);
    expect(languages('/docs/styles')).toEqual([['ru', 'en']]);
    expect(built.areas.avalonia.head.language).toBe('ru');
    expect(built.areas.avalonia.head.pages.map(([url, , , language]) => [url, language])).toEqual([
      ['/docs/data-binding', 'ru'],
      ['/docs/styles', 'en'],
    ]);
  });

  it('fails with the error of the page that could not be read', async () => {
    const broken = { ...INPUT, areas: [{ product: 'avalonia' as const, pages: [page('Broken', 'An unclosed <Tabs element\n')] }] };
    await expect(buildIndexesInWorker(broken)).rejects.toThrow(/^\[search-index\] the index could not be built: docs\/broken\.md:4:26: Unexpected end of file in attribute name/);
    // The worker stays usable for the next locale.
    await expect(buildIndexesInWorker(INPUT)).resolves.toHaveProperty('records');
  });

  it('names a head anew whenever its pages, the language or the code that builds it changes, and only then', () => {
    const names = inputHeadNames(INPUT, 'code-1');
    expect(inputHeadNames(structuredClone(INPUT), 'code-1')).toEqual(names);
    expect(names.avalonia).toMatch(/^avalonia\.[0-9a-f]{10}\.json$/);
    const edited = structuredClone(INPUT);
    edited.areas[0]!.pages[1]!.source += '\nA new sentence.';
    expect(inputHeadNames(edited, 'code-1')).toEqual({ ...names, avalonia: expect.not.stringMatching(names.avalonia) });
    const retitled = structuredClone(INPUT);
    retitled.areas[2]!.pages[0]!.title = 'Get Started';
    expect(inputHeadNames(retitled, 'code-1')).toEqual({ ...names, xpf: expect.not.stringMatching(names.xpf) });
    for (const other of [inputHeadNames({ ...INPUT, language: 'ru' }, 'code-1'), inputHeadNames(INPUT, 'code-2')]) {
      for (const product of ['avalonia', 'accelerate', 'xpf'] as const) expect(other[product]).not.toBe(names[product]);
    }
  });
});

describeBuilt('search index files of the build', () => {
  for (const locale of ['', 'ru', 'zh-Hans']) {
    it(`${locale || 'en'}: the heads the site's JS names are in the build, with every file they name`, () => {
      const dir = builtPath(join('build', locale, 'search-index'));
      const heads = readdirSync(dir).filter((name) => /^[a-z]+\.[0-9a-f]+\.json$/.test(name));
      expect(heads).toHaveLength(3);
      const js = readdirSync(join(BUILD, locale, 'assets', 'js')).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
      expect(js).toHaveLength(1);
      const main = readFileSync(join(BUILD, locale, 'assets', 'js', js[0]!), 'utf8');
      for (const name of heads) {
        expect(main, `${locale}/assets/js/main.*.js names ${name}`).toContain(name);
        const head = JSON.parse(readFileSync(join(dir, name), 'utf8')) as AreaIndexHead;
        const missing = [...head.termFiles, ...head.displayFiles].filter((file) => !existsSync(join(dir, file)));
        expect(missing, name).toEqual([]);
      }
    });
  }
});
