/**
 * Which search backend the site uses. Local (an index built with the site) unless an operator configures Algolia:
 *   ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY (the public search-only key), ALGOLIA_INDEX_NAME
 *   SEARCH_BACKEND=algolia makes missing credentials a build error instead of a fallback.
 *   ALGOLIA_HOSTS (comma-separated URLs) points the client at other hosts, e.g. a test server.
 */
import { parseHostList } from './algolia-hosts.mjs';

export type SearchConfig =
  | { backend: 'local' }
  | { backend: 'algolia'; appId: string; apiKey: string; indexName: string; hosts: string[] };

/** The backend a build chose, as the site config carries it (customFields.search) to plugins and the browser. */
export function searchConfigOf(siteConfig: { customFields?: Record<string, unknown> }): SearchConfig {
  return (siteConfig.customFields?.search as SearchConfig | undefined) ?? { backend: 'local' };
}

export interface SearchConfigResult {
  config: SearchConfig;
  warning?: string;
}

export function readSearchConfig(env: NodeJS.ProcessEnv = process.env): SearchConfigResult {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const hosts = parseHostList(env.ALGOLIA_HOSTS);
  const requested = env.SEARCH_BACKEND?.trim().toLowerCase();

  if (requested && requested !== 'algolia' && requested !== 'local') {
    throw new Error(`SEARCH_BACKEND must be "local" or "algolia", got "${env.SEARCH_BACKEND}"`);
  }
  if (requested === 'local') return { config: { backend: 'local' } };
  if (requested === 'algolia' && (!appId || !apiKey)) {
    throw new Error('SEARCH_BACKEND=algolia needs ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY (the search-only key).');
  }
  if (appId && apiKey && indexName) {
    for (const host of hosts) {
      if (!/^https?:\/\/[^/]+$/.test(host)) throw new Error(`ALGOLIA_HOSTS entries must look like https://host:port, got "${host}"`);
    }
    return { config: { backend: 'algolia', appId, apiKey, indexName, hosts } };
  }
  if (requested === 'algolia') throw new Error('SEARCH_BACKEND=algolia needs ALGOLIA_INDEX_NAME.');
  if (appId || apiKey || indexName) {
    const missing = [!appId && 'ALGOLIA_APP_ID', !apiKey && 'ALGOLIA_SEARCH_API_KEY', !indexName && 'ALGOLIA_INDEX_NAME']
      .filter(Boolean)
      .join(', ');
    return {
      config: { backend: 'local' },
      warning: `Algolia search is only partly configured (missing ${missing}); using the local search index.`,
    };
  }
  return { config: { backend: 'local' } };
}
