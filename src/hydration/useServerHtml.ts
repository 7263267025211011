// Keeping what the server rendered instead of rendering it again in the browser: code blocks keep their highlighted
// lines (src/theme/CodeBlock/Content), diagrams their SVG (plugins/remark-mermaid-svg), and neither loads the code
// that drew them (Prism, the diagram's SVG as JS) unless the browser has to render them itself.
import { useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Only the browser's first render hydrates HTML from the server; the dev server renders pages in the browser.
const HYDRATES_SERVER_HTML = typeof window !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Inner HTML given this way is neither compared nor replaced by React's hydration: the server's stays. */
export const SERVER_HTML = { __html: '' };

/** `SERVER_HTML` while the element is hydrated from the server's HTML, else `null`; decided once, when it mounts. */
export function useServerHtml(): typeof SERVER_HTML | null {
  const isBrowser = useIsBrowser();
  const [serverHtml] = useState(() => (HYDRATES_SERVER_HTML && !isBrowser ? SERVER_HTML : null));
  return serverHtml;
}
