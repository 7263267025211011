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
  // The same filters keep the same array across renders, so the search bar's callbacks and shortcut listener stay
  // the same too. The open modal searches the filters it was opened with (src/theme/SearchBar/SearchModalHost.tsx).
  return useMemo(
    () => [
      `language:${locale}`,
      tagKey.split('\n').filter(Boolean).map((tag) => `docusaurus_tag:${tag}`),
      ...(product ? [`product:${product}`] : []),
    ],
    [locale, tagKey, product],
  );
}
