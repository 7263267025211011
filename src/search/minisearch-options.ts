import type { Options, Query, SearchOptions } from 'minisearch';
import { foldTerm, queryWords, tokenizeForIndex, tokenizeQuery } from './tokenize';
import { STOPWORDS } from './stopwords';
import type { Hierarchy, RecordType, SearchRecord } from './record';

/**
 * A page of an area: its URL, lvl0, title and the language of its text (SearchRecord.content_language). Stored once,
 * not on every section of the page.
 */
export type PageEntry = [url: string, lvl0: string, lvl1: string, contentLanguage: string];

/**
 * What the index stores per section to build a hit: page number, anchor, type, lvl2..lvl6, start of the text, and
 * the language of the text (`l`, the record's `content_language`), which ranking reads. The index files keep `l` in
 * the page table, where a page's sections share it (./index-format.ts).
 */
export interface StoredFields {
  p: number;
  a: string;
  t: RecordType;
  h: (string | null)[];
  c: string;
  l: string;
}

/** The document MiniSearch indexes: page title, section heading and the whole section text. */
export interface IndexedDocument extends StoredFields {
  /** Position in the area's record list: short ids keep the downloaded index small. */
  id: number;
  title: string;
  heading: string;
  text: string;
}

/** Folded terms; stopwords and one-letter Latin or Cyrillic terms are not indexed. */
function processTerm(term: string): string | null {
  const folded = foldTerm(term);
  if (STOPWORDS.has(folded)) return null;
  if (folded.length === 1 && /[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(folded)) return null;
  return folded;
}

/** Stored section text is cut here: enough for a snippet of the start of the section. */
export const STORED_CONTENT_CHARS = 140;

/**
 * A word of a query as the index holds it, and for an identifier its words: a page matches it by the term or by all
 * of the words (`datacontext`, or `data` and `context`).
 */
export interface QueryGroup {
  term: string;
  words: string[];
}

export function queryGroups(query: string): QueryGroup[] {
  return queryWords(query).flatMap(({ term, words }) => {
    const whole = processTerm(term);
    if (!whole) return [];
    const parts = words.map(processTerm);
    // An identifier with a stopword or a single letter among its words (`IsEnabled`, `XAxis`) is matched whole only:
    // its other words alone would match far more than it.
    return [{ term: whole, words: parts.every(Boolean) ? (parts as string[]) : [] }];
  });
}

/**
 * The index terms a query looks up, as the query's groups (queryGroups) name them: what decides which term files a
 * query needs (./area-index-loader.ts).
 */
export function indexTermsOfQuery(query: string): string[] {
  return queryGroups(query).flatMap(({ term, words }) => [term, ...words]);
}

/** The index terms of a text, as the index holds them (a page title's, for ranking). */
export function indexTermsOfText(text: string): string[] {
  return tokenizeForIndex(text)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
}

/**
 * The MiniSearch query of a query's groups: every group (AND) or any (OR), each by its term or all its words. Its
 * leaves are index terms already: it runs with QUERY_TREE_OPTIONS.
 */
export function queryTree(groups: readonly QueryGroup[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: groups.map(({ term, words }) =>
      words.length === 0 ? term : { combineWith: 'OR', queries: [term, { combineWith: 'AND', queries: words }] },
    ),
  };
}

/** A leaf of queryTree is one index term. */
export const QUERY_TREE_OPTIONS: SearchOptions = { tokenize: (term) => [term] };

const FUZZY_MIN_LENGTH = 5;

/** Whether a query word is also matched with typos (SEARCH_OPTIONS.fuzzy), which may be anywhere in the index. */
export function isFuzzyWord(term: string): boolean {
  return term.length >= FUZZY_MIN_LENGTH;
}

export const INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['p', 'a', 't', 'h', 'c', 'l'],
  tokenize: tokenizeForIndex,
  processTerm,
  searchOptions: { tokenize: tokenizeQuery, processTerm },
};

const LEVEL_BOOST: Partial<Record<RecordType, number>> = { lvl1: 2.5, lvl2: 1.2, lvl3: 1.1 };

/**
 * What a section of a page the locale serves untranslated (its text in English) scores, as a share of what it would
 * score translated. 0.95 only breaks near-ties: it is below the smallest step between record levels (lvl2's 1.2
 * over lvl3's 1.1, about 8%), so a translated section passes an English one only when their relevance is within 5%,
 * and an English page that matches clearly better (the words in its title, say) still comes first.
 */
export const UNTRANSLATED_BOOST = 0.95;

/**
 * Field weights: a match in the page title beats one in a heading, which beats one in the text. Ranking by record
 * level only; `searchOptions` adds the locale's.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, heading: 2.5, text: 1 },
  // Prefix on every term so inflected Russian forms and half-typed API names meet; typos on longer terms only.
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (isFuzzyWord(term) ? 0.2 : false),
  weights: { fuzzy: 0.35, prefix: 0.6 },
  // Algolia's DocSearch settings rank by record level: a page's own record above its sections, so it leads the
  // page's group in the modal (where DocSearch also files the page's content hits in recent searches).
  boostDocument: (_id, _term, stored) => LEVEL_BOOST[(stored as StoredFields | undefined)?.t ?? 'content'] ?? 1,
};

const optionsByLocale = new Map<string, SearchOptions>();

/**
 * The options a query of an index of this locale runs with: SEARCH_OPTIONS, and records whose text is not in the
 * locale (pages it serves untranslated) ranked below translated ones of equal relevance, by UNTRANSLATED_BOOST.
 * Algolia does the same with its last custom ranking criterion (scripts/search-push.mjs).
 */
export function searchOptions(locale: string): SearchOptions {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const byLevel = SEARCH_OPTIONS.boostDocument!;
    options = {
      ...SEARCH_OPTIONS,
      boostDocument: (id, term, stored) =>
        byLevel(id, term, stored) * ((stored as StoredFields | undefined)?.l === locale ? 1 : UNTRANSLATED_BOOST),
    };
    optionsByLocale.set(locale, options);
  }
  return options;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Splits records into the page table and indexed documents: full text indexed, only its start stored. */
export function toIndexedDocuments(records: readonly SearchRecord[]): { pages: PageEntry[]; documents: IndexedDocument[] } {
  const pages: PageEntry[] = [];
  const pageNumbers = new Map<string, number>();
  const documents = records.map((record, id) => {
    const [pageUrl = record.url, anchor = ''] = record.url.split('#');
    let p = pageNumbers.get(pageUrl);
    if (p === undefined) {
      p = pages.push([pageUrl, record.hierarchy.lvl0, record.hierarchy.lvl1, record.content_language]) - 1;
      pageNumbers.set(pageUrl, p);
    }
    const h = SUB_LEVELS.map((lvl) => record.hierarchy[lvl]);
    while (h.length > 0 && h.at(-1) === null) h.pop();
    const heading = record.type === 'lvl1' || record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
    return {
      id,
      p,
      a: anchor,
      t: record.type,
      h,
      c: truncate(record.content, STORED_CONTENT_CHARS),
      l: record.content_language,
      title: record.hierarchy.lvl1,
      heading,
      text: record.content,
    };
  });
  return { pages, documents };
}

/** Rebuilds what a hit needs from the stored fields of a section. */
export function storedToHitFields(
  stored: Omit<StoredFields, 'l'>,
  pages: readonly PageEntry[],
): { url: string; hierarchy: Hierarchy; contentLanguage: string | undefined } {
  const [pageUrl, lvl0, lvl1, contentLanguage] = pages[stored.p] ?? ['/', '', '', undefined];
  const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = stored.h;
  return {
    url: stored.a ? `${pageUrl}#${stored.a}` : pageUrl,
    hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 },
    contentLanguage,
  };
}
