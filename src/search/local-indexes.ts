import type MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type IndexedDocument, type PageEntry } from './minisearch-options';
import { unpackIndex } from './index-file';
import type { Product } from './record';
import { INDEX_CHUNKS, importMiniSearch } from './index-chunks';

export interface LocalIndex {
  pages: PageEntry[];
  search: MiniSearch<IndexedDocument>;
}

const cache = new Map<Product, Promise<LocalIndex>>();

export function loadLocalIndex(product: Product): Promise<LocalIndex> {
  let pending = cache.get(product);
  if (!pending) {
    pending = Promise.all([importMiniSearch(), INDEX_CHUNKS[product]()]).then(([{ default: MiniSearchClass }, data]) => ({
      pages: data.default.pages,
      search: MiniSearchClass.loadJS<IndexedDocument>(unpackIndex(data.default), INDEX_OPTIONS),
    }));
    // A failed download is retried on the next query rather than cached.
    pending.catch(() => cache.delete(product));
    cache.set(product, pending);
  }
  return pending;
}
