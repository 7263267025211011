// Keeping what the server rendered instead of rendering it again in the browser: code blocks keep their highlighted
// lines (src/theme/CodeBlock/Content), diagrams their SVG (plugins/remark-mermaid-svg), and neither loads the code
// that drew them (Prism, the diagram's SVG as JS) unless the browser has to render them itself.
import { useEffect, useRef, useState, type RefObject } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Only the browser's first render hydrates HTML from the server; the dev server renders pages in the browser.
const HYDRATES_SERVER_HTML = typeof window !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Inner HTML given this way is neither compared nor replaced by React's hydration: the server's stays. */
const HYDRATED = { __html: '' };

/**
 * The inner HTML of each element hydrated on this page, by key: an element mounted again afterwards gets it back
 * instead of rendering from scratch. Docusaurus's Tabs remount their items once the page has hydrated, to show the
 * reader's chosen tab, and every code block or diagram in a tab would otherwise load what drew it.
 */
const hydratedHtml = new Map<string, string>();

export interface ServerHtml<T extends HTMLElement> {
  /** For the element's `dangerouslySetInnerHTML`: the server's inner HTML, or `null` to render its children. */
  html: { __html: string } | null;
  /** For the element's `ref`: how its hydrated inner HTML is kept for a later mount. */
  ref: RefObject<T>;
}

/**
 * The server's inner HTML for an element: kept while it is hydrated, and given back when an element of the same key
 * (everything its inner HTML depends on) mounts again on the page; otherwise `null`. Decided once, when it mounts.
 */
export function useServerHtml<T extends HTMLElement>(key: string): ServerHtml<T> {
  const isBrowser = useIsBrowser();
  const ref = useRef<T>(null);
  const [html] = useState(() => {
    if (HYDRATES_SERVER_HTML && !isBrowser) return HYDRATED;
    const kept = hydratedHtml.get(key);
    return kept === undefined ? null : { __html: kept };
  });
  useEffect(() => {
    if (html === HYDRATED && ref.current) hydratedHtml.set(key, ref.current.innerHTML);
  }, [html, key]);
  return { html, ref };
}
