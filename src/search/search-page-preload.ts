import { MAX_QUERY_LENGTH } from './search-types';
import { PRODUCTS, type Product } from './record';

/** Chunk names (./index-chunks.ts, ./useSearchClient.ts) of the code the search page's first results need. */
export const SEARCH_CODE_CHUNKS = ['search-index-loader', 'search-backends'] as const;
export const indexChunkName = (product: Product): string => `search-index-${product}`;

export interface SearchPageFiles {
  /** URLs of the files of each area's index chunk. */
  areas: Record<Product, string[]>;
  /** URLs of the files of the search code chunks. */
  code: string[];
}

/** JSON that stays JSON inside an inline <script>. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script plugins/search-index puts in the search page's <head>. A link to /search?q=… (shared,
 * bookmarked, or the modal's "See all" in a new tab) shows results only once the index is in, and the page's own
 * code starts that download only after the entry script and the route chunks have run. This starts it, with the
 * search code, while the HTML is parsed: the same areas as `areasToPreload` (./search-page-state.ts) chooses, and
 * nothing for a URL without a query.
 */
export function searchPagePreloadScript(files: SearchPageFiles): string {
  const body = [
    'var p=new URLSearchParams(location.search);',
    `if(!(p.get('q')||'').slice(0,${MAX_QUERY_LENGTH}).trim())return;`,
    `var a=p.get('area'),f=${inlineJson(files.areas)},urls=${inlineJson(files.code)};`,
    `(a==='all'?${inlineJson(PRODUCTS)}:[Object.prototype.hasOwnProperty.call(f,a)?a:'avalonia'])`,
    '.forEach(function(k){urls=urls.concat(f[k])});',
    "urls.forEach(function(u){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;",
    'document.head.appendChild(l)})',
  ].join('');
  return `(function(){try{${body}}catch(e){}})();`;
}
