import type MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type IndexedDocument, type PageEntry } from './minisearch-options';
import type { Product } from './record';
import { INDEX_CHUNKS, importIndexLoader } from './index-chunks';

export interface LocalIndex {
  pages: PageEntry[];
  search: MiniSearch<IndexedDocument>;
}

const cache = new Map<Product, Promise<LocalIndex>>();

export function loadLocalIndex(product: Product): Promise<LocalIndex> {
  let pending = cache.get(product);
  if (!pending) {
    pending = Promise.all([importIndexLoader(), INDEX_CHUNKS[product]()]).then(
      ([{ PackedMiniSearch, yieldToMain }, { default: parts }]) =>
        PackedMiniSearch.fromParts<IndexedDocument>(parts, INDEX_OPTIONS, yieldToMain),
    );
    // A failed download is retried on the next query rather than cached.
    pending.catch(() => cache.delete(product));
    cache.set(product, pending);
  }
  return pending;
}
