import { translate } from '@docusaurus/Translate';

/**
 * The search input's placeholder, in the modal and on the search page. A module of its own: the search page loads
 * it without the modal's texts (./translations.ts).
 */
export function searchPlaceholder(): string {
  return translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' });
}
