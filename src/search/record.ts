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
  /**
   * The site locale the record is served under (`/ru/...` pages are `ru`): the facet every query filters on
   * (`language:ru`, DocSearch's convention), in the modal, on /search and in Algolia. Not the language of the text.
   */
  language: string;
  /**
   * The language of the record's text: the locale for a translated page, `en` (SOURCE_LANGUAGE) for a page the locale
   * serves untranslated, its English source under the locale's UI. Untranslated records rank below translated ones
   * of equal relevance, and their hits carry an "EN" badge (./untranslated-hit.ts).
   */
  content_language: string;
  /** Docusaurus contextual-search tag, e.g. `docs-default-current`. */
  docusaurus_tag: string;
  product: Product;
}

/** The language of the sources under docs/, accelerate/ and xpf/, which a locale serves where it has no translation. */
export const SOURCE_LANGUAGE = 'en';

/** `/docs/...` → avalonia, `/accelerate/...` → accelerate, `/xpf/...` → xpf (after any locale or base prefix). */
export function productOfPath(path: string): Product | undefined {
  const match = /\/(docs|accelerate|xpf)(\/|$)/.exec(path);
  if (!match) return undefined;
  return match[1] === 'docs' ? 'avalonia' : (match[1] as Product);
}
