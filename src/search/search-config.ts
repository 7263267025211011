import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchConfig } from '@site/config/search';

/** The backend chosen at build time (config/search.ts), passed to the browser through customFields. */
export function useSearchConfig(): SearchConfig {
  return searchConfigOf(useDocusaurusContext().siteConfig);
}

/** The same, outside React (the /search page's chunk starts its downloads before it renders). */
export function searchConfigOf(siteConfig: { customFields?: Record<string, unknown> }): SearchConfig {
  return (siteConfig.customFields?.search as SearchConfig | undefined) ?? { backend: 'local' };
}

/** The index name requests carry: the Algolia index, or a label for the local one. */
export function indexNameOf(config: SearchConfig): string {
  return config.backend === 'algolia' ? config.indexName : 'local';
}
