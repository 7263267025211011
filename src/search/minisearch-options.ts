import type { Options, SearchOptions } from 'minisearch';
import { foldTerm, tokenizeForIndex, tokenizeQuery } from './tokenize';
import type { SearchRecord } from './record';

/** What the index stores per record to build a hit without the full record list. */
export interface StoredFields {
  url: string;
  type: SearchRecord['type'];
  /** hierarchy lvl0..lvl6, nulls trimmed from the end */
  h: (string | null)[];
  c: string;
}

/** The document MiniSearch indexes: page title, section heading and section text as separate fields. */
export interface IndexedDocument extends StoredFields {
  id: string;
  title: string;
  heading: string;
}

export const INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'heading', 'c'],
  storeFields: ['url', 'type', 'h', 'c'],
  tokenize: tokenizeForIndex,
  processTerm: (term) => foldTerm(term),
  searchOptions: {
    tokenize: tokenizeQuery,
    processTerm: (term) => foldTerm(term),
  },
};

/** Field weights: a match in the page title beats one in a heading, which beats one in the text. */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, heading: 2.5, c: 1 },
  // Prefix on every term so inflected Russian forms and half-typed API names meet; typos on longer terms only.
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  weights: { fuzzy: 0.35, prefix: 0.6 },
};

export function toIndexedDocument(record: SearchRecord): IndexedDocument {
  const h = [
    record.hierarchy.lvl0,
    record.hierarchy.lvl1,
    record.hierarchy.lvl2,
    record.hierarchy.lvl3,
    record.hierarchy.lvl4,
    record.hierarchy.lvl5,
    record.hierarchy.lvl6,
  ];
  while (h.length > 2 && h.at(-1) === null) h.pop();
  const heading = record.type === 'lvl1' || record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  return { id: record.objectID, url: record.url, type: record.type, h, c: record.content, title: record.hierarchy.lvl1, heading };
}
