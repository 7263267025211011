import { PRODUCTS, type Product } from './record';
import type { SearchRequest } from './search-types';

/** The products a request is about: its `product:` filters, else its docs tags, else every product. */
export function productsOf(facetFilters: SearchRequest['facetFilters']): Product[] {
  const flat = (typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? [])).flat();
  const value = (prefix: string) =>
    flat.filter((filter) => filter.startsWith(prefix)).map((filter) => filter.slice(prefix.length));
  const fromProducts = value('product:').filter((p): p is Product => (PRODUCTS as readonly string[]).includes(p));
  if (fromProducts.length) return [...new Set(fromProducts)];
  const fromTags = value('docusaurus_tag:')
    .map((tag) => /^docs-(default|accelerate|xpf)-/.exec(tag)?.[1])
    .map((id) => (id === 'default' ? 'avalonia' : id))
    .filter((p): p is Product => p !== undefined);
  return fromTags.length ? [...new Set(fromTags)] : [...PRODUCTS];
}
