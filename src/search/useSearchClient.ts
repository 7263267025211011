import { useCallback } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchConfig } from '@site/config/search';
import { importIndexLoader, loadIndexHead } from './index-urls';
import { productsOf } from './products';
import { firstResultsHandoff } from './first-results-handoff';
import { hitsGroupedByPageForModal } from './hit-groups';
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
 * A search whose answer is held back while a newer search is under way, and given with the newest's. DocSearch
 * (autocomplete-core) shows the answer of every search it started, and ends its loading state when any of them
 * settles: while the index loads, the answer to the first letter typed (no words yet, so no hits) came first,
 * and showed "No results" for the whole query until its own answer came. Held back, the modal stays in its loading
 * and then stalled state until the query typed last has its answer.
 */
function answeringInOrder(search: SearchClient['search']): SearchClient['search'] {
  let newest: Promise<unknown> | undefined;
  return async (args) => {
    const response = search(args);
    newest = response;
    const answer = await response;
    for (let seen: Promise<unknown> = response; newest !== seen; ) {
      seen = newest;
      await seen.catch(() => undefined);
    }
    return answer;
  };
}

/**
 * For DocSearch: swaps the client it builds from appId/apiKey for ours (local index, or Algolia with our hosts),
 * whose hits come grouped by page (./hit-groups.ts) and whose answers come in the order of the queries.
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
      const hierarchyIsHtml = config.backend === 'local';
      const search = answeringInOrder((args) =>
        inner.search(args).then(
          (response) => {
            onOutcome(false);
            return {
              results: response.results.map((result) => ({ ...result, hits: hitsGroupedByPageForModal(result.hits, hierarchyIsHtml) })),
            };
          },
          () => {
            onOutcome(true);
            return { results: args.requests.map((request) => emptyResult(request.indexName, request.query ?? '')) };
          },
        ),
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
