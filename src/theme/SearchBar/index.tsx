// Replaces the theme's empty SearchBar: the DocSearch button on every page, and the modal over the local index or
// Algolia (./SearchModal.tsx), which loads when the reader reaches for search.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useSearchConfig } from '@site/src/search/search-config';
import { useSearchFilters } from '@site/src/search/useSearchFilters';
import { prepareSearch } from '@site/src/search/useSearchClient';
import { useSearchShortcuts } from '@site/src/search/useSearchShortcuts';
import type { SearchModalProps } from './SearchModal';
import SearchButton from './SearchButton';
import { takeClickBeforeHydration } from '@site/plugins/clicks-before-hydration/clicks';
import styles from './styles.module.css';
// The button's styles ship with every page; the modal's load with the modal (plugins/search-modal-css).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './modal-screens.css';

let Modal: ComponentType<SearchModalProps> | null = null;

/** The modal, its styles and (through the client) nothing else load until the reader reaches for search. */
function loadModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  return Promise.all([import('./SearchModal'), import('@docsearch/css/dist/modal.css')]).then(([module]) => {
    Modal = module.default;
  });
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const filters = useSearchFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const open = useCallback(() => {
    void loadModal().then(() => setIsOpen(true));
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
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
      {isOpen && Modal && <Modal config={config} filters={filters} initialQuery={initialQuery} onClose={close} />}
    </div>
  );
}
