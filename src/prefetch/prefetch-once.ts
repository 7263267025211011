// Stands in for @docusaurus/core/lib/client/prefetch.js in the browser build (plugins/idle-prefetch): same default
// export, same link-or-request strategy, plus the two checks that module lacks.

/** How a script gets fetched for later, and whether the page already has it. */
export type PrefetchEnvironment = {
  /** The page loads this script itself: its HTML preloads or runs it (plugins/paint-first names every chunk). */
  loadedByPage: (href: string) => boolean;
  /** Downloads it into the HTTP cache without running it; settles when done or failed. Given the URL as asked for. */
  fetchForLater: (url: string) => Promise<void>;
  /** An absolute URL, so that two spellings of one file count once. */
  resolve: (url: string) => string;
};

/**
 * Docusaurus prefetches every chunk of each linked route: a doc page's links in view share their layout, sidebar and
 * version chunks, so its `<head>` gained hundreds of `<link rel=prefetch>` for a few dozen files
 * (scripts/bench/README.md), each one a DOM insert and a request, most of them for chunks the page had already run.
 * Each file is now prefetched once, and never one the page itself loads.
 */
export function createPrefetch(environment: PrefetchEnvironment): (url: string) => Promise<void> {
  const requested = new Set<string>();
  return (url) => {
    const href = environment.resolve(url);
    if (requested.has(href)) return Promise.resolve();
    requested.add(href);
    if (environment.loadedByPage(href)) return Promise.resolve();
    return environment.fetchForLater(url);
  };
}

const browserEnvironment: PrefetchEnvironment = {
  resolve: (url) => new URL(url, document.baseURI).href,
  loadedByPage: (href) =>
    Array.from(document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"][as="script"], script[src]')).some(
      (element) => ('src' in element ? element.src : element.href) === href,
    ),
  fetchForLater: (url) => {
    const link = document.createElement('link');
    // Safari has no rel=prefetch; a plain request fills the same cache, as Docusaurus's own fallback does.
    if (!link.relList.supports('prefetch')) return fetch(url, { credentials: 'include' }).then(() => undefined, () => undefined);
    return new Promise<void>((settle) => {
      link.setAttribute('rel', 'prefetch');
      link.setAttribute('href', url);
      link.onload = link.onerror = () => settle();
      document.head.appendChild(link);
    });
  },
};

const prefetch: (url: string) => Promise<void> =
  typeof document === 'undefined' ? () => Promise.resolve() : createPrefetch(browserEnvironment);

export default prefetch;
