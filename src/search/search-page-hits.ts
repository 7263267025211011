import { escapeHtml } from '../utils/escape-html';
import type { SearchHit } from './search-types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A hit's headings, highlighted, as one line: `Section › Page › Heading`. HTML (escaped text and `<mark>`). */
export function breadcrumb(hit: SearchHit): string {
  return LEVELS.map((lvl) => hit._highlightResult.hierarchy[lvl]?.value)
    .filter((value): value is string => Boolean(value))
    .join(' › ');
}

/** A hit's snippet (HTML), if its text matched. */
export const snippetOf = (hit: SearchHit): string | undefined => hit._snippetResult.content?.value || undefined;

/** The attribute of the element SearchPage renders for the first-results script to draw the list into. */
export const FIRST_RESULTS_SLOT = 'data-first-results';

/**
 * What the first-results script (./first-results.ts) needs from the React page to draw what the page would: the
 * class names of its CSS module, and its translated texts with `{query}` and `{count}` left in. The page renders
 * it in the slot the script draws into.
 */
export interface FirstResultsTemplate {
  classes: { results: string; result: string; title: string; snippet: string };
  text: { title: string; count: string; none: string };
}

/**
 * The results list as src/theme/SearchPage renders it, as HTML, for the script that draws it before React runs.
 * A browser test (tests/e2e/search-page.spec.ts) checks that React's list, which replaces it, is the same.
 */
export function resultListHtml(hits: SearchHit[], { classes }: FirstResultsTemplate): string {
  const items = hits.map((hit) => {
    const snippet = snippetOf(hit);
    return (
      `<li class="${classes.result}"><a class="${classes.title}" href="${escapeHtml(hit.url)}"><span>${breadcrumb(hit)}</span></a>` +
      (snippet ? `<p class="${classes.snippet}">${snippet}</p>` : '') +
      '</li>'
    );
  });
  return `<ol class="${classes.results}">${items.join('')}</ol>`;
}

/** `{name}` placeholders of a translated text filled in. */
export const fillIn = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
