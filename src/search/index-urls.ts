import globalData from '@generated/globalData';
import type { Product } from './record';
import type { AreaIndexHead } from './index-format';
import { onceUnlessRejected } from './once-unless-rejected';
import { fetchIndexFile } from './fetch-index-file';

/** What plugins/search-index tells the client, through Docusaurus's global data. */
export interface SearchIndexGlobalData {
  /** URL of the folder of the index files, under the site's base URL (which includes the locale). */
  dir: string;
  /** The head file of each area's index (./index-format.ts), which names the others. */
  heads: Record<Product, string>;
}

function indexData(): SearchIndexGlobalData {
  const data = globalData['search-index']?.default as SearchIndexGlobalData | undefined;
  if (!data) throw new Error('search index: plugins/search-index published no index files');
  return data;
}

/** The URL of a file of the index, by name. */
export const indexFileUrl = (name: string): string => `${indexData().dir}${name}`;
export const indexHeadUrl = (product: Product): string => indexFileUrl(indexData().heads[product]);

/**
 * The dev server rewrites the index files under the same names when a writer saves a page: there, each query
 * asks for the head again (a local request), and a new version replaces the index (./load-local-index.ts), so the
 * page just edited is found without a reload. A production build names files by their content, so a page keeps
 * what it loaded.
 */
const REVALIDATE = process.env.NODE_ENV === 'development';
const fetchHead = onceUnlessRejected((product: Product) => fetchIndexFile<AreaIndexHead>(indexHeadUrl(product)));

/** The head of an area's index, downloaded once per page in a production build (see REVALIDATE). */
export function loadIndexHead(product: Product): Promise<AreaIndexHead> {
  if (REVALIDATE) return fetchIndexFile<AreaIndexHead>(indexHeadUrl(product), { cache: 'no-cache' });
  return fetchHead(product);
}

/** MiniSearch and the loader of the index files (./area-index-loader.ts). */
export const importIndexLoader = () => import(/* webpackChunkName: "search-index-loader" */ './area-index-loader');
