import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compiler, StatsCompilation } from 'webpack';
import {
  SEARCH_CODE_CHUNKS,
  searchPagePreloadScript,
  type SearchPageFiles,
} from '../../src/search/search-page-preload';

export type NamedChunkGroups = NonNullable<StatsCompilation['namedChunkGroups']>;

/**
 * What the search page's first results may need beyond what its HTML already preloads (its entry and route chunks,
 * plugins/paint-first), as URLs under the site's base URL: the search code, by chunk group (a group includes the
 * chunks split out of it), and each area's index files.
 */
export function searchPageFiles(
  groups: NamedChunkGroups,
  baseUrl: string,
  areas: SearchPageFiles['areas'],
): SearchPageFiles {
  const filesOf = (name: string): string[] => {
    const group = groups[name];
    if (!group) throw new Error(`[search-index] the client build has no chunk named "${name}" (see src/search/search-page-preload.ts)`);
    return (group.assets ?? []).map(({ name: file }) => file).filter((file) => file.endsWith('.js')).map((file) => `${baseUrl}${file}`);
  };
  return { areas, code: [...new Set(SEARCH_CODE_CHUNKS.flatMap(filesOf))] };
}

/** A webpack/Rspack plugin that hands over the client build's named chunk groups when it is done. */
export function chunkGroupsPlugin(onDone: (groups: NamedChunkGroups) => void) {
  return {
    apply(compiler: Compiler): void {
      compiler.hooks.done.tap('search-index', (stats) => {
        onDone(stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {});
      });
    },
  };
}

/** Adds the preload script (src/search/search-page-preload.ts) to the built search page's <head>. */
export async function addSearchPagePreloads(outDir: string, files: SearchPageFiles): Promise<void> {
  const page = ['search.html', join('search', 'index.html')].map((file) => join(outDir, file)).find((file) => existsSync(file));
  if (!page) throw new Error(`[search-index] no search page in ${outDir} to add its preloads to`);
  const html = await readFile(page, 'utf8');
  if (!html.includes('</head>')) throw new Error(`[search-index] ${page} has no </head> to add the preloads before`);
  await writeFile(page, html.replace('</head>', `<script>${searchPagePreloadScript(files)}</script></head>`));
}
