import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import logger from '@docusaurus/logger';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { DOCS_AREAS } from '../../config/docs-areas';
import { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from '../../src/search/minisearch-options';
import { packIndex, toIndexParts } from '../../src/search/index-file';
import type { Product, SearchRecord } from '../../src/search/record';
import { extractRecords } from './extract-records';
import { addSearchPagePreloads, chunkGroupsPlugin, routeChunkNames, searchPageFiles, type NamedChunkGroups } from './search-page-preload';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];

/** Shown as lvl0 when a page is not inside a sidebar category. */
const AREA_NAMES: Record<Product, string> = { avalonia: 'Avalonia UI', accelerate: 'Accelerate', xpf: 'XPF' };
/** Records of each built locale, for `npm run search:push`; kept out of the published build. */
export const RECORDS_DIR = 'search-records';
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
 * of each area (`@generated/search-index/default/<product>.json`), which the browser loads on first use.
 * Runs in the dev server too, on every content change, so a writer finds the page just edited.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const language = context.i18n.currentLocale;
  const devServer = process.env.NODE_ENV === 'development';
  let allRecords: SearchRecord[] = [];
  /** Production builds: the client bundle's named chunks, for the search page's preloads. */
  let chunkGroups: NamedChunkGroups | undefined;
  /** Dev server only: which content reload the pending index rebuild belongs to, so only the latest one writes. */
  let generation = 0;
  /** Dev server only: the index rebuild waiting for edits to settle. */
  let pendingRebuild: ReturnType<typeof setTimeout> | undefined;

  async function buildIndexes(
    docsPlugins: Record<string, LoadedContent> | undefined,
    createData: (name: string, data: string) => Promise<string>,
    isCurrent: () => boolean,
  ): Promise<void> {
    const started = performance.now();
    const records: SearchRecord[] = [];
    const files: [string, string][] = [];
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
      files.push([`${area.product}.json`, JSON.stringify(toIndexParts(packIndex(index.toJSON(), pages)))]);
      records.push(...areaRecords);
    }
    if (!isCurrent()) return;
    await Promise.all(files.map(([name, data]) => createData(name, data)));
    allRecords = records;
    // The benchmark reads this line (scripts/bench): keep its shape.
    logger.info(`[search-index] ${language}: ${records.length} records indexed in ${Math.round(performance.now() - started)} ms`);
  }

  return {
    name: 'search-index',
    async allContentLoaded({ allContent, actions }) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedContent> | undefined;
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
      const current = ++generation;
      const build = () => buildIndexes(docsPlugins, actions.createData, () => current === generation);
      // After the dev server's first load, an edit shows without waiting for the indexes: they are rebuilt once
      // the edit's own compilation is over (rebuilt at once, their files started a second compilation that
      // delayed the edit's: 0.55-0.75 s became 1.05-1.13 s), and the open page picks them up on its next search.
      if (devServer && current > 1) {
        clearTimeout(pendingRebuild);
        pendingRebuild = setTimeout(
          () => build().catch((error: unknown) => logger.error(`[search-index] ${String(error)}`)),
          DEV_REBUILD_DELAY_MS,
        );
        return;
      }
      await build();
    },
    configureWebpack(_config, isServer) {
      if (isServer || devServer) return {};
      return { plugins: [chunkGroupsPlugin((groups) => (chunkGroups = groups))] };
    },
    async postBuild({ outDir }) {
      if (!chunkGroups) throw new Error('[search-index] the client build did not report its chunks');
      const routesChunkNames = JSON.parse(await readFile(join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
      const routeChunks = routeChunkNames(routesChunkNames, `${context.baseUrl}search`);
      await addSearchPagePreloads(outDir, searchPageFiles(chunkGroups, context.baseUrl, routeChunks));
      const dir = join(context.siteDir, RECORDS_DIR);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${language}.json`), JSON.stringify(allRecords));
    },
  };
}
