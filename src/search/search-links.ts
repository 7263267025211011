import { REPOSITORY_URL } from '@site/config/site';
import { productsOf } from './products';
import { searchPageSearch, type AreaFilter } from './search-page-state';
import type { FacetFilters } from './search-types';

/** Snippets are 10 words, 5 on screens up to 768 px wide. */
export function snippetWords(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

/**
 * The search page for a query of the modal, in the area the modal searched (its filters): the area being read, or
 * all of them from a page outside the docs areas. So "See all N results" leads to those N results.
 */
export function searchPageUrl(searchPage: string, query: string, filters: FacetFilters): string {
  const products = productsOf(filters);
  const area: AreaFilter = products.length === 1 ? products[0]! : 'all';
  return `${searchPage}${searchPageSearch({ query, area })}`;
}

/** The no-results screen's "Let us know." opens a prefilled issue on the docs repository. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query}"`;
  const body = `I searched the docs for \`${query}\` and expected to find a page about it.\n\nWhat I was looking for:\n`;
  return `${REPOSITORY_URL}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}&labels=search`;
}
