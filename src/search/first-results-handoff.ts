import type { Product } from './record';
import type { SearchPageState } from './search-page-state';
import type { SearchClient, SearchResult } from './search-types';

/**
 * What the three scripts of a /search?q=… page load share, on `window`, since they are separate bundles: the
 * inline script of its <head> (./search-page-head-script.ts) creates it, the first-results script (./first-results.ts)
 * adds the client and the first results, and the React page (src/theme/SearchPage) takes both over.
 */
export interface FirstResultsHandoff extends SearchPageState {
  locale: string;
  /** URL of each area's index head, and of the folder of the files the heads name. */
  heads: Record<Product, string>;
  dir: string;
  /** Lets the page's own scripts load (plugins/paint-first): once the first results are painted, or could not be. */
  release(): void;
  /** The local search client, whose indexes the first query loaded: the page's later queries use it too. */
  client?: SearchClient;
  /** The first page of results for `query` and `area`, until the React page takes them (takeFirstResult). */
  result?: Promise<SearchResult>;
  /** Whether the first-results script drew the results (it does not once React has the DOM). */
  drawn?: boolean;
  /** Set by the React page once hydrated (reactTakesOver): the DOM is React's from then on. */
  takenOver?: boolean;
  /** Set by the first-results script: what it does when React takes over (background downloads may start). */
  onTakeOver?(): void;
}

/** The global's name; the <head> script spells it too. */
export const FIRST_RESULTS_GLOBAL = '__searchFirstResults';

export function firstResultsHandoff(): FirstResultsHandoff | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, FirstResultsHandoff | undefined>)[FIRST_RESULTS_GLOBAL];
}

/** The first-results script's results, once, if they answer this state of the page (the URL it was loaded with). */
export function takeFirstResult({ query, area }: SearchPageState): Promise<SearchResult> | undefined {
  const handoff = firstResultsHandoff();
  const result = handoff?.result;
  if (!result || handoff.query !== query || handoff.area !== area) return undefined;
  handoff.result = undefined;
  return result;
}

/**
 * Called by the React page once hydrated. The first-results script no longer draws, even if it runs only now (its
 * download outlasted FIRST_RESULTS_WAIT_MS, ./search-page-head-script.ts), and React answers the query itself.
 */
export function reactTakesOver(): void {
  const handoff = firstResultsHandoff();
  if (!handoff) return;
  handoff.takenOver = true;
  handoff.onTakeOver?.();
}
