// The chunk with Prism that code blocks rendered in the browser need (./index.tsx); also started by an in-app move
// (src/code-highlighting/route-preload.ts), so that it loads alongside the next page's own chunks.
export const loadHighlightedLines = () => import('./HighlightedLines');
