// Replaces the theme's empty SearchBar: the DocSearch button and modal, over the local index or Algolia.
import { useCallback, useEffect, useMemo, useRef, useState, type JSX, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModal as DocSearchModalType, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import { indexNameOf, useSearchConfig } from '@site/src/search/search-config';
import { searchPlaceholder, searchTranslations } from '@site/src/search/translations';
import { useSearchFilters } from '@site/src/search/useSearchFilters';
import { prepareSearch, useTransformSearchClient } from '@site/src/search/useSearchClient';
import { missingResultsUrl, searchPageUrl, snippetWords } from '@site/src/search/search-links';
import { useSearchShortcuts } from '@site/src/search/useSearchShortcuts';
import SearchButton from './SearchButton';
import styles from './styles.module.css';
// The button's styles ship with every page; the modal's load with the modal (plugins/search-modal-css).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './modal-screens.css';

let Modal: typeof DocSearchModalType | null = null;

/** The modal, its styles and (through the client) nothing else load until the reader reaches for search. */
function loadModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  return Promise.all([import('@docsearch/react'), import('@docsearch/css/dist/modal.css')]).then(([module]) => {
    Modal = module.DocSearchModal;
  });
}

const isSiteUrl = (url: string) => !/^https?:\/\//.test(url);

/**
 * A hit is a plain link that navigates in the site on a plain click and preloads its page on hover, as Docusaurus's
 * Link does, but without Link's viewport observer: with Link, every keystroke set up an observer and queued a
 * route prefetch for each of the 20 hits it showed.
 */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }): JSX.Element {
  const history = useHistory();
  const preload = () => {
    if (isSiteUrl(hit.url)) window.docusaurus.preload(hit.url);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || !isSiteUrl(hit.url)) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick} onMouseEnter={preload} onFocus={preload}>
      {children}
    </a>
  );
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const history = useHistory();
  const filters = useSearchFilters();
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(config, setFailed);
  const searchPage = useBaseUrl('/search');
  const translations = useMemo(() => searchTranslations(), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      container.current.dataset.searchBackend = config.backend;
      // DocSearch never reaches its own error screen (see useTransformSearchClient): modal-screens.css draws it.
      const errors = translations.modal?.errorScreen;
      container.current.style.setProperty('--docsearch-error-title', JSON.stringify(errors?.titleText ?? ''));
      container.current.style.setProperty('--docsearch-error-help', JSON.stringify(errors?.helpText ?? ''));
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void loadModal().then(() => setIsOpen(true));
  }, [config.backend, translations]);
  useEffect(() => {
    if (container.current) container.current.dataset.searchFailed = String(failed);
  }, [failed]);
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

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (/^https?:\/\//.test(itemUrl)) window.location.assign(itemUrl);
        else history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [history],
  );

  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <Link to={searchPageUrl(searchPage, state.query)} onClick={close}>
        <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? 0) }}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [close, searchPage],
  );

  // First hover, focus or touch: the modal, the search code and the index of this area download side by side.
  const prepare = useCallback(() => {
    void loadModal();
    prepareSearch(config, filters);
  }, [config, filters]);

  const words = snippetWords();
  return (
    <div className={styles.searchBar}>
      <SearchButton
        ref={buttonRef}
        label={translations.button?.buttonText ?? ''}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
      />
      {isOpen &&
        Modal &&
        container.current &&
        createPortal(
          <Modal
            appId={config.backend === 'algolia' ? config.appId : 'local'}
            apiKey={config.backend === 'algolia' ? config.apiKey : 'local'}
            indexName={indexNameOf(config)}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooter}
            placeholder={searchPlaceholder()}
            translations={translations.modal}
            getMissingResultsUrl={missingResultsUrl}
            searchParameters={{
              facetFilters: filters,
              hitsPerPage: 20,
              attributesToSnippet: [
                ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((lvl) => `hierarchy.${lvl}:${words}`),
                `content:${words}`,
              ],
            }}
          />,
          container.current,
        )}
    </div>
  );
}
