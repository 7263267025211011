// The /search page (route added by plugins/search-index): full results over the same client as the modal.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import Translate, { translate } from '@docusaurus/Translate';
import { searchConfigOf } from '@site/config/search';
import { indexNameOf, useSearchConfig } from '@site/src/search/search-config';
import { getSearchClient, prepareSearch } from '@site/src/search/useSearchClient';
import { holdPrefetching } from '@site/src/prefetch/hold';
import { MAX_QUERY_LENGTH, type SearchHit, type SearchResult } from '@site/src/search/search-types';
import {
  areasToPreload,
  parseSearchPageState,
  searchPageRequest,
  searchPageSearch,
  type AreaFilter,
} from '@site/src/search/search-page-state';
import { firstResultsHandoff, reactTakesOver, takeFirstResult } from '@site/src/search/first-results-handoff';
import {
  FIRST_RESULTS_SLOT,
  RESULTS_LIST,
  fillIn,
  hitTitle,
  resultPages,
  snippetOf,
  type FirstResultsTemplate,
} from '@site/src/search/search-page-hits';
import { searchPlaceholder } from '@site/src/search/placeholder';
import { afterNextFrame } from '@site/src/search/after-next-frame';
import { isUntranslatedHit } from '@site/src/search/untranslated-hit';
import { EnglishBadge, englishBadgeClasses, englishBadgeLabel } from '@site/src/search/EnglishBadge';
import styles from './styles.module.css';

/**
 * The results are this page's main content, and they wait for the index. When the page is loaded (not reached by
 * a client-side navigation), start downloading the index of the area in the URL, and the search code, as soon as
 * this chunk runs: in parallel, and before hydration, instead of one after the other once the page has hydrated.
 */
function startLoadingFromUrl(): void {
  const areas = areasToPreload(window.location, siteConfig.baseUrl);
  if (areas.length === 0) return;
  // A page loaded with a query may have its first results from the script that runs before React
  // (src/search/first-results.ts), whose client and indexes the page takes over.
  if (!firstResultsHandoff()) prepareSearch(searchConfigOf(siteConfig), areas.map((area) => `product:${area}`));
  // The links on the page (navbar, sidebar) would otherwise prefetch their pages while the results still download.
  endPrefetchHold = holdPrefetching();
}
/** Ends the hold on prefetching taken by startLoadingFromUrl, once the first results (or their absence) are painted. */
let endPrefetchHold: (() => void) | undefined;
if (ExecutionEnvironment.canUseDOM) startLoadingFromUrl();

interface Results {
  key: string;
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; results: Results };

function areaLabels(): Record<AreaFilter, string> {
  return {
    all: translate({ id: 'searchPage.area.all', message: 'All' }),
    avalonia: translate({ id: 'searchPage.area.avalonia', message: 'Avalonia' }),
    accelerate: translate({ id: 'searchPage.area.accelerate', message: 'Accelerate' }),
    xpf: translate({ id: 'searchPage.area.xpf', message: 'XPF' }),
  };
}

const toResults = (key: string, previous: SearchHit[], result: SearchResult): Results => ({
  key,
  hits: [...previous, ...result.hits],
  nbHits: result.nbHits,
  nbPages: result.nbPages,
  page: result.page,
});

/**
 * The class names and the texts of a query's title and status, with `{query}` and `{count}` left in: what the
 * first-results script draws with (src/search/search-page-hits.ts), and what the page fills in itself.
 */
function firstResultsTemplate(): FirstResultsTemplate {
  return {
    classes: {
      results: styles.results!,
      page: styles.resultPage!,
      pageTitle: styles.resultPageTitle!,
      pagePath: styles.resultPagePath!,
      pageHits: styles.resultPageHits!,
      result: styles.result!,
      title: styles.resultTitle!,
      snippet: styles.snippet!,
      badge: englishBadgeClasses.badge,
      badgeLabel: englishBadgeClasses.label,
    },
    text: {
      title: translate({ id: 'searchPage.titleWithQuery', message: 'Search results for "{query}"' }),
      count: translate({ id: 'searchPage.count', message: '{count} results for "{query}"' }),
      none: translate({ id: 'searchPage.noResults', message: 'No results for "{query}"' }),
      english: englishBadgeLabel(),
    },
  };
}

/** One string, so that hydration keeps a status the first-results script wrote (React compares text children). */
function statusText(status: Status, query: string, text: FirstResultsTemplate['text']): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'loading':
      return translate({ id: 'searchPage.loading', message: 'Searching…' });
    case 'error':
      return translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' });
    case 'done':
      return fillIn(status.results.nbHits === 0 ? text.none : text.count, { query, count: String(status.results.nbHits) });
  }
}

export default function SearchPage(): ReactNode {
  const config = useSearchConfig();
  const client = useMemo(() => getSearchClient(config), [config]);
  const { i18n } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // The server renders the empty page; the query in the URL is read once hydrated, so both renders agree.
  const isBrowser = useIsBrowser();
  const { query, area } = parseSearchPageState(isBrowser ? location.search : '');
  const [input, setInput] = useState(query);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const labels = areaLabels();
  const key = `${query}|${area}`;

  const inputRef = useRef<HTMLInputElement>(null);
  // React leaves what a reader typed into the server-rendered box while it hydrates, but the first browser render
  // would replace it with the URL's query: read it in hydration's own commit, and keep it.
  const typedBeforeHydration = useRef<string>(undefined);
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (!typed) return;
    typedBeforeHydration.current = typed;
    setInput(typed);
  }, []);
  useEffect(() => {
    if (!isBrowser) return;
    const typed = typedBeforeHydration.current;
    typedBeforeHydration.current = undefined;
    if (typed === undefined) setInput(query);
  }, [query, isBrowser]);

  const firstOutcomeShown = status.kind === 'done' || status.kind === 'error' || (isBrowser && !query.trim());
  useEffect(() => () => endPrefetchHold?.(), []); // leaving the page ends the hold too
  useEffect(() => {
    if (endPrefetchHold && firstOutcomeShown) afterNextFrame(endPrefetchHold);
  }, [firstOutcomeShown]);

  const run = async (page: number, previous: SearchHit[]) => {
    const request = searchPageRequest({ query, area }, i18n.currentLocale, page, indexNameOf(config));
    const { results } = await client.search({ requests: [request] });
    return toResults(key, previous, results[0]!);
  };

  useEffect(reactTakesOver, []);

  useEffect(() => {
    if (!query.trim()) {
      setStatus({ kind: 'idle' });
      return;
    }
    let current = true;
    const first = takeFirstResult({ query, area });
    // Results the first-results script drew stay on screen until React's own replace them: no "Searching…" between.
    if (!first || !firstResultsHandoff()?.drawn) setStatus({ kind: 'loading' });
    (first ? first.then((result) => toResults(key, [], result)) : run(0, []))
      .then((results) => current && setStatus({ kind: 'done', results }))
      .catch(() => current && setStatus({ kind: 'error' }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const navigate = (next: { query?: string; area?: AreaFilter }, replace: boolean) => {
    const search = searchPageSearch({ query: next.query ?? query, area: next.area ?? area });
    if (replace) history.replace({ search });
    else history.push({ search });
  };

  useEffect(() => {
    if (input === query) return;
    const timer = setTimeout(() => navigate({ query: input }, true), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input]);

  const loadMore = () => {
    if (status.kind !== 'done') return;
    const { results } = status;
    run(results.page + 1, results.hits)
      .then((more) => setStatus({ kind: 'done', results: more }))
      .catch(() => setStatus({ kind: 'error' }));
  };

  const template = firstResultsTemplate();
  const title = query ? fillIn(template.text.title, { query }) : translate({ id: 'searchPage.title', message: 'Search the documentation' });

  return (
    <Layout title={title} description={translate({ id: 'searchPage.description', message: 'Search the Avalonia documentation.' })}>
      <main className={clsx('container', styles.page)}>
        {/* The first-results script may have written the title and status before hydration: React keeps them. */}
        <h1 suppressHydrationWarning>{title}</h1>
        <form className={styles.form} role="search" onSubmit={(event) => { event.preventDefault(); navigate({ query: input }, false); }}>
          <label htmlFor="search-page-input" className={styles.visuallyHidden}>
            <Translate id="theme.SearchBar.label">Search</Translate>
          </label>
          <input
            id="search-page-input"
            ref={inputRef}
            className={styles.input}
            type="search"
            name="q"
            value={input}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={searchPlaceholder()}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
        </form>
        <div className={styles.filters} role="group" aria-label={translate({ id: 'searchPage.area.label', message: 'Documentation area' })}>
          {(Object.keys(labels) as AreaFilter[]).map((value) => (
            <button
              key={value}
              type="button"
              className={clsx('button button--sm', value === area ? 'button--primary' : 'button--secondary')}
              aria-pressed={value === area}
              onClick={() => navigate({ area: value }, false)}>
              {labels[value]}
            </button>
          ))}
        </div>
        <div aria-live="polite" className={styles.status} suppressHydrationWarning>
          {status.kind === 'error' ? (
            // As the search modal's error screen says it; never rendered by the server, so hydration is not concerned.
            <>
              <div>{statusText(status, query, template.text)}</div>
              <div>{translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}</div>
            </>
          ) : (
            statusText(status, query, template.text)
          )}
        </div>
        {status.kind !== 'done' && (
          // Where the first-results script draws the list; React never writes into it, and replaces it with its own.
          <div {...{ [FIRST_RESULTS_SLOT]: JSON.stringify(template) }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        )}
        {status.kind === 'done' && (
          <>
            {/* The same list as the first-results script draws (resultListHtml): hits grouped by page. */}
            <div className={styles.results} {...{ [RESULTS_LIST]: '' }}>
              {resultPages(status.results.hits).map((resultPage) => (
                <section key={resultPage.url} className={styles.resultPage}>
                  <h2 className={styles.resultPageTitle}>
                    <Link to={resultPage.url}>
                      <span dangerouslySetInnerHTML={{ __html: resultPage.title }} />
                      {isUntranslatedHit(resultPage.hits[0]!, i18n.currentLocale) && <EnglishBadge label={template.text.english} />}
                    </Link>
                  </h2>
                  <p className={styles.resultPagePath} dangerouslySetInnerHTML={{ __html: resultPage.path }} />
                  <ol className={styles.resultPageHits}>
                    {resultPage.hits.map((hit) => (
                      <li key={hit.objectID} className={styles.result}>
                        <Link to={hit.url} className={styles.resultTitle}>
                          <span dangerouslySetInnerHTML={{ __html: hitTitle(hit) }} />
                        </Link>
                        {snippetOf(hit) && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: snippetOf(hit)! }} />}
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
            {status.results.page + 1 < status.results.nbPages && (
              <button type="button" className="button button--outline button--primary" onClick={loadMore}>
                <Translate id="searchPage.loadMore">Show more results</Translate>
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
