import type MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type IndexedDocument, type PageEntry } from './minisearch-options';
import { unpackIndex, type AreaIndexFile } from './index-file';
import type { Product } from './record';

export interface LocalIndex {
  pages: PageEntry[];
  search: MiniSearch<IndexedDocument>;
}

/**
 * The index of each area, built by plugins/search-index for the locale being served. Each is its own chunk, and
 * with MiniSearch itself is downloaded only when a reader first searches that area.
 */
const IMPORTERS: Record<Product, () => Promise<{ default: AreaIndexFile }>> = {
  avalonia: () => import('@generated/search-index/default/avalonia.json'),
  accelerate: () => import('@generated/search-index/default/accelerate.json'),
  xpf: () => import('@generated/search-index/default/xpf.json'),
};

const cache = new Map<Product, Promise<LocalIndex>>();

export function loadLocalIndex(product: Product): Promise<LocalIndex> {
  let pending = cache.get(product);
  if (!pending) {
    pending = Promise.all([import('minisearch'), IMPORTERS[product]()]).then(([{ default: MiniSearchClass }, data]) => ({
      pages: data.default.pages,
      search: MiniSearchClass.loadJS<IndexedDocument>(unpackIndex(data.default), INDEX_OPTIONS),
    }));
    // A failed download is retried on the next query rather than cached.
    pending.catch(() => cache.delete(product));
    cache.set(product, pending);
  }
  return pending;
}
