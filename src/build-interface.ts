/**
 * What the build (plugins/) and the browser (src/) must agree on, and the only module of src/ that plugins/ import.
 * Each name is defined beside the browser code that reads it, so the two sides cannot drift apart; this list says
 * which of them the build writes or runs. src/ itself imports those modules directly, never this one, and nothing in
 * src/ imports from plugins/ (tests/unit/build-browser-boundary.test.ts checks both).
 *
 * Files the bundler takes by path (a plugin's client modules, entries, aliases and replaced modules, a route's
 * component) are not imports: a plugin names them, by `require.resolve` or an `@site/src/…` string, and never runs
 * them.
 */

// The search index: the records the build extracts and the files it writes (plugins/search-index), in the format
// the browser reads them in.
export { SOURCE_LANGUAGE, type Hierarchy, type Product, type RecordType, type SearchRecord } from './search/record';
export { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from './search/minisearch-options';
export { nameIndexFiles, packIndex, type NamedIndexFiles } from './search/index-format';
export type { SearchIndexGlobalData } from './search/index-urls';

// The search page's <head> script, which the build writes into /search with the files it found (plugins/search-index).
export {
  SEARCH_CODE_CHUNKS,
  searchPagePreloadScript,
  type FirstResultsFiles,
  type SearchPageFiles,
} from './search/search-page-head-script';

// Translations: the front-matter key each doc page gets its status under, the status page's data, and the notices'
// messages, which the build translates per locale (plugins/translation-status).
export { TRANSLATIONS_KEY, type PageTranslations } from './translation/page-translations';
export type { StatusPageData, StatusPageEntry } from './translation/status-page-data';
export { NOTICE_MESSAGES, NOTICE_MESSAGES_MODULE, type NoticeMessages } from './translation/notice-messages';

// Inline scripts every page's HTML carries, with the names they share with the page's own code: the one that runs the
// page's scripts after the first paint (plugins/paint-first), and the one that remembers clicks made before
// hydration (plugins/clicks-before-hydration).
export { RUN_AFTER_FIRST_PAINT } from './hydration/run-after-first-paint';
export { REMEMBER_CLICKS_BEFORE_HYDRATION } from './hydration/clicks-before-hydration';
