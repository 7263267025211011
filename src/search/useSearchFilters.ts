import { useMemo } from 'react';
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
  const tagKey = tags.join('\n');
  // The same filters keep the same array across renders: the open modal rebuilds its whole search (and drops a
  // favourite being saved) whenever its search parameters change identity, as they would on every route change.
  return useMemo(
    () => [
      `language:${locale}`,
      tagKey.split('\n').filter(Boolean).map((tag) => `docusaurus_tag:${tag}`),
      ...(product ? [`product:${product}`] : []),
    ],
    [locale, tagKey, product],
  );
}
