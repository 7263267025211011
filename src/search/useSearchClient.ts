import { useCallback } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import { liteClient } from 'algoliasearch/lite';
import type { SearchConfig } from '@site/config/search';
import { createLocalSearchClient } from './local-client';
import { loadLocalIndex } from './local-indexes';
import { DEFAULT_HITS_PER_PAGE, type SearchClient, type SearchResult } from './search-types';

/** Algolia's own client: host rotation, retries, timeouts (connect 1 s, read 2 s, write 30 s) are its defaults. */
function algoliaClient(config: Extract<SearchConfig, { backend: 'algolia' }>): SearchClient {
  const hosts = config.hosts.map((url) => {
    const { protocol, hostname, port } = new URL(url);
    return {
      url: hostname,
      ...(port ? { port: Number(port) } : {}),
      accept: 'readWrite' as const,
      protocol: protocol.replace(':', '') as 'http' | 'https',
    };
  });
  return liteClient(config.appId, config.apiKey, {
    ...(hosts.length ? { hosts } : {}),
    timeouts: { connect: 1000, read: 2000, write: 30000 },
  }) as unknown as SearchClient;
}

let localClient: SearchClient | undefined;

export function getSearchClient(config: SearchConfig): SearchClient {
  if (config.backend === 'algolia') return algoliaClient(config);
  localClient ??= createLocalSearchClient(loadLocalIndex);
  return localClient;
}

/**
 * For DocSearch: swaps the client it builds from appId/apiKey for ours (local index, or Algolia with our hosts).
 * A failed search resolves with no hits and reports the failure: DocSearch 4.7 resets its own "error" status to
 * "idle" when a search rejects, so the modal's error screen is ours (see SearchBar).
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
