/**
 * The search page's first results, before React. A link to /search?q=… (shared, bookmarked, or the modal's "See all" in
 * a new tab) would otherwise show its results only after every page's entry script (React, the router, the theme: most
 * of the page's JS) has downloaded and hydrated. The search page's <head> script (./search-page-head-script.ts) loads
 * this small bundle instead, and the entry script only once this has drawn the results: the first results wait for the
 * index files they need, and not for React. React then takes the results, the client and its indexes over
 * (src/theme/SearchPage), and replaces the list this drew with the same list of its own.
 *
 * Production builds, local index only: plugins/search-index adds this entry to the client build.
 */
import * as areaIndexModule from './area-index-loader';
import { fetchIndexFile } from './fetch-index-file';
import { firstResultsHandoff, type FirstResultsHandoff } from './first-results-handoff';
import type { AreaIndexHead } from './index-format';
import { createLocalSearchClient } from './local-client';
import { localIndexFromHead, type LocalIndex } from './index-from-head';
import type { Product } from './record';
import { FIRST_RESULTS_SLOT, fillIn, resultListHtml, type FirstResultsTemplate } from './search-page-hits';
import { searchPageRequest } from './search-page-state';
import type { SearchResult } from './search-types';
import { onceUnlessRejected } from './once-unless-rejected';
import { afterNextFrame } from './after-next-frame';
import { holdPrefetching } from '../prefetch/hold';

const domReady = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

/** Draws the title, the status and the list where the React page will; false if the page lacks a place for them. */
function draw(result: SearchResult, query: string, locale: string): boolean {
  const slot = document.querySelector<HTMLElement>(`[${FIRST_RESULTS_SLOT}]`);
  const template = JSON.parse(slot?.getAttribute(FIRST_RESULTS_SLOT) ?? 'null') as FirstResultsTemplate | null;
  const title = document.querySelector('main h1');
  const status = document.querySelector('main [aria-live]');
  if (!slot || !template || !title || !status) return false;
  const values = { query, count: String(result.nbHits) };
  title.textContent = fillIn(template.text.title, values);
  status.textContent = fillIn(result.nbHits === 0 ? template.text.none : template.text.count, values);
  if (result.hits.length > 0) slot.innerHTML = resultListHtml(result.hits, template, locale);
  return true;
}

/** The query in the search box, as the results below will be for it; never over what the reader has typed. */
function showQuery(query: string): void {
  const box = document.querySelector<HTMLInputElement>('main form[role=search] input');
  if (box && !box.value) box.value = query;
}

async function showFirstResults(handoff: FirstResultsHandoff): Promise<void> {
  void domReady().then(() => handoff.takenOver || showQuery(handoff.query));
  // Downloading the rest of the index waits for React's own scripts, which this page needs first.
  handoff.onTakeOver = holdPrefetching();
  const loadIndex = onceUnlessRejected(
    (product: Product): Promise<LocalIndex> =>
      fetchIndexFile<AreaIndexHead>(handoff.heads[product]).then((head) =>
        localIndexFromHead(areaIndexModule, head, (name) => `${handoff.dir}${name}`),
      ),
  );
  handoff.client = createLocalSearchClient(loadIndex);
  handoff.result = handoff.client
    .search({ requests: [searchPageRequest(handoff, handoff.locale, 0, 'local')] })
    .then(({ results }) => results[0]!);
  try {
    const result = await handoff.result;
    await domReady();
    if (!handoff.takenOver) handoff.drawn = draw(result, handoff.query, handoff.locale);
  } finally {
    // An index that cannot be downloaded leaves the page to React, which shows the error.
    afterNextFrame(handoff.release);
  }
}

// Once: the page's own webpack runtime, when it starts, also runs the entry chunks already on the page, this one.
// And not at all once React has the page.
const handoff = firstResultsHandoff();
if (handoff && !handoff.client && !handoff.takenOver) showFirstResults(handoff).catch(() => undefined);
