// Replaces the theme's empty SearchBar: the DocSearch button on every page; the modal over the local index or
// Algolia (./SearchModal.tsx) loads when the reader reaches for search and opens above the page (./SearchModalHost.tsx).
import { useCallback, useEffect, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useSearchConfig } from '@site/src/search/search-config';
import { useSearchFilters } from '@site/src/search/useSearchFilters';
import { prepareSearch } from '@site/src/search/useSearchClient';
import { useSearchShortcuts } from '@site/src/search/useSearchShortcuts';
import SearchButton from './SearchButton';
import { loadModal, useSearchModal } from './SearchModalHost';
import { takeClickBeforeHydration } from '@site/src/hydration/clicks-before-hydration';
import styles from './styles.module.css';
// The button's styles ship with every page; the modal's load with the modal (plugins/search-modal-css).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './modal-screens.css';

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const filters = useSearchFilters();
  const { isOpen, open: openModal, close, buttonRef } = useSearchModal();
  const open = useCallback(() => openModal({ filters }), [openModal, filters]);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      openModal({ filters, initialQuery: event.key });
    },
    [openModal, filters],
  );
  useSearchShortcuts({ isOpen, onOpen: open, onClose: close, onInput, buttonRef });
  // First hover, focus or touch: the modal, the search code and the index of this area download side by side.
  const prepare = useCallback(() => {
    void loadModal();
    prepareSearch(config, filters);
  }, [config, filters]);

  useEffect(() => {
    if (!takeClickBeforeHydration('search')) return;
    prepare();
    open();
    // Once, with the page's first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.searchBar}>
      <SearchButton
        ref={buttonRef}
        label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
      />
    </div>
  );
}
