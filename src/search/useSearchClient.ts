import { useCallback } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchConfig } from '@site/config/search';
import { importIndexLoader, loadIndexHead } from './index-files';
import { productsOf } from './products';
import { firstResultsHandoff } from './first-results-handoff';
import { DEFAULT_HITS_PER_PAGE, type FacetFilters, type SearchClient, type SearchResult } from './search-types';

/** The backends (MiniSearch glue or Algolia's client) are their own chunk: pages that never search pay nothing. */
const loadBackends = () => import(/* webpackChunkName: "search-backends" */ './backends');

/**
 * Downloads the search code and, for the local backend, the index heads of the area being read: all at once,
 * rather than the heads after the code that unpacks them. The term files wait for the query's words.
 */
export function prepareSearch(config: SearchConfig, filters: FacetFilters): void {
  if (config.backend === 'local') {
    for (const product of productsOf(filters)) loadIndexHead(product).catch(() => undefined);
    importIndexLoader().catch(() => undefined);
  }
  loadBackends()
    .then(({ warmUp }) => warmUp(config, filters))
    // A failed download is reported by the query that needs it; nothing to do here.
    .catch(() => undefined);
}

/** A chunk that cannot be downloaded is, for a reader, what Algolia's RetryError is: the search is unreachable. */
const unreachable = (cause: unknown): never => {
  throw Object.assign(new Error('The search code could not be downloaded', { cause }), { name: 'RetryError' });
};

export function getSearchClient(config: SearchConfig): SearchClient {
  // On a search page loaded with a query, the client that answered it before React, with the indexes it loaded.
  const first = config.backend === 'local' ? firstResultsHandoff()?.client : undefined;
  if (first) return first;
  return {
    search: (args) => loadBackends().then(({ backendClient }) => backendClient(config).search(args), unreachable),
  };
}

/**
 * For DocSearch: swaps the client it builds from appId/apiKey for ours (local index, or Algolia with our hosts).
 * A failed search resolves with no hits and reports the failure: DocSearch's autocomplete-core resets the "error"
 * status to "idle" in a `finally` once a search rejects, so its error screen never shows; ours does (see SearchBar).
 */
export function useTransformSearchClient(
  config: SearchConfig,
  onOutcome: (failed: boolean) => void,
): (client: DocSearchTransformClient) => DocSearchTransformClient {
  return useCallback(
    (client: DocSearchTransformClient) => {
      const inner: SearchClient =
        config.backend === 'algolia' && config.hosts.length === 0
          ? (client as unknown as SearchClient)
          : getSearchClient(config);
      const search: SearchClient['search'] = (args) =>
        inner.search(args).then(
          (response) => {
            onOutcome(false);
            return response;
          },
          () => {
            onOutcome(true);
            return { results: args.requests.map((request) => emptyResult(request.indexName, request.query ?? '')) };
          },
        );
      return Object.assign(Object.create(client) as DocSearchTransformClient, { search });
    },
    [config, onOutcome],
  );
}

function emptyResult(index: string, query: string): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    query,
    params: '',
    index,
    queryID: 'failed',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
}
