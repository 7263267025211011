import type { IndexParts } from './index-file';
import type { Product } from './record';

/**
 * The index of each area, built by plugins/search-index for the locale being served, is its own chunk, and is
 * downloaded, with MiniSearch, only when a reader first reaches for search in that area. This module only names
 * the chunks (local-indexes.ts unpacks them), so the search button can start the downloads without carrying the
 * search code. The chunk names are how plugins/search-index finds their files for the search page's preloads
 * (./search-page-preload.ts).
 */
export const INDEX_CHUNKS: Record<Product, () => Promise<{ default: IndexParts }>> = {
  avalonia: () => import(/* webpackChunkName: "search-index-avalonia" */ '@generated/search-index/default/avalonia.json'),
  accelerate: () => import(/* webpackChunkName: "search-index-accelerate" */ '@generated/search-index/default/accelerate.json'),
  xpf: () => import(/* webpackChunkName: "search-index-xpf" */ '@generated/search-index/default/xpf.json'),
};

/** MiniSearch and the loader of the index files (./packed-minisearch.ts). */
export const importIndexLoader = () => import(/* webpackChunkName: "search-index-loader" */ './packed-minisearch');
