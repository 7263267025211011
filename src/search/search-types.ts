/** The slice of Algolia's multi-query API that DocSearch and our search page use. */
import type { Hierarchy, RecordType } from './record';
import type { Highlighted } from './highlight';

export type FacetFilters = (string | string[])[];

export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters | string;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
}

type HierarchyResult = { [K in keyof Hierarchy]?: Highlighted };

export interface SearchHit {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /**
   * The language of the hit's text (SearchRecord.content_language): not the locale's for a page served untranslated.
   * Absent from records pushed to Algolia before it existed.
   */
  content_language?: string;
  _highlightResult: HierarchyResult & { hierarchy: HierarchyResult; content?: Highlighted };
  _snippetResult: { hierarchy: HierarchyResult; content?: Highlighted };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

export interface SearchClient {
  search(args: { requests: SearchRequest[] }): Promise<{ results: SearchResult[] }>;
}

/** Algolia limits; the same for both backends. */
export const MAX_QUERY_LENGTH = 64;
export const DEFAULT_HITS_PER_PAGE = 20;
