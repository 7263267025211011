import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import logger from '@docusaurus/logger';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { DOCS_AREAS } from '../../config/docs-areas';
import { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from '../../src/search/minisearch-options';
import { nameIndexFiles, packIndex, type IndexFileNaming, type NamedIndexFiles } from '../../src/search/index-file';
import type { SearchPageFiles } from '../../src/search/search-page-preload';
import type { SearchIndexGlobalData } from '../../src/search/index-files';
import type { Product, SearchRecord } from '../../src/search/record';
import { extractRecords } from './extract-records';
import { addSearchPagePreloads, firstResultsEntry, searchPageFiles, type NamedChunkGroups } from './search-page-preload';
import { searchConfigOf } from '../../config/search';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];
/** An area's index as built: its head, and the name of the head's file. */
type BuiltArea = Omit<NamedIndexFiles, 'files'>;

/** Shown as lvl0 when a page is not inside a sidebar category. */
const AREA_NAMES: Record<Product, string> = { avalonia: 'Avalonia UI', accelerate: 'Accelerate', xpf: 'XPF' };
/** Records of each built locale, for `npm run search:push`; kept out of the published build. */
export const RECORDS_DIR = 'search-records';
/** The folder of the index files in the build, and their URL under the base URL (src/search/index-files.ts). */
const FILES_DIR = 'search-index';
/** Dev server: how long after a content change the indexes are rebuilt (a burst of saves rebuilds them once). */
const DEV_REBUILD_DELAY_MS = 1500;

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

function sourcePath(context: LoadContext, doc: DocMetadata): string {
  return doc.source.replace(/^@site\//, `${context.siteDir}/`);
}

/**
 * Builds the search records of every docs area for the locale being built or served, and the MiniSearch index
 * of each area, in files (`search-index/<product>*.json` under the base URL, see src/search/index-file.ts) the
 * browser downloads as searches need them.
 * Runs in the dev server too, on every content change, so a writer finds the page just edited.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const language = context.i18n.currentLocale;
  const devServer = process.env.NODE_ENV === 'development';
  let allRecords: SearchRecord[] = [];
  /** Where the index files are written, then served (dev server) or copied into the build. */
  const filesDir = join(context.generatedFilesDir, 'search-index-files', language);
  /** Their URL, under the base URL (which includes the locale). */
  const filesUrl = `${context.baseUrl}${FILES_DIR}/`;
  /**
   * Production: file names carry their content's hash, so hosts can cache them for good. Dev server: the names stay
   * and the head's version changes, as files are rewritten after the global data naming the heads was published.
   */
  const naming: IndexFileNaming = {
    hash: (text) => createHash('sha256').update(text).digest('hex').slice(0, 10),
    hashInNames: !devServer,
  };
  /** The built areas' heads (file name and content): what the global data and the search page's preloads name. */
  let builtAreas: Record<Product, BuiltArea> | undefined;
  /** Production builds: the client bundle's named chunks, for the search page's preloads. */
  let chunkGroups: NamedChunkGroups | undefined;
  /** Dev server only: which content reload the pending index rebuild belongs to, so only the latest one writes. */
  let generation = 0;
  /** Dev server only: the index rebuild waiting for edits to settle. */
  let pendingRebuild: ReturnType<typeof setTimeout> | undefined;

  async function buildIndexes(docsPlugins: Record<string, LoadedContent> | undefined, isCurrent: () => boolean): Promise<void> {
    const started = performance.now();
    const records: SearchRecord[] = [];
    const files: [string, string][] = [];
    const areas: Partial<Record<Product, BuiltArea>> = {};
    for (const area of DOCS_AREAS) {
      const version = docsPlugins?.[area.id]?.loadedVersions[0];
      const areaRecords: SearchRecord[] = [];
      for (const doc of version?.docs ?? []) {
        if (doc.unlisted || doc.frontMatter.draft) continue;
        areaRecords.push(
          ...extractRecords({
            source: await readFile(sourcePath(context, doc), 'utf8'),
            // A folder's index page has a permalink ending in `/`; its route follows the site's trailingSlash setting.
            permalink: applyTrailingSlash(doc.permalink, context.siteConfig),
            title: doc.title,
            lvl0: topLevelCategory(version?.sidebars.documentationSidebar, doc.id) ?? AREA_NAMES[area.product],
            language,
            tag: `docs-${area.id}-${version?.versionName ?? 'current'}`,
            product: area.product,
          }),
        );
      }
      const { pages, documents } = toIndexedDocuments(areaRecords);
      const index = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
      index.addAll(documents);
      const packed = packIndex(index.toJSON(), pages);
      const { files: areaFiles, ...built } = nameIndexFiles(area.product, packed, naming);
      areas[area.product] = built;
      files.push(...areaFiles);
      records.push(...areaRecords);
    }
    if (!isCurrent()) return;
    await mkdir(filesDir, { recursive: true });
    await Promise.all(files.map(([name, data]) => writeFile(join(filesDir, name), data)));
    await removeStaleFiles(new Set(files.map(([name]) => name)));
    allRecords = records;
    builtAreas = areas as Record<Product, BuiltArea>;
    // The benchmark reads this line (scripts/bench): keep its shape.
    logger.info(`[search-index] ${language}: ${records.length} records indexed in ${Math.round(performance.now() - started)} ms`);
  }

  /**
   * Names the head of each area for the client. Under the dev server, published while a rebuild may still be
   * pending: the last build's names are right, since the dev server's names never change (see `naming`).
   */
  function globalData(): SearchIndexGlobalData {
    const heads = Object.fromEntries(DOCS_AREAS.map(({ product }) => [product, builtAreas?.[product]?.headFile]));
    if (Object.values(heads).some((head) => !head)) throw new Error('[search-index] no index was built');
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

  /** Files of an earlier build (before the docs changed) would be copied into the build, and served, for nothing. */
  async function removeStaleFiles(written: ReadonlySet<string>): Promise<void> {
    const stale = (await readdir(filesDir)).filter((name) => !written.has(name));
    await Promise.all(stale.map((name) => rm(join(filesDir, name), { force: true })));
  }

  return {
    name: 'search-index',
    async allContentLoaded({ allContent, actions }) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedContent> | undefined;
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
      const current = ++generation;
      const build = () => buildIndexes(docsPlugins, () => current === generation);
      // After the dev server's first load, an edit shows without waiting for the indexes: they are rebuilt once
      // the edit's own compilation is over, so the two do not share the CPU, and the open page picks them up on
      // its next search (src/search/index-files.ts).
      if (devServer && current > 1) {
        clearTimeout(pendingRebuild);
        pendingRebuild = setTimeout(
          () => build().catch((error: unknown) => logger.error(`[search-index] ${String(error)}`)),
          DEV_REBUILD_DELAY_MS,
        );
      } else {
        await build();
      }
      actions.setGlobalData(globalData());
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (devServer) {
        // Served as they are rewritten; a production build copies them in (postBuild).
        const devServerStatic = { directory: filesDir, publicPath: filesUrl, watch: false };
        return { devServer: { static: [devServerStatic] } } as Record<string, unknown>;
      }
      const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
      return { plugins: [firstResultsEntry(config, manifestPath, (groups) => (chunkGroups = groups))] };
    },
    async postBuild({ outDir }) {
      if (!chunkGroups) throw new Error('[search-index] the client build did not report its chunks');
      if (!builtAreas) throw new Error('[search-index] no index was built');
      await cp(filesDir, join(outDir, FILES_DIR), { recursive: true });
      // With Algolia, the page has no local index to show first results from.
      const local = searchConfigOf(context.siteConfig).backend === 'local' ? { locale: language, dir: filesUrl } : null;
      await addSearchPagePreloads(outDir, searchPageFiles(chunkGroups, context.baseUrl, indexUrls(builtAreas), local));
      const dir = join(context.siteDir, RECORDS_DIR);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${language}.json`), JSON.stringify(allRecords));
    },
  };
}
