/** A link written to a Markdown source, as Docusaurus turns it into the route of the page built from that file. */
export interface MarkdownFileLink {
  /** The file as written, percent-decoded: `../basics/index.md`, `@site/docs/welcome.mdx`. */
  path: string;
  /** The `#fragment` or `?query` after it, or empty. */
  suffix: string;
}

const MARKDOWN_FILE = /^([^#?]+\.mdx?)([#?].*)?$/i;

/**
 * The Markdown file a link names, or undefined for any other link (an address with a scheme, `#fragment`, a route, an
 * image or another file). One rule for the plugins that resolve such links: remark-localized-links and the twins.
 */
export function markdownFileLink(url: string): MarkdownFileLink | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return undefined;
  const match = MARKDOWN_FILE.exec(url);
  if (!match) return undefined;
  return { path: decodeURIComponent(match[1]!), suffix: match[2] ?? '' };
}
