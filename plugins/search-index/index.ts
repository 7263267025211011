import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import logger from '@docusaurus/logger';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { DOCS_AREAS, localizedContentPath, type DocsArea } from '../../config/docs-areas';
import { SOURCE_LANGUAGE, type Product, type SearchIndexGlobalData, type SearchPageFiles } from '../../src/build-interface';
import { inputHeadNames, type AreaInput, type BuiltArea, type BuiltIndexes } from './build-indexes';
import { indexCodeVersion } from './code-version';
import { buildIndexesInWorker } from './index-worker';
import { addSearchPagePreloads, firstResultsEntry, searchPageFiles, type NamedChunkGroups } from './search-page-preload';
import { searchConfigOf } from '../../config/search';
import { checkPluginNeeds, type PluginNeed } from '../shared/plugin-needs';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];

/** Shown as lvl0 when a page is not inside a sidebar category. */
const AREA_NAMES: Record<Product, string> = { avalonia: 'Avalonia UI', accelerate: 'Accelerate', xpf: 'XPF' };
/** Records of each built locale, for `npm run search:push`; kept out of the published build. */
export const RECORDS_DIR = 'search-records';
/** The folder of the index files in the build, and their URL under the base URL (src/search/index-urls.ts). */
const FILES_DIR = 'search-index';
/** Dev server: how long after a content change the indexes are rebuilt (a burst of saves rebuilds them once). */
const DEV_REBUILD_DELAY_MS = 1500;

const NEEDS: readonly PluginNeed[] = [
  { plugin: 'paint-first', position: 'anywhere', what: "the search page's preloads replace its template's, and its script runs them" },
];

function topLevelCategory(sidebar: Sidebar | undefined, docId: string): string | undefined {
  const contains = (items: Sidebar): boolean =>
    items.some((item) =>
      item.type === 'category'
        ? (item.link?.type === 'doc' && item.link.id === docId) || contains(item.items)
        : (item.type === 'doc' || item.type === 'ref') && item.id === docId,
    );
  for (const item of sidebar ?? []) {
    if (item.type === 'category' && contains([item])) return item.label;
  }
  return undefined;
}

/**
 * The language of a doc's text in the locale being built: the locale's own when the doc's source is its translation
 * (`@site/i18n/<locale>/docusaurus-plugin-content-docs…/current/…`), English when it is the English source
 * (`@site/docs/…`, `@site/accelerate/…`, `@site/xpf/…`), which the locale serves untranslated.
 */
export function contentLanguageOf(source: string, area: DocsArea, locale: string): string {
  if (source.startsWith(`@site/${localizedContentPath(area, locale)}/`)) return locale;
  if (source.startsWith(`@site/${area.path}/`)) return SOURCE_LANGUAGE;
  throw new Error(`[search-index] ${source} is neither a ${locale} translation nor an English source under ${area.path}/`);
}

/** An area's listed pages, each still to be read from `path`. */
type AreaPages = { product: Product; pages: Omit<AreaInput['pages'][number], 'source'>[] };

/** The listed pages of each docs area: what the indexes are built from, but for the pages' sources. */
function areaPages(context: LoadContext, docsPlugins: Record<string, LoadedContent> | undefined): AreaPages[] {
  const locale = context.i18n.currentLocale;
  return DOCS_AREAS.map((area): AreaPages => {
    const version = docsPlugins?.[area.id]?.loadedVersions[0];
    const docs = (version?.docs ?? []).filter((doc) => !doc.unlisted && !doc.frontMatter.draft);
    const pages = docs.map((doc) => ({
      /** Site-relative: errors name it as the writer sees it. */
      path: doc.source.replace(/^@site\//, ''),
      // A folder's index page has a permalink ending in `/`; its route follows the site's trailingSlash setting.
      permalink: applyTrailingSlash(doc.permalink, context.siteConfig),
      title: doc.title,
      contentLanguage: contentLanguageOf(doc.source, area, locale),
      lvl0: topLevelCategory(version?.sidebars.documentationSidebar, doc.id) ?? AREA_NAMES[area.product],
      tag: `docs-${area.id}-${version?.versionName ?? 'current'}`,
    }));
    return { product: area.product, pages };
  });
}

/** The pages with their sources, read now. */
async function withSources(siteDir: string, areas: AreaPages[]): Promise<AreaInput[]> {
  return Promise.all(
    areas.map(async ({ product, pages }) => ({
      product,
      pages: await Promise.all(pages.map(async (page) => ({ ...page, source: await readFile(join(siteDir, page.path), 'utf8') }))),
    })),
  );
}

/**
 * Builds the search records of every docs area for the locale being built or served, and the MiniSearch index
 * of each area, in files (`search-index/<product>*.json` under the base URL, see src/search/index-format.ts) the
 * browser downloads as searches need them.
 * A production build publishes the heads' names (decided from the pages and the code, `inputHeadNames`) and builds
 * the indexes in a worker thread while it bundles and renders; postBuild writes them. The dev server builds them
 * in its own thread, on every content change, so a writer finds the page just edited.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  checkPluginNeeds(context.siteConfig.plugins, 'search-index', NEEDS);
  const language = context.i18n.currentLocale;
  const devServer = process.env.NODE_ENV === 'development';
  /** Their URL, under the base URL (which includes the locale). */
  const filesUrl = `${context.baseUrl}${FILES_DIR}/`;
  /** Production: the indexes being built in the worker. */
  let building: Promise<BuiltIndexes> | undefined;
  /** Production builds: the client bundle's named chunks, for the search page's preloads. */
  let chunkGroups: NamedChunkGroups | undefined;

  /** Names the head of each area for the client. */
  function globalData(heads: Partial<Record<Product, string>>): SearchIndexGlobalData {
    const missing = DOCS_AREAS.filter(({ product }) => !heads[product]);
    if (missing.length > 0) throw new Error(`[search-index] no index was built for ${missing.map(({ product }) => product).join(', ')}`);
    return { dir: filesUrl, heads: heads as Record<Product, string> };
  }

  /** The URLs of each area's head and term files, for the search page's preloads. */
  function indexUrls(areas: Record<Product, BuiltArea>): SearchPageFiles['areas'] {
    const url = (name: string) => `${filesUrl}${name}`;
    return Object.fromEntries(
      Object.entries(areas).map(([product, { headFile, head }]) => [
        product,
        { head: url(headFile), termFileStarts: head.termFileStarts, terms: head.termFiles.map(url) },
      ]),
    ) as SearchPageFiles['areas'];
  }

  const logBuilt = (built: BuiltIndexes) =>
    // The benchmark reads this line (scripts/bench): keep its shape. The time is the build's own, in its thread.
    logger.info(`[search-index] ${language}: ${built.records.length} records indexed in ${Math.round(built.ms)} ms`);

  const devIndexes = devServer ? devServerIndexes(context, filesUrl, logBuilt) : undefined;

  return {
    name: 'search-index',
    async allContentLoaded({ allContent, actions }) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedContent> | undefined;
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
      const pages = areaPages(context, docsPlugins);
      if (devIndexes) {
        // Read when the rebuild runs: the dev server reloads the docs after every save, and an edit is shown before.
        actions.setGlobalData(globalData(devIndexes.update(() => withSources(context.siteDir, pages))));
        return;
      }
      const areas = await withSources(context.siteDir, pages);
      const headFiles = inputHeadNames({ language, areas }, indexCodeVersion(context.siteDir));
      building = buildIndexesInWorker({ language, areas, hashInNames: true, headFiles });
      building.then(logBuilt).catch(() => undefined); // postBuild reports a failure
      actions.setGlobalData(globalData(headFiles));
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (devIndexes) {
        // Served as they are rewritten.
        const devServerStatic = { directory: devIndexes.filesDir, publicPath: filesUrl, watch: false };
        return { devServer: { static: [devServerStatic] } } as Record<string, unknown>;
      }
      const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
      return { plugins: [firstResultsEntry(config, manifestPath, (groups) => (chunkGroups = groups))] };
    },
    async postBuild({ outDir }) {
      if (!chunkGroups) throw new Error('[search-index] the client build did not report its chunks');
      if (!building) throw new Error('[search-index] no index was built');
      const built = await building;
      const dir = join(outDir, FILES_DIR);
      await mkdir(dir, { recursive: true });
      await Promise.all(built.files.map(([name, data]) => writeFile(join(dir, name), data)));
      // With Algolia, the page has no local index to show first results from.
      const local = searchConfigOf(context.siteConfig).backend === 'local' ? { locale: language, dir: filesUrl } : null;
      await addSearchPagePreloads(outDir, searchPageFiles(chunkGroups, context.baseUrl, indexUrls(built.areas), local));
      const recordsDir = join(context.siteDir, RECORDS_DIR);
      await mkdir(recordsDir, { recursive: true });
      await writeFile(join(recordsDir, `${language}.json`), JSON.stringify(built.records));
    },
  };
}

/**
 * The dev server's indexes: built in the index worker thread, off the thread that serves pages and compiles edits,
 * and written under names that stay (`<product>.json`; the head's version changes instead, as files are rewritten
 * after the global data naming the heads was published), then served from `filesDir`. Neither the first page nor
 * an edit waits for them: the first build runs while the bundler compiles, rebuilds (which read the pages only
 * then) once an edit's own compilation is over, and the open page picks them up on its next search
 * (src/search/index-urls.ts).
 */
function devServerIndexes(context: LoadContext, filesUrl: string, logBuilt: (built: BuiltIndexes) => void) {
  const language = context.i18n.currentLocale;
  const filesDir = join(context.generatedFilesDir, 'search-index-files', language);
  /** Which content reload the pending rebuild belongs to, so only the latest one writes. */
  let generation = 0;
  let pendingRebuild: ReturnType<typeof setTimeout> | undefined;
  /** Without hashes in names, each area's head is `<product>.json` (src/search/index-format.ts). */
  const heads = Object.fromEntries(DOCS_AREAS.map(({ product }) => [product, `${product}.json`])) as Record<Product, string>;

  async function build(readAreas: () => Promise<AreaInput[]>, isCurrent: () => boolean): Promise<void> {
    // A page deleted since the reload: the reload its deletion causes rebuilds the indexes.
    const areas = await readAreas().catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!areas || !isCurrent()) return;
    const built = await buildIndexesInWorker({ language, areas, hashInNames: false });
    if (!isCurrent()) return;
    await mkdir(filesDir, { recursive: true });
    await Promise.all(built.files.map(([name, data]) => writeFile(join(filesDir, name), data)));
    // Files of an earlier build (before the docs changed) would be served for nothing.
    const written = new Set(built.files.map(([name]) => name));
    const stale = (await readdir(filesDir)).filter((name) => !written.has(name));
    await Promise.all(stale.map((name) => rm(join(filesDir, name), { force: true })));
    const named = Object.fromEntries(Object.entries(built.areas).map(([product, area]) => [product, area.headFile]));
    if (JSON.stringify(named) !== JSON.stringify(heads)) throw new Error(`[search-index] the dev server's heads are ${JSON.stringify(named)}, not ${JSON.stringify(heads)}`);
    logBuilt(built);
  }

  return {
    filesDir,
    /** Rebuilds the indexes (at once on the first load, else after edits settle); gives the heads' names. */
    update(readAreas: () => Promise<AreaInput[]>): Record<Product, string> {
      const current = ++generation;
      const rebuild = () => build(readAreas, () => current === generation).catch((error: unknown) => logger.error(`[search-index] ${String(error)}`));
      clearTimeout(pendingRebuild);
      if (current === 1) void rebuild();
      else pendingRebuild = setTimeout(() => void rebuild(), DEV_REBUILD_DELAY_MS);
      return heads;
    },
  };
}
