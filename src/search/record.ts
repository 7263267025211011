/** The record model shared by the local index, the Algolia index and the DocSearch UI. */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Product = 'avalonia' | 'accelerate' | 'xpf';
export const PRODUCTS: readonly Product[] = ['avalonia', 'accelerate', 'xpf'];

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One section of a page: its heading (or the page intro) and the text under it. */
export interface SearchRecord {
  objectID: string;
  /** Site-relative URL, with the anchor of the heading. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string;
  language: string;
  /** Docusaurus contextual-search tag, e.g. `docs-default-current`. */
  docusaurus_tag: string;
  product: Product;
}

/** `/docs/...` → avalonia, `/accelerate/...` → accelerate, `/xpf/...` → xpf (after any locale or base prefix). */
export function productOfPath(path: string): Product | undefined {
  const match = /\/(docs|accelerate|xpf)(\/|$)/.exec(path);
  if (!match) return undefined;
  return match[1] === 'docs' ? 'avalonia' : (match[1] as Product);
}
