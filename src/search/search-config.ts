import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { searchConfigOf, type SearchConfig } from '@site/config/search';

/** The backend chosen at build time (config/search.ts), passed to the browser through customFields. */
export function useSearchConfig(): SearchConfig {
  return searchConfigOf(useDocusaurusContext().siteConfig);
}

/** The index name requests carry: the Algolia index, or a label for the local one. */
export function indexNameOf(config: SearchConfig): string {
  return config.backend === 'algolia' ? config.indexName : 'local';
}
