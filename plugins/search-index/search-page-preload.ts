import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compiler, Configuration, StatsCompilation } from 'webpack';
import {
  SEARCH_CODE_CHUNKS,
  searchPagePreloadScript,
  type FirstResultsFiles,
  type SearchPageFiles,
} from '../../src/build-interface';

export type NamedChunkGroups = NonNullable<StatsCompilation['namedChunkGroups']>;

/** The client build's entry of the first-results script (src/search/first-results.ts). */
export const FIRST_RESULTS_ENTRY = 'first-results';

/** What the search page's <head> script is given beyond the page's own scripts, which its HTML names. */
export type SearchPageBuildFiles = Omit<SearchPageFiles, 'scripts'>;

/**
 * What the search page's first results may need beyond its own scripts (its entry and route chunks, which its HTML
 * names), as URLs under the site's base URL: the search code, by chunk group (a group includes the chunks split
 * out of it), each area's index files, and with the local index the first-results script's files.
 */
export function searchPageFiles(
  groups: NamedChunkGroups,
  baseUrl: string,
  areas: SearchPageFiles['areas'],
  local: Omit<FirstResultsFiles, 'scripts'> | null,
): SearchPageBuildFiles {
  const filesOf = (name: string): string[] => {
    const group = groups[name];
    if (!group) throw new Error(`[search-index] the client build has no chunk named "${name}" (see src/search/search-page-head-script.ts)`);
    return (group.assets ?? []).map(({ name: file }) => file).filter((file) => file.endsWith('.js')).map((file) => `${baseUrl}${file}`);
  };
  return {
    areas,
    code: [...new Set(SEARCH_CODE_CHUNKS.flatMap(filesOf))],
    firstResults: local && { ...local, scripts: filesOf(FIRST_RESULTS_ENTRY) },
  };
}

/**
 * Adds the first-results script's entry to the client build, and a webpack/Rspack plugin that, when the build is
 * done, hands over its named chunk groups and takes that entry out of the manifest's entrypoints: Docusaurus would
 * otherwise put it in every page. Only the search page's <head> script loads it.
 */
export function firstResultsEntry(config: Configuration, manifestPath: string, onDone: (groups: NamedChunkGroups) => void) {
  if (typeof config.entry !== 'string') throw new Error('[search-index] expected Docusaurus\'s client entry to be one module');
  config.entry = { main: config.entry, [FIRST_RESULTS_ENTRY]: require.resolve('../../src/search/first-results.ts') };
  return {
    apply(compiler: Compiler): void {
      // `done` follows the manifest plugin's `emit`, and comes before Docusaurus reads the manifest to render pages.
      compiler.hooks.done.tap('search-index', (stats) => {
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { entrypoints: string[] };
        manifest.entrypoints = manifest.entrypoints.filter((name) => name !== FIRST_RESULTS_ENTRY);
        writeFileSync(manifestPath, JSON.stringify(manifest));
        onDone(stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {});
      });
    },
  };
}

/** The page's own script preloads, as plugins/paint-first's template writes them and the HTML minifier leaves them. */
const OWN_SCRIPT = /<link rel="?preload"? as="?script"? fetchpriority="?low"? href="?([^"\s>]+)"?\s*\/?>/g;

/**
 * Puts the preload script (src/search/search-page-head-script.ts) in the built search page's <head>, in place of the
 * page's own script preloads, which it adds itself.
 */
export async function addSearchPagePreloads(outDir: string, files: SearchPageBuildFiles): Promise<void> {
  const page = ['search.html', join('search', 'index.html')].map((file) => join(outDir, file)).find((file) => existsSync(file));
  if (!page) throw new Error(`[search-index] no search page in ${outDir} to add its preloads to`);
  const html = await readFile(page, 'utf8');
  if (!html.includes('</head>')) throw new Error(`[search-index] ${page} has no </head> to add the preloads before`);
  const scripts = [...html.matchAll(OWN_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error(`[search-index] ${page} preloads none of its scripts (see plugins/paint-first)`);
  const script = searchPagePreloadScript({ ...files, scripts });
  await writeFile(page, html.replace(OWN_SCRIPT, '').replace('</head>', () => `<script>${script}</script></head>`));
}
