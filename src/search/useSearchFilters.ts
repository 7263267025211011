import { useLocation } from '@docusaurus/router';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { productOfPath } from './record';
import type { FacetFilters } from './search-types';

/**
 * Contextual search: the reader's language, the docs tags of the area being read, and its product
 * (`/docs/` avalonia, `/accelerate/` accelerate, `/xpf/` xpf). Outside the docs areas, every product.
 */
export function useSearchFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  const { pathname } = useLocation();
  const product = productOfPath(pathname);
  return [
    `language:${locale}`,
    tags.map((tag) => `docusaurus_tag:${tag}`),
    ...(product ? [`product:${product}`] : []),
  ];
}
