import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { ON_DEMAND_GRAMMARS } from '../../plugins/prism-grammars/on-demand-grammars';
import { BUDGETS } from '../byte-budgets';
import { BUILD_DIR as BUILD, builtPath, describeBuilt, SITE_ROOT } from '../built-site';

const builtFile = (path: string): Buffer => readFileSync(builtPath(join('build', path)));

/**
 * Scripts and stylesheets a page's HTML makes the browser fetch up front (script src, preload and stylesheet links):
 * all its JS, the entry every page shares (runtime~main and main) among it, and its CSS.
 */
function assetsOf(htmlPath: string): { js: string[]; entryJs: string[]; css: string[] } {
  const html = builtFile(htmlPath).toString('utf8');
  const urls = [...html.matchAll(/(?:src|href)="?((?:\/ru|\/zh-Hans)?\/assets\/[^"\s>]+)/g)].map((match) => match[1]!);
  const unique = [...new Set(urls)];
  const js = unique.filter((url) => url.endsWith('.js'));
  return { js, entryJs: js.filter((url) => /\/(runtime~)?main\.[0-9a-f]+\.js$/.test(url)), css: unique.filter((url) => url.endsWith('.css')) };
}

/** Files of the client build's entries, named after them: every page's, and the search page's first results'. */
const ENTRY_FILE = /^(runtime~)?(main|first-results)\./;

/** The code of every JS file of the English build. */
const jsChunks = (): string[] => readdirSync(join(BUILD, 'assets', 'js')).map((name) => builtFile(join('assets', 'js', name)).toString('utf8'));

/** Whether minified JS holds `text`: the minifier may write non-ASCII characters as \u escapes. */
function holdsText(code: string, text: string): boolean {
  const escaped = text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).toLowerCase();
  return code.includes(text) || code.toLowerCase().includes(escaped);
}

const gzipped = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSync(builtFile(path)).length, 0);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

describeBuilt('byte budgets', () => {
  for (const page of ['index.html', 'docs/basics/user-interface/styling/styles.html', 'zh-Hans/docs/welcome.html']) {
    it(`${page} loads at most the entry JS and CSS budget (gzip)`, () => {
      const { entryJs, css } = assetsOf(page);
      expect(entryJs).toHaveLength(2);
      expect(gzipped(entryJs)).toBeLessThanOrEqual(BUDGETS.entryJs);
      expect(gzipped(css)).toBeLessThanOrEqual(BUDGETS.css);
    });
  }

  it('a doc page opened directly fetches five scripts: the entry, the docs layout with its packages, its sidebar and its content', () => {
    // Each request costs its headers; the layout's packages were a chunk of their own, shared ones with the blog another.
    for (const page of ['docs/basics/data/data-binding.html', 'docs/basics/user-interface/styling/styles.html']) {
      expect(assetsOf(page).js).toHaveLength(5);
    }
  });

  it('no page makes the browser fetch the search index, MiniSearch, the search client or the modal up front', () => {
    const { js } = assetsOf('docs/basics/user-interface/styling/styles.html');
    const code = js.map((path) => builtFile(path).toString('utf8')).join('\n');
    expect(code).not.toContain('documentCount');
    expect(code).not.toContain('serializationVersion');
    expect(code).not.toContain('algolia-client-js');
    expect(code).not.toContain('DocSearch-Modal');
    // The modal's texts and its wiring (src/theme/SearchBar/SearchModal.tsx) come with the modal, not the button.
    expect(code).not.toContain('Save this search');
  });

  it('Prism is one chunk, each grammar that only some code uses another, and pages opened directly load neither', () => {
    // Prism core's own pattern for a `language-*` class, as minified.
    const prismCore = 'lang(?:uage)?-([\\w-]+)';
    const chunks = jsChunks();
    const holding = (text: string) => chunks.filter((code) => code.includes(text));
    expect(holding(prismCore)).toHaveLength(1);
    expect(holding('languages.csharp=')).toHaveLength(1);
    expect(holding('languages.markup=')).toHaveLength(1);
    for (const grammar of ON_DEMAND_GRAMMARS) {
      const [chunk, ...others] = holding(`languages.${grammar}=`);
      expect(chunk, grammar).toBeDefined();
      expect(others, grammar).toEqual([]);
      expect(chunk, grammar).not.toMatch(/languages\.(csharp|markup)=/);
    }
    for (const code of chunks) {
      expect(code).not.toMatch(/languages\.(swift|kotlin|python|rust|go|objectivec)=/);
      expect(code).not.toContain('synthwave84');
    }
    for (const page of ['index.html', 'search.html', 'docs/basics/user-interface/styling/styles.html']) {
      const entry = assetsOf(page).entryJs.map((path) => builtFile(path).toString('utf8')).join('\n');
      expect(entry, page).not.toContain(prismCore);
    }
    // Pages with C#, XAML and shell code: hydration keeps the server's highlighted lines, so none of the JS their
    // HTML loads is Prism or a grammar (the browser loads them for code it renders itself, after an in-app move).
    for (const page of ['docs/basics/user-interface/styling/styles.html', 'docs/get-started/install.html']) {
      const scripts = assetsOf(page).js.map((path) => builtFile(path).toString('utf8'));
      expect(scripts.length, page).toBeGreaterThan(4);
      for (const code of scripts) expect(code, page).not.toMatch(/lang\(\?:uage\)\?-|languages\.(csharp|markup|bash)=/);
    }
  });

  it('the build ships no Mermaid library: diagrams are drawn at build time, so no chunk carries the renderer', () => {
    // Leaving @docusaurus/theme-mermaid out of builds also spares each locale's build compiling Mermaid.
    expect(jsChunks().filter((code) => code.includes('Syntax error in text'))).toEqual([]);
  });

  it("doc pages' version metadata carries no list of the area's docs (only doc cards would read it)", () => {
    const chunks = jsChunks();
    const versionChunks = chunks.filter((code) => code.includes('"docsSidebars"'));
    expect(versionChunks.length).toBeGreaterThanOrEqual(3);
    for (const code of versionChunks) expect(code).toContain('"docs":{}');
  });

  it("the search page's first results wait for at most the first-results budget of JS (gzip)", () => {
    const html = builtFile('search.html').toString('utf8');
    const files = readdirSync(join(BUILD, 'assets', 'js')).filter((name) => /^(runtime~)?first-results\./.test(name));
    expect(files).toHaveLength(2);
    for (const name of files) expect(html).toContain(`"/assets/js/${name}"`);
    expect(gzipped(files.map((name) => join('assets', 'js', name)))).toBeLessThanOrEqual(BUDGETS.firstResultsJs);
  });

  it('the entry JS holds no module paths, no tslib and no chunk-name map (plugins/lean-entry)', () => {
    const { entryJs: js } = assetsOf('docs/basics/user-interface/styling/styles.html');
    const code = js.map((path) => builtFile(path).toString('utf8')).join('\n');
    expect(code).not.toMatch(/"@(site|generated)\//);
    expect(code).not.toContain('__extends');
    // The runtime spells a chunk's file name from its id alone; with a name in it, it would carry a map of them.
    const chunkFiles = readdirSync(join(BUILD, 'assets', 'js')).filter((name) => name.endsWith('.js') && !ENTRY_FILE.test(name));
    expect(chunkFiles.length).toBeGreaterThan(100);
    expect(chunkFiles.filter((name) => !/^\d+\.[0-9a-f]{8}\.js$/.test(name))).toEqual([]);
    // Nor a map of route chunk names to ids, which only prefetching reads: that is a file of its own.
    const runtime = code.match(/__webpack_require__\.gca|\.gca=function[^}]*\}/g) ?? [];
    expect(runtime.length).toBeGreaterThan(0);
    expect(code).not.toMatch(/\{[a-z][a-z0-9]{2}:"\d+",[a-z][a-z0-9]{2}:"\d+"/);
    expect(code).toMatch(/assets\/js\/chunk-ids\.[0-9a-f]{8}\.json/);
    // Nor the route progress bar's library, which loads with the first in-app move (plugins/lazy-nprogress).
    expect(code).not.toContain('role="bar"');
  });

  // Needs the three-locale build (npm run build:test).
  it('the translation notices come with the docs layout, not in every page\'s entry JS', () => {
    for (const locale of ['ru', 'zh-Hans']) {
      const notices = JSON.parse(readFileSync(join(__dirname, '..', '..', 'i18n', locale, 'translation-status', 'notices.json'), 'utf8')) as Record<string, { message: string }>;
      const { entryJs, js } = assetsOf(`${locale}/docs/tests/untranslated-page.html`);
      const entry = entryJs.map((path) => builtFile(path).toString('utf8')).join('\n');
      const page = js.map((path) => builtFile(path).toString('utf8')).join('\n');
      const text = notices.untranslated?.message.split('{')[0] ?? '';
      expect(text.length, locale).toBeGreaterThan(10);
      expect(holdsText(page, text), `${locale}: the notice's text loads with the page`).toBe(true);
      expect(holdsText(entry, text), `${locale}: the notice's text is not in the entry`).toBe(false);
    }
  });

  // Needs the three-locale build (npm run build:test).
  it("the Copy page control's labels come with the docs layout, in every locale, not in every page's entry JS", () => {
    for (const locale of ['en', 'ru', 'zh-Hans']) {
      const translations = locale === 'en' ? {} : (JSON.parse(readFileSync(join(SITE_ROOT, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, { message: string }>);
      const { entryJs, js } = assetsOf(`${locale === 'en' ? '' : `${locale}/`}docs/basics/data/data-binding.html`);
      const entry = entryJs.map((path) => builtFile(path).toString('utf8')).join('\n');
      const page = js.map((path) => builtFile(path).toString('utf8')).join('\n');
      for (const [id, english] of [['theme.docs.copyPage.copy', 'Copy page'], ['theme.docs.copyPage.view', 'View as Markdown']] as const) {
        const text = translations[id]?.message ?? english;
        expect(holdsText(page, text), `${locale} ${id}: "${text}" loads with the page`).toBe(true);
        // In a locale's build Docusaurus would keep it in its map of translations, in the entry (plugins/lean-entry).
        expect(holdsText(entry, text), `${locale} ${id}: "${text}" is not in the entry`).toBe(false);
        expect(entry, locale).not.toContain(id);
      }
    }
  });

  // Needs the three-locale build (npm run build:test).
  it("ru and zh-Hans: the entry JS holds no translation of a UI string that loads later, and looks up none by id", () => {
    for (const locale of ['ru', 'zh-Hans']) {
      const translations = JSON.parse(readFileSync(join(SITE_ROOT, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, { message: string }>;
      const { entryJs } = assetsOf(`${locale}/docs/basics/data/data-binding.html`);
      const entry = entryJs.map((path) => builtFile(path).toString('utf8')).join('\n');
      const chunks = readdirSync(join(BUILD, locale, 'assets', 'js')).map((name) => builtFile(join(locale, 'assets', 'js', name)).toString('utf8'));
      // The search modal's strings come with the modal, the home page's with the home page.
      for (const id of ['theme.SearchModal.startScreen.recentSearchesTitle', 'theme.SearchModal.errorScreen.helpText', 'home.description']) {
        const text = translations[id]?.message;
        expect(text, `${locale} translates ${id}`).toBeTruthy();
        expect(holdsText(entry, text!), `${locale} ${id}: "${text}" is not in the entry`).toBe(false);
        expect(chunks.some((code) => holdsText(code, text!)), `${locale} ${id}: "${text}" is in the code that shows it`).toBe(true);
      }
      for (const id of Object.keys(translations)) expect(entry, `${locale}: the entry looks up "${id}"`).not.toMatch(new RegExp(`["']${id.replace(/\./g, '\\.')}["']`));
    }
  });

  it("the entry JS holds nothing of the build machine: no absolute path, so a build's output does not depend on where it ran", () => {
    const { entryJs: js } = assetsOf('docs/basics/user-interface/styling/styles.html');
    const code = js.map((path) => builtFile(path).toString('utf8')).join('\n');
    expect(code).not.toContain(join(__dirname, '..', '..'));
  });

  for (const locale of ['', 'ru', 'zh-Hans']) {
    it(`${locale || 'en'}: each search index file a query may wait for stays within its budget (gzip)`, () => {
      const dir = join(BUILD, locale, 'search-index');
      const files = readdirSync(dir);
      const kinds = {
        head: { budget: BUDGETS.searchIndexHead, files: files.filter((name) => /^[a-z]+\.[0-9a-f]+\.json$/.test(name)) },
        term: { budget: BUDGETS.searchIndexTermFile, files: files.filter((name) => name.includes('-terms-')) },
        display: { budget: BUDGETS.searchIndexDisplayFile, files: files.filter((name) => name.includes('-display-')) },
      };
      expect(kinds.head.files).toHaveLength(3);
      for (const { budget, files: named } of Object.values(kinds)) {
        expect(named.length).toBeGreaterThan(0);
        for (const name of named) expect(gzipSync(readFileSync(join(dir, name))).length, name).toBeLessThanOrEqual(budget);
      }
    });
  }

  it('no page ships more HTML than the budget (gzip)', () => {
    const sizes = htmlFiles(BUILD).map((file) => ({ file, size: gzipSync(readFileSync(file)).length }));
    const largest = sizes.reduce((a, b) => (b.size > a.size ? b : a));
    expect(largest.size, largest.file).toBeLessThanOrEqual(BUDGETS.largestHtml);
  });
});
