import type { IndexParts } from './index-file';
import type { Product } from './record';

/**
 * The index of each area, built by plugins/search-index for the locale being served, is its own chunk, and is
 * downloaded, with MiniSearch, only when a reader first reaches for search in that area. This module only names
 * the chunks (local-indexes.ts unpacks them), so the search button can start the downloads without carrying the
 * search code.
 */
export const INDEX_CHUNKS: Record<Product, () => Promise<{ default: IndexParts }>> = {
  avalonia: () => import('@generated/search-index/default/avalonia.js'),
  accelerate: () => import('@generated/search-index/default/accelerate.js'),
  xpf: () => import('@generated/search-index/default/xpf.js'),
};

/** MiniSearch and the loader of the index files (./packed-minisearch.ts). */
export const importIndexLoader = () => import('./packed-minisearch');
