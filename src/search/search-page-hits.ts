import { escapeHtml } from '../utils/escape-html';
import type { SearchHit } from './search-types';
import { ENGLISH_BADGE_TEXT, isUntranslatedHit } from './untranslated-hit';

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
  /** `badge` and `badgeLabel`: the EN badge's (./EnglishBadge.tsx). */
  classes: { results: string; result: string; title: string; snippet: string; badge: string; badgeLabel: string };
  /** `english`: the EN badge's label. */
  text: { title: string; count: string; none: string; english: string };
}

/** ./EnglishBadge.tsx as HTML: "EN", with its translated label for screen readers and as a tooltip. */
function englishBadgeHtml({ classes, text }: FirstResultsTemplate): string {
  const label = escapeHtml(text.english);
  return (
    `<span class="${classes.badge}" title="${label}"><span aria-hidden="true">${ENGLISH_BADGE_TEXT}</span>` +
    `<span class="${classes.badgeLabel}">${label}</span></span>`
  );
}

/**
 * The results list as src/theme/SearchPage renders it, as HTML, for the script that draws it before React runs.
 * Browser tests (tests/e2e/search-page.spec.ts, and search-untranslated.spec.ts with EN badges) check that React's
 * list, which replaces it, is the same.
 */
export function resultListHtml(hits: SearchHit[], template: FirstResultsTemplate, locale: string): string {
  const { classes } = template;
  const items = hits.map((hit) => {
    const snippet = snippetOf(hit);
    const badge = isUntranslatedHit(hit, locale) ? englishBadgeHtml(template) : '';
    return (
      `<li class="${classes.result}"><a class="${classes.title}" href="${escapeHtml(hit.url)}"><span>${breadcrumb(hit)}</span>${badge}</a>` +
      (snippet ? `<p class="${classes.snippet}">${snippet}</p>` : '') +
      '</li>'
    );
  });
  return `<ol class="${classes.results}">${items.join('')}</ol>`;
}

/** `{name}` placeholders of a translated text filled in. */
export const fillIn = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
