import { MAX_QUERY_LENGTH } from './search-types';
import { PRODUCTS, type Product } from './record';
import { CJK, TOKEN } from './tokenize';
import { STOPWORDS } from './stopwords';

/** Chunk names (./index-files.ts, ./useSearchClient.ts) of the code the search page's first results need. */
export const SEARCH_CODE_CHUNKS = ['search-index-loader', 'search-backends'] as const;

/** What the search page may preload of an area's index (./index-file.ts): its head, and the term files of words. */
export interface AreaPreloads {
  /** URL of the head. */
  head: string;
  /** `termFileStarts` of the head. */
  termFileStarts: string[];
  /** URL of each term file. */
  terms: string[];
}

export interface SearchPageFiles {
  areas: Record<Product, AreaPreloads>;
  /** URLs of the files of the search code chunks. */
  code: string[];
}

/** JSON that stays JSON inside an inline <script>. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script plugins/search-index puts in the search page's <head>. A link to /search?q=… (shared,
 * bookmarked, or the modal's "See all" in a new tab) shows results only once the index files it needs are in, and
 * the page's own code asks for them only after the entry script and the route chunks have run. This asks for
 * them, with the search code, while the HTML is parsed: for the same areas as `areasToPreload`
 * (./search-page-state.ts), the head and the term files of the query's words, and nothing for a URL without a
 * query. The words are found as `indexTermsOfQuery` (./minisearch-options.ts) finds them, in ES5; a unit test
 * checks that both pick the same files. The display files depend on the results and are left to the page.
 */
export function searchPagePreloadScript(files: SearchPageFiles): string {
  const stopwords = Object.fromEntries([...STOPWORDS].map((word) => [word, 1]));
  const body = [
    'var p=new URLSearchParams(location.search);',
    `var q=(p.get('q')||'').slice(0,${MAX_QUERY_LENGTH});`,
    'if(!q.trim())return;',
    `var a=p.get('area'),f=${inlineJson(files.areas)},code=${inlineJson(files.code)},data=[],stop=${inlineJson(stopwords)};`,
    `var cjk=new RegExp(${inlineJson(CJK.source)}),words=[];`,
    `(q.match(new RegExp(${inlineJson(TOKEN.source)},'gu'))||[]).forEach(function(t){`,
    'if(cjk.test(t)){var c=Array.from(t);if(c.length===1)words.push(t);',
    'for(var i=0;i<c.length-1;i++)words.push(c[i]+c[i+1]);return}',
    "words.push(t);if(/[.'’]/.test(t))t.split(/[.'’]/).forEach(function(s){if(s)words.push(s)})});",
    "words=words.map(function(w){return w.toLowerCase().replace(/ё/g,'е')}).filter(function(w){",
    "return !stop.hasOwnProperty(w)&&!(w.length===1&&/[\\p{Script=Latin}\\p{Script=Cyrillic}]/u.test(w))});",
    'function last(s,w){var i=0;while(i+1<s.length&&s[i+1]<=w)i++;return i}',
    `(a==='all'?${inlineJson(PRODUCTS)}:[Object.prototype.hasOwnProperty.call(f,a)?a:'avalonia'])`,
    '.forEach(function(k){var x=f[k];data.push(x.head);words.forEach(function(w){',
    "for(var i=last(x.termFileStarts,w),j=last(x.termFileStarts,w+'\\uffff');i<=j;i++)data.push(x.terms[i])})});",
    'function add(u,as){var l=document.createElement(\'link\');l.rel=\'preload\';l.as=as;l.href=u;',
    "if(as==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l)}",
    "code.forEach(function(u){add(u,'script')});",
    "data.filter(function(u,i){return data.indexOf(u)===i}).forEach(function(u){add(u,'fetch')})",
  ].join('');
  return `(function(){try{${body}}catch(e){}})();`;
}
