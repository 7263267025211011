import type { AreaIndex } from './area-index';
import { INDEX_OPTIONS, type IndexedDocument } from './minisearch-options';
import type { DisplayFile, TermFile } from './index-file';
import type { Product } from './record';
import { fetchIndexFile, importIndexLoader, indexFileUrl, loadIndexHead } from './index-files';

export type LocalIndex = AreaIndex<IndexedDocument>;

const cache = new Map<Product, { version: string; index: Promise<LocalIndex> }>();

/**
 * The index of an area, its head downloaded; the rest of its files come as queries need them. A head of a new
 * version (the dev server's, after an edit) replaces the index.
 */
export async function loadLocalIndex(product: Product): Promise<LocalIndex> {
  const [{ AreaIndex, yieldToMain }, head] = await Promise.all([importIndexLoader(), loadIndexHead(product)]);
  const cached = cache.get(product);
  if (cached?.version === head.version) return cached.index;
  const index = AreaIndex.fromHead<IndexedDocument>(
    head,
    INDEX_OPTIONS,
    {
      terms: (file, priority) => fetchIndexFile<TermFile>(indexFileUrl(head.termFiles[file]!), { priority }),
      display: (file, priority) => fetchIndexFile<DisplayFile>(indexFileUrl(head.displayFiles[file]!), { priority }),
    },
    yieldToMain,
  );
  index.catch(() => cache.delete(product));
  cache.set(product, { version: head.version, index });
  return index;
}
