import type { Product } from './record';
import { importIndexLoader, indexFileUrl, loadIndexHead } from './index-urls';
import { localIndexFromHead, type LocalIndex } from './index-from-head';

export type { LocalIndex } from './index-from-head';

const cache = new Map<Product, { version: string; index: Promise<LocalIndex> }>();

/**
 * The index of an area, its head downloaded; the rest of its files come as queries need them. A head of a new
 * version (the dev server's, after an edit) replaces the index.
 */
export async function loadLocalIndex(product: Product): Promise<LocalIndex> {
  const [loader, head] = await Promise.all([importIndexLoader(), loadIndexHead(product)]);
  const cached = cache.get(product);
  if (cached?.version === head.version) return cached.index;
  const index = localIndexFromHead(loader, head, indexFileUrl);
  index.catch(() => cache.delete(product));
  cache.set(product, { version: head.version, index });
  return index;
}
