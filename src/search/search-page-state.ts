import { DEFAULT_HITS_PER_PAGE, MAX_QUERY_LENGTH, type SearchRequest } from './search-types';
import { PRODUCTS, type Product } from './record';

export type AreaFilter = 'all' | Product;

export interface SearchPageState {
  query: string;
  area: AreaFilter;
}

/**
 * The /search page keeps its whole state in the URL (`?q=…&area=…`), so back, forward and shared links work.
 * Without an area it searches the framework docs; other areas' indexes load only when their filter is chosen.
 */
export function parseSearchPageState(search: string): SearchPageState {
  const params = new URLSearchParams(search);
  const area = params.get('area');
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    area: area === 'all' || (PRODUCTS as readonly string[]).includes(area ?? '') ? (area as AreaFilter) : 'avalonia',
  };
}

export function searchPageSearch({ query, area }: SearchPageState): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (area !== 'avalonia') params.set('area', area);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The areas whose indexes the /search page will need for the URL it was loaded with: none unless the path is the
 * search page (at the site's base URL, which includes the locale) and the URL carries a query.
 */
export function areasToPreload(location: { pathname: string; search: string }, baseUrl: string): readonly Product[] {
  if (location.pathname.replace(/\/$/, '') !== `${baseUrl}search`) return [];
  const { query, area } = parseSearchPageState(location.search);
  if (!query.trim()) return [];
  return area === 'all' ? PRODUCTS : [area];
}

/**
 * The request for one page of the /search page's results. The React page and the script that shows the first
 * results before it (./first-results.ts) build it here, so the first results are the ones the page would show.
 */
export function searchPageRequest({ query, area }: SearchPageState, locale: string, page: number, indexName: string): SearchRequest {
  return {
    indexName,
    query,
    page,
    // "Show more results" asks for the next page.
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    facetFilters: [`language:${locale}`, ...(area === 'all' ? [] : [`product:${area}`])],
    attributesToSnippet: ['content:30'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}
