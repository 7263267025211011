import { MAX_QUERY_LENGTH } from './search-types';
import { PRODUCTS, type Product } from './record';
import { CJK, IDENTIFIER_WORD, TOKEN } from './tokenize';
import { STOPWORDS } from './stopwords';
import { FIRST_RESULTS_GLOBAL } from './first-results-handoff';
import { RUN_SCRIPTS_AFTER } from '../hydration/run-after-first-paint';

/** Chunk names (./index-urls.ts, ./useSearchClient.ts) of the code the search page's first results need. */
export const SEARCH_CODE_CHUNKS = ['search-index-loader', 'search-backends'] as const;

/** What the search page may preload of an area's index (./index-format.ts): its head, and the term files of words. */
export interface AreaPreloads {
  /** URL of the head. */
  head: string;
  /** `termFileStarts` of the head. */
  termFileStarts: string[];
  /** URL of each term file. */
  terms: string[];
}

/** With the local index: what the first-results script (./first-results.ts) needs to run before the page's own. */
export interface FirstResultsFiles {
  /** URLs of its files (its runtime and its entry chunk), in the order they run. */
  scripts: string[];
  locale: string;
  /** URL of the folder of the index files. */
  dir: string;
}

export interface SearchPageFiles {
  areas: Record<Product, AreaPreloads>;
  /** URLs of the files of the search code chunks. */
  code: string[];
  /** URLs of the page's own scripts (entry and route chunks), which plugins/paint-first runs after the first paint. */
  scripts: string[];
  /** Null with Algolia: the React page queries it as it would without this script. */
  firstResults: FirstResultsFiles | null;
}

/** JSON that stays JSON inside an inline <script>. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** How long the page's own scripts wait for the first results at most: on a slow network, React takes over sooner. */
export const FIRST_RESULTS_WAIT_MS = 3000;

/**
 * The inline script plugins/search-index puts in the search page's <head>, in place of the page's script
 * preloads. A link to /search?q=… (shared, bookmarked, or the modal's "See all" in a new tab) shows results only
 * once the index files it needs are in. This asks for them while the HTML is parsed: for the same areas as
 * `areasToPreload` (./search-page-state.ts), the head and the term files of the query's words, and nothing for a
 * URL without a query. The words are found as `indexTermsOfQuery` (./minisearch-options.ts) finds them, in ES5; a
 * unit test checks that both pick the same files. The display files depend on the results.
 *
 * With the local index, it loads the first-results script (./first-results.ts) with them, and holds the page's own
 * scripts back until that script has drawn the results: they would take the network and the CPU from the results for
 * React, the router and the theme. Its two files are async scripts (webpack's chunk array takes them in either order):
 * the page's own scripts run in order (plugins/paint-first), and would otherwise wait for them past
 * FIRST_RESULTS_WAIT_MS. With Algolia, or without a query, the page's scripts are preloaded at once, and the search
 * code with them when there is a query.
 */
export function searchPagePreloadScript(files: SearchPageFiles): string {
  const stopwords = Object.fromEntries([...STOPWORDS].map((word) => [word, 1]));
  const body = [
    'var p=new URLSearchParams(location.search);',
    `var q=(p.get('q')||'').slice(0,${MAX_QUERY_LENGTH});`,
    'if(!q.trim())return release();',
    `var a=p.get('area'),f=${inlineJson(files.areas)},code=${inlineJson(files.code)},data=[],stop=${inlineJson(stopwords)};`,
    `var cjk=new RegExp(${inlineJson(CJK.source)}),idw=new RegExp(${inlineJson(IDENTIFIER_WORD.source)},'gu'),words=[];`,
    "function fold(w){return w.toLowerCase().replace(/ё/g,'е')}",
    "function ok(w){w=fold(w);return !stop.hasOwnProperty(w)&&!(w.length===1&&/[\\p{Script=Latin}\\p{Script=Cyrillic}]/u.test(w))}",
    `(q.match(new RegExp(${inlineJson(TOKEN.source)},'gu'))||[]).forEach(function(t){`,
    'if(cjk.test(t)){var c=Array.from(t);if(c.length===1)words.push(t);',
    'for(var i=0;i<c.length-1;i++)words.push(c[i]+c[i+1]);return}',
    "var s=/[.'’]/.test(t)?t.split(/[.'’]/).filter(Boolean):[];words.push(t);s.forEach(function(x){words.push(x)});",
    // An identifier's words too, unless one of them is not indexed (queryGroups).
    '(s.length?s:[t]).forEach(function(x){var m=x.match(idw)||[];if(m.length>1&&m.every(ok))m.forEach(function(y){words.push(y)})})});',
    'words=words.filter(ok).map(fold);',
    'function last(s,w){var i=0;while(i+1<s.length&&s[i+1]<=w)i++;return i}',
    "var area=a==='all'?a:Object.prototype.hasOwnProperty.call(f,a)?a:'avalonia';",
    `(area==='all'?${inlineJson(PRODUCTS)}:[area])`,
    '.forEach(function(k){var x=f[k];data.push(x.head);words.forEach(function(w){',
    "for(var i=last(x.termFileStarts,w),j=last(x.termFileStarts,w+'\\uffff');i<=j;i++)data.push(x.terms[i])})});",
    'if(first){',
    `window.${RUN_SCRIPTS_AFTER}=new Promise(function(r){resolve=r});`,
    'var heads={};for(var k in f)heads[k]=f[k].head;',
    `window.${FIRST_RESULTS_GLOBAL}={query:q,area:area,locale:first.locale,dir:first.dir,heads:heads,release:release};`,
    `setTimeout(release,${FIRST_RESULTS_WAIT_MS});`,
    "first.scripts.forEach(function(u){var e=document.createElement('script');e.src=u;e.onerror=release;",
    'document.head.appendChild(e)})',
    "}else{release();code.forEach(function(u){add(u,'script')})}",
    "data.filter(function(u,i){return data.indexOf(u)===i}).forEach(function(u){add(u,'fetch')})",
  ].join('');
  const helpers = [
    `var own=${inlineJson(files.scripts)},first=${inlineJson(files.firstResults)},released=false,resolve;`,
    "function add(u,as,low){var l=document.createElement('link');l.rel='preload';l.as=as;l.href=u;",
    "if(low)l.setAttribute('fetchpriority','low');if(as==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l)}",
    // The page's own scripts, as the preloads plugins/paint-first turns into scripts after the first paint.
    "function release(){if(released)return;released=true;own.forEach(function(u){add(u,'script',1)});if(resolve)resolve()}",
  ].join('');
  return `(function(){${helpers}try{${body}}catch(e){release()}})();`;
}
