// The DocSearch modal and all it needs, in the chunk the search button loads on the reader's first hover, focus or
// touch (./index.tsx), so that pages carry only the button.
import { useCallback, useEffect, useMemo, useState, type JSX, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchTranslations, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import type { SearchConfig } from '@site/config/search';
import { indexNameOf } from '@site/src/search/search-config';
import { searchPlaceholder } from '@site/src/search/placeholder';
import { searchTranslations } from '@site/src/search/translations';
import { useTransformSearchClient } from '@site/src/search/useSearchClient';
import { missingResultsUrl, searchPageUrl, snippetWords } from '@site/src/search/search-links';
import { DEFAULT_HITS_PER_PAGE, type FacetFilters } from '@site/src/search/search-types';
import { isUntranslatedHit } from '@site/src/search/untranslated-hit';
import { EnglishBadge, englishBadgeLabel } from '@site/src/search/EnglishBadge';
import hitStyles from './hit.module.css';

const isSiteUrl = (url: string) => !/^https?:\/\//.test(url);
const HIERARCHY_ATTRIBUTES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((lvl) => `hierarchy.${lvl}`);

/**
 * A hit is a plain link that navigates in the site on a plain click and preloads its page on hover, as Docusaurus's
 * Link does, but without Link's viewport observer: with Link, every keystroke set up an observer and queued a
 * route prefetch for each of the 20 hits it showed. A hit of a page the locale serves untranslated ends with the EN
 * badge (recent and favourite searches keep the record's `content_language`, so theirs too).
 */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }): JSX.Element {
  const history = useHistory();
  const { i18n } = useDocusaurusContext();
  const untranslated = isUntranslatedHit(hit as { content_language?: string }, i18n.currentLocale);
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
    <a
      href={hit.url}
      className={untranslated ? hitStyles.untranslated : undefined}
      onClick={onClick}
      onMouseEnter={preload}
      onFocus={preload}>
      {children}
      {untranslated && <EnglishBadge label={englishBadgeLabel()} className={hitStyles.badge} />}
    </a>
  );
}

type ErrorScreen = NonNullable<NonNullable<DocSearchTranslations['modal']>['errorScreen']>;

let container: HTMLDivElement | null = null;

/** The modal's element, made once, first in the body; it keeps the backend and the error texts for modal-screens.css. */
function modalContainer(backend: SearchConfig['backend'], errors: ErrorScreen | undefined): HTMLDivElement {
  if (!container) {
    container = document.createElement('div');
    container.dataset.searchBackend = backend;
    // DocSearch never reaches its own error screen (see useTransformSearchClient): modal-screens.css draws it.
    container.style.setProperty('--docsearch-error-title', JSON.stringify(errors?.titleText ?? ''));
    container.style.setProperty('--docsearch-error-help', JSON.stringify(errors?.helpText ?? ''));
    document.body.insertBefore(container, document.body.firstChild);
  }
  return container;
}

export interface SearchModalProps {
  config: SearchConfig;
  filters: FacetFilters;
  /** The key the reader typed to open the modal, if any. */
  initialQuery: string | undefined;
  onClose: () => void;
}

export default function SearchModal({ config, filters, initialQuery, onClose }: SearchModalProps): ReactNode {
  const history = useHistory();
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(config, setFailed);
  const searchPage = useBaseUrl('/search');
  const translations = useMemo(() => searchTranslations(), []);
  const target = modalContainer(config.backend, translations.modal?.errorScreen);
  useEffect(() => {
    target.dataset.searchFailed = String(failed);
  }, [failed, target]);

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
      <Link to={searchPageUrl(searchPage, state.query, filters)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? 0) }}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [onClose, searchPage, filters],
  );

  const words = snippetWords();
  // Stable while the filters are: DocSearch starts a new search session whenever this object changes.
  const searchParameters = useMemo(
    () => ({
      facetFilters: filters,
      hitsPerPage: DEFAULT_HITS_PER_PAGE,
      // DocSearch's own list, and the text's language for the EN badge: Algolia returns only what is listed.
      attributesToRetrieve: [...HIERARCHY_ATTRIBUTES, 'content', 'type', 'url', 'content_language'],
      attributesToSnippet: [
        ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((lvl) => `hierarchy.${lvl}:${words}`),
        `content:${words}`,
      ],
    }),
    [filters, words],
  );
  return createPortal(
    <DocSearchModal
      appId={config.backend === 'algolia' ? config.appId : 'local'}
      apiKey={config.backend === 'algolia' ? config.apiKey : 'local'}
      indexName={indexNameOf(config)}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      hitComponent={Hit}
      transformSearchClient={transformSearchClient}
      resultsFooterComponent={resultsFooter}
      placeholder={searchPlaceholder()}
      translations={translations.modal}
      getMissingResultsUrl={missingResultsUrl}
      searchParameters={searchParameters}
    />,
    target,
  );
}
