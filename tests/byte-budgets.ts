/**
 * Byte budgets (gzip) over the production build: deterministic, so a change that bloats what readers download fails
 * a test with the number. Limits sit a little above what the site ships (npm run bench -- --only pages gives the
 * detail). tests/unit/budgets.test.ts checks the files as built, tests/e2e/page-weight.spec.ts the pages as loaded.
 */
export const KiB = 1024;

export const BUDGETS = {
  /**
   * JS every page's HTML makes the browser fetch up front (entry and runtime): about 113 KiB in English and 117 in
   * zh-Hans on React 18, whose react-dom is 21 KiB smaller than React 19's; the runtime no longer carries the map of
   * route chunk names, which prefetching loads (plugins/lean-entry/chunk-ids-file.ts).
   */
  entryJs: 120 * KiB,
  /**
   * The script that shows a /search?q=… link's first results before React (src/search/first-results.ts): MiniSearch,
   * the index loader and the local client, about 11.5 KiB; the page's ~117 KiB of entry JS waits for it.
   */
  firstResultsJs: 13 * KiB,
  /** CSS: the entry's, and all a page loads (the one site stylesheet; the search modal's comes with the modal). */
  css: 18 * KiB,
  /**
   * The largest HTML page of the site. Its Mermaid diagrams are in it, drawn in both themes at build time
   * (plugins/remark-mermaid-svg): about 15 KiB, where drawing them in the browser loaded 190 KiB of Mermaid's JS.
   * Every page's <head> also holds the script that keeps a click or search shortcut made before hydration
   * (plugins/clicks-before-hydration), about 0.2 KiB once gzipped.
   * A translated page is larger than its English one: Cyrillic takes 2 bytes a character in UTF-8, Chinese 3.
   */
  largestHtml: 32 * KiB,
  /**
   * The local search index files (src/search/index-format.ts), each: a query's first results need the head,
   * one or two term files and five or six display files (about 40 KiB), where one file of the whole area was 280.
   * The head holds every page's title, so it grows as an area is translated: Chinese titles take 3 bytes a character
   * and compress less; the head of a fully translated Chinese area has to fit too.
   */
  searchIndexHead: 20 * KiB,
  searchIndexTermFile: 12 * KiB,
  /** 32 documents each: English ones reach about 2.7 KiB; translated Chinese text (3 bytes a character in UTF-8, which
   * compresses less) about 4.2 KiB. */
  searchIndexDisplayFile: 5 * KiB,
  /**
   * All the JS each page of BENCH_PAGES (scripts/bench/pages.mjs) loads, route chunks included, in en, ru and
   * zh-Hans: 115-150 KiB in late November 2026 (a translated page is the larger: Cyrillic and Chinese text, and the
   * UI strings its code shows, each in place in that code: plugins/lean-entry), where the goal for every page is
   * 150. Doc pages load no Prism (src/theme/CodeBlock/Content): a change that brings it back to them fails these.
   */
  pageJs: { home: 122 * KiB, 'doc page': 151 * KiB, 'mermaid page': 152 * KiB, search: 135 * KiB } as Record<string, number>,
};
