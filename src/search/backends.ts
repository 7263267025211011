import { liteClient } from 'algoliasearch/lite';
import type { SearchConfig } from '@site/config/search';
import { toAlgoliaHosts } from '@site/config/algolia-hosts.mjs';
import { createLocalSearchClient } from './local-client';
import { productsOf } from './products';
import { loadLocalIndex } from './load-local-index';
import type { FacetFilters, SearchClient } from './search-types';

/** Algolia's own client: host rotation, retries, timeouts (connect 1 s, read 2 s, write 30 s) are its defaults. */
function algoliaClient(config: Extract<SearchConfig, { backend: 'algolia' }>): SearchClient {
  const hosts = toAlgoliaHosts(config.hosts);
  return liteClient(config.appId, config.apiKey, {
    ...(hosts.length ? { hosts } : {}),
    timeouts: { connect: 1000, read: 2000, write: 30000 },
  }) as unknown as SearchClient;
}

let localClient: SearchClient | undefined;
let algolia: SearchClient | undefined;

/** The client of the configured backend; one per page load, so Algolia's down-host memory is kept. */
export function backendClient(config: SearchConfig): SearchClient {
  if (config.backend === 'algolia') return (algolia ??= algoliaClient(config));
  return (localClient ??= createLocalSearchClient(loadLocalIndex));
}

/** Starts downloading what the first query of these filters needs (the local indexes of their areas). */
export function warmUp(config: SearchConfig, filters: FacetFilters): Promise<unknown> {
  if (config.backend === 'algolia') return Promise.resolve();
  return Promise.all(productsOf(filters).map(loadLocalIndex));
}
