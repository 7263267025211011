// Replaces the theme's empty SearchBar: the DocSearch button and modal, over the local index or Algolia.
import { useCallback, useEffect, useMemo, useRef, useState, type JSX, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalType, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import { indexNameOf, useSearchConfig } from '@site/src/search/search-config';
import { searchTranslations } from '@site/src/search/translations';
import { useSearchFilters } from '@site/src/search/useSearchFilters';
import { useTransformSearchClient } from '@site/src/search/useSearchClient';
import { missingResultsUrl, searchPageUrl, snippetWords } from '@site/src/search/search-links';
import { MAX_QUERY_LENGTH } from '@site/src/search/search-types';
import styles from './styles.module.css';
import './modal-screens.css';

let Modal: typeof DocSearchModalType | null = null;
/** Ask AI needs an Algolia assistant; it is never enabled here. */
const ignoreAskAi = (): void => undefined;

/** The modal, its styles and (through the client) nothing else load until the reader reaches for search. */
function loadModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([module]) => {
    Modal = module.DocSearchModal;
  });
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const history = useHistory();
  const filters = useSearchFilters();
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(config, setFailed);
  const searchPage = useBaseUrl('/search');
  const translations = useMemo(() => searchTranslations(), []);
  const noRecentText = translations.modal?.startScreen?.noRecentSearchesText ?? '';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      container.current.dataset.searchBackend = config.backend;
      // DocSearch 4 shows nothing on an empty start screen; modal-screens.css shows this text there.
      container.current.style.setProperty('--docsearch-no-recent-text', JSON.stringify(noRecentText));
      const errors = translations.modal?.errorScreen;
      container.current.style.setProperty('--docsearch-error-title', JSON.stringify(errors?.titleText ?? ''));
      container.current.style.setProperty('--docsearch-error-help', JSON.stringify(errors?.helpText ?? ''));
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void loadModal().then(() => setIsOpen(true));
  }, [config.backend, noRecentText, translations]);
  useEffect(() => {
    if (container.current) container.current.dataset.searchFailed = String(failed);
  }, [failed]);
  // DocSearch fixes its input's maxLength at 512; queries are capped at 64 characters, as Algolia's are.
  useEffect(() => {
    if (!isOpen) return;
    container.current?.querySelector('.DocSearch-Input')?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
  }, [isOpen]);
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
  useDocSearchKeyboardEvents({ isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef });

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

  const words = snippetWords();
  return (
    <div className={styles.searchBar}>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={open}
        translations={translations.button}
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
            onAskAiToggle={ignoreAskAi}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooter}
            placeholder={translations.modal?.searchBox?.placeholderText}
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
