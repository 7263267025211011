import type { SearchResult as MiniSearchResult } from 'minisearch';
import {
  QUERY_TREE_OPTIONS,
  indexTermsOfText,
  queryGroups,
  queryTree,
  searchOptions,
  storedToHitFields,
  type QueryGroup,
  type StoredFields,
} from './minisearch-options';
import type { LocalIndex } from './load-local-index';
import type { DisplayFields } from './index-format';
import type { Hierarchy, Product, RecordType } from './record';
import { productsOf } from './products';
import { createMatcher, highlight, snippet, type HighlightTags, type Matcher } from './highlight';
// Every string a hit carries ends up as HTML in the DocSearch modal: only our own tags may be markup.
import { escapeHtml } from '../utils/escape-html';
import { tokenizeQuery, foldTerm } from './tokenize';
import {
  DEFAULT_HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  type FacetFilters,
  type SearchClient,
  type SearchHit,
  type SearchRequest,
  type SearchResult,
} from './search-types';

export type IndexLoader = (product: Product) => Promise<LocalIndex>;

const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function snippetLength(request: SearchRequest, attribute: string): number {
  const spec = request.attributesToSnippet?.find((entry) => entry.startsWith(`${attribute}:`));
  const words = Number(spec?.split(':')[1]);
  return Number.isFinite(words) && words > 0 ? words : 10;
}

interface Scored {
  result: MiniSearchResult;
  index: LocalIndex;
}

interface Ranked extends Scored {
  typos: number;
  inTitle: boolean;
}

/** Whether these terms hold a group: its term, or every one of its words, each as typed or as the start of a term. */
function holds(terms: readonly string[], { term, words }: QueryGroup): boolean {
  const has = (word: string) => terms.some((candidate) => candidate.startsWith(word));
  return has(term) || (words.length > 0 && words.every(has));
}

/**
 * How many of the query's words a result matched only with a typo. Words met exactly or as the start of an
 * indexed word (prefix search) count as spelled right; an identifier, whole or by all of its words.
 */
function typos(result: MiniSearchResult, groups: readonly QueryGroup[]): number {
  return groups.filter((group) => !holds(result.terms, group)).length;
}

/** How many of the query's words a result matched at all (typos included). */
function matchedGroups(result: MiniSearchResult, groups: readonly QueryGroup[]): number {
  const matched = (term: string) => result.queryTerms.includes(term);
  return groups.filter(({ term, words }) => matched(term) || (words.length > 0 && words.every(matched))).length;
}

const titleTerms = new WeakMap<LocalIndex, Map<number, string[]>>();

/** Whether the title of the result's page holds every word of the query (`DataContext`: "Data Context"). */
function titleHoldsAll(index: LocalIndex, result: MiniSearchResult, groups: readonly QueryGroup[]): boolean {
  const page = (result as unknown as Pick<StoredFields, 'p'>).p;
  let byPage = titleTerms.get(index);
  if (!byPage) titleTerms.set(index, (byPage = new Map()));
  let terms = byPage.get(page);
  if (!terms) byPage.set(page, (terms = indexTermsOfText(index.pages[page]?.[2] ?? '')));
  return groups.every((group) => holds(terms, group));
}

/** The query's results over these indexes, best first. */
function runQuery(indexes: LocalIndex[], query: string): Scored[] {
  const groups = queryGroups(query);
  if (groups.length === 0) return [];
  const all = (combineWith: 'AND' | 'OR'): Ranked[] =>
    indexes.flatMap((index) =>
      index.search
        .search(queryTree(groups, combineWith), { ...searchOptions(index.language), ...QUERY_TREE_OPTIONS })
        .map((result) => ({ result, index, typos: typos(result, groups), inTitle: titleHoldsAll(index, result, groups) })),
    );
  // Like Algolia's ranking, whose first criterion is typos: a page that has the words as typed ranks above one
  // found only by a typo, however much the field weights favour the latter ("timer" finds DispatcherTimer
  // before the TimePicker page, whose title holds "time"). Then the pages whose title holds every word, whatever
  // the weight of the words in other pages' text (`DataContext` finds the Data Context page first). Results of
  // several areas' indexes come in one list: ordered here, once.
  const rank = (a: Ranked, b: Ranked) =>
    a.typos - b.typos || Number(b.inTitle) - Number(a.inTitle) || b.result.score - a.result.score;
  const full = all('AND').sort(rank);
  if (full.length > 0 || groups.length < 2) return full;
  // No page has every word: like Algolia's removeWordsIfNoResults, rank by how many words match, then as above.
  return all('OR').sort((a, b) => matchedGroups(b.result, groups) - matchedGroups(a.result, groups) || rank(a, b));
}

function toHit(
  { result, index }: Scored,
  display: DisplayFields,
  request: SearchRequest,
  matcher: Matcher | null,
  queryTerms: string[],
): SearchHit {
  const tags: HighlightTags = { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' };
  const ellipsis = request.snippetEllipsisText ?? '…';
  const stored: Omit<StoredFields, 'l'> = { ...(result as unknown as Pick<StoredFields, 'p' | 't'>), ...display };
  const { url, hierarchy: plain, contentLanguage } = storedToHitFields(stored, index.pages);
  const raw = HIERARCHY_LEVELS.map((lvl) => plain[lvl]);
  const escaped = raw.map((value) => (value === null ? null : escapeHtml(value)));
  const hierarchy: Hierarchy = {
    lvl0: escaped[0] ?? '',
    lvl1: escaped[1] ?? '',
    lvl2: escaped[2] ?? null,
    lvl3: escaped[3] ?? null,
    lvl4: escaped[4] ?? null,
    lvl5: escaped[5] ?? null,
    lvl6: escaped[6] ?? null,
  };
  const highlightResult: SearchHit['_highlightResult'] = { hierarchy: {} };
  const snippetResult: SearchHit['_snippetResult'] = { hierarchy: {} };
  HIERARCHY_LEVELS.forEach((lvl, i) => {
    const text = raw[i];
    if (text === null || text === undefined) return;
    highlightResult.hierarchy[lvl] = highlight(text, matcher, tags, queryTerms);
    snippetResult.hierarchy[lvl] = snippet(text, matcher, tags, queryTerms, snippetLength(request, `hierarchy.${lvl}`), ellipsis);
  });
  Object.assign(highlightResult, highlightResult.hierarchy);
  const content = stored.c;
  const contentHighlight = highlight(content, matcher, tags, queryTerms);
  highlightResult.content = contentHighlight;
  snippetResult.content = snippet(content, matcher, tags, queryTerms, snippetLength(request, 'content'), ellipsis);
  // A sub-section whose text matched is shown as text, one matched only by its heading as that heading. A page's
  // own record stays lvl1 (DocSearch shows its text as the path): DocSearch files a content hit in recent searches
  // under its page's lvl1 hit, so a page record shown as content could never be kept.
  const type: RecordType = stored.t !== 'lvl1' && contentHighlight.matchLevel !== 'none' && content ? 'content' : stored.t;
  return {
    objectID: escapeHtml(url),
    url: url.startsWith('/') ? url : `/${url}`,
    type,
    hierarchy,
    content: content ? escapeHtml(content) : null,
    ...(contentLanguage === undefined ? {} : { content_language: escapeHtml(contentLanguage) }),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}

/** DocSearch shows its "Unable to fetch results" screen for Algolia's RetryError only. */
function unreachable(cause: unknown): never {
  throw Object.assign(new Error('The search index could not be downloaded', { cause }), { name: 'RetryError' });
}

let queryCounter = 0;
const newQueryId = () => `local-${Date.now().toString(16)}-${(queryCounter++).toString(16)}`;

/**
 * An Algolia-compatible client answering from the local MiniSearch indexes, so the stock DocSearch modal and our
 * search page work with no service. Loads an area's index on its first query.
 */
export function createLocalSearchClient(loadIndex: IndexLoader): SearchClient {
  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(async (request): Promise<SearchResult> => {
          const started = performance.now();
          const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
          const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
          const page = request.page ?? 0;
          const indexes = await Promise.all(
            productsOf(request.facetFilters).map(async (product) => {
              const index = await loadIndex(product);
              await index.prepare(query);
              return index;
            }),
          ).catch(unreachable);
          const scored = query.trim() ? runQuery(indexes, query) : [];
          const queryTerms = tokenizeQuery(query).map(foldTerm);
          const shown = scored.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
          const display = await Promise.all(shown.map(({ result, index }) => index.displayFields(result.id as number))).catch(
            unreachable,
          );
          // The reader is searching: what this query did not need downloads now, before the next keystroke needs it.
          for (const index of indexes) index.loadRest();
          const matcher = createMatcher(queryTerms, [...new Set(shown.flatMap(({ result }) => result.terms))]);
          const hits = shown.map((scored, i) => toHit(scored, display[i]!, request, matcher, queryTerms));
          return {
            hits,
            nbHits: scored.length,
            page,
            nbPages: Math.ceil(scored.length / hitsPerPage),
            hitsPerPage,
            query: escapeHtml(query),
            params: '',
            index: request.indexName,
            queryID: newQueryId(),
            processingTimeMS: Math.round(performance.now() - started),
            exhaustiveNbHits: true,
          };
        }),
      );
      return { results };
    },
  };
}

