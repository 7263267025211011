/**
 * The scripts a page's HTML names, as absolute URLs: its <link rel=preload as=script> tags (plugins/paint-first)
 * and, on /search, the inline script that preloads the page's scripts, the search code and the first-results script.
 */
export function scriptsNamedBy(html: string, baseURL: string): Set<string> {
  return new Set([...html.matchAll(/[^\s>"=]*\/assets\/js\/[^\s>"]+\.js/g)].map(([url]) => new URL(url, baseURL).href));
}
