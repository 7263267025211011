import { useCallback } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import { liteClient } from 'algoliasearch/lite';
import type { SearchConfig } from '@site/config/search';
import { createLocalSearchClient } from './local-client';
import { loadLocalIndex } from './local-indexes';
import type { SearchClient } from './search-types';

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

/** For DocSearch: swaps the client it builds from appId/apiKey for ours (local index, or Algolia with our hosts). */
export function useTransformSearchClient(config: SearchConfig): (client: DocSearchTransformClient) => DocSearchTransformClient {
  return useCallback(
    (client: DocSearchTransformClient) => {
      if (config.backend === 'algolia' && config.hosts.length === 0) return client;
      const ours = getSearchClient(config);
      return Object.assign(Object.create(client) as DocSearchTransformClient, { search: ours.search });
    },
    [config],
  );
}
