import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData, useDocsPreferredVersionByPluginId } from '@docusaurus/plugin-content-docs/client';
import { docsSearchTags } from '@site/src/docs-areas/active-area';
import { productOfPath } from './record';
import type { FacetFilters } from './search-types';

/**
 * Contextual search: the reader's language, the docs tags of the area being read, and its product
 * (`/docs/` avalonia, `/accelerate/` accelerate, `/xpf/` xpf). Outside the docs areas, every product.
 * (theme-common's useContextualSearchFilters gives the same language and tags; see src/docs-areas for why not it.)
 */
export function useSearchFilters(): FacetFilters {
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const tags = docsSearchTags(useAllDocsData(), pathname, useDocsPreferredVersionByPluginId());
  const product = productOfPath(pathname);
  return [
    `language:${i18n.currentLocale}`,
    tags.map((tag) => `docusaurus_tag:${tag}`),
    ...(product ? [`product:${product}`] : []),
  ];
}
