import { escapeHtml } from '../utils/escape-html';
import type { SearchHit } from './search-types';
import { ENGLISH_BADGE_TEXT, isUntranslatedHit } from './untranslated-hit';
import { groupHitsByPage, type PageGroup } from './hit-groups';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A hit's title under its page, highlighted: its headings below the page title (`Heading › Sub-heading`), or the
 * page title for the page's own hit. HTML (escaped text and `<mark>`).
 */
export function hitTitle(hit: SearchHit): string {
  const headings = SUB_LEVELS.map((lvl) => hit._highlightResult.hierarchy[lvl]?.value).filter((value): value is string =>
    Boolean(value),
  );
  return headings.length > 0 ? headings.join(' › ') : (hit._highlightResult.hierarchy.lvl1?.value ?? '');
}

/** A page of the results: its title and its sidebar category (the hit's path), highlighted HTML, and its hits. */
export interface ResultPage extends PageGroup {
  title: string;
  path: string;
}

/** The hits grouped by page, as the search page shows them (SPEC: sub-heading hits nested under their page). */
export function resultPages(hits: readonly SearchHit[]): ResultPage[] {
  return groupHitsByPage(hits).map((group) => {
    const { hierarchy } = group.hits[0]!._highlightResult;
    return { ...group, title: hierarchy.lvl1?.value ?? '', path: hierarchy.lvl0?.value ?? '' };
  });
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
  /** `badge` and `badgeLabel`: the EN badge's (./EnglishBadge.tsx); `page*`: a page's group of hits. */
  classes: {
    results: string;
    page: string;
    pageTitle: string;
    pagePath: string;
    pageHits: string;
    result: string;
    title: string;
    snippet: string;
    badge: string;
    badgeLabel: string;
  };
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

/** The attribute of the results list, for tests to find it whoever drew it. */
export const RESULTS_LIST = 'data-search-results';

/**
 * The results list as src/theme/SearchPage renders it, as HTML, for the script that draws it before React runs.
 * Browser tests (tests/e2e/search-page.spec.ts, and search-untranslated.spec.ts with EN badges) check that React's
 * list, which replaces it, is the same.
 */
export function resultListHtml(hits: SearchHit[], template: FirstResultsTemplate, locale: string): string {
  const { classes } = template;
  const hitHtml = (hit: SearchHit) => {
    const snippet = snippetOf(hit);
    return (
      `<li class="${classes.result}"><a class="${classes.title}" href="${escapeHtml(hit.url)}"><span>${hitTitle(hit)}</span></a>` +
      (snippet ? `<p class="${classes.snippet}">${snippet}</p>` : '') +
      '</li>'
    );
  };
  // A page's text is in one language: the EN badge goes on the page's title.
  const pages = resultPages(hits).map(
    (page) =>
      `<section class="${classes.page}"><h2 class="${classes.pageTitle}"><a href="${escapeHtml(page.url)}"><span>${page.title}</span>` +
      `${isUntranslatedHit(page.hits[0]!, locale) ? englishBadgeHtml(template) : ''}</a></h2>` +
      `<p class="${classes.pagePath}">${page.path}</p><ol class="${classes.pageHits}">${page.hits.map(hitHtml).join('')}</ol></section>`,
  );
  return `<div class="${classes.results}" ${RESULTS_LIST}="">${pages.join('')}</div>`;
}

/** `{name}` placeholders of a translated text filled in. */
export const fillIn = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
