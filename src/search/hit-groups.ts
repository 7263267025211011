import { escapeHtml, unescapeHtml } from '../utils/escape-html';
import type { Highlighted } from './highlight';
import type { SearchHit } from './search-types';

/** A page's hits: the page's own record first, then its sections in the order they ranked. */
export interface PageGroup {
  /** The page's URL, without an anchor. */
  url: string;
  hits: SearchHit[];
}

const pageUrlOf = (url: string): string => url.split('#')[0]!;

/**
 * Hits grouped by page (SPEC: "hits grouped by page title, sub-heading hits nested under their page"), the pages in
 * the order of their best hit. By URL rather than by title: some pages share a title ("Styles" in Basics and in
 * Reference).
 */
export function groupHitsByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const url = pageUrlOf(hit.url);
    const group = groups.get(url) ?? { url, hits: [] };
    groups.set(url, group);
    if (hit.type === 'lvl1') group.hits.unshift(hit);
    else group.hits.push(hit);
  }
  return [...groups.values()];
}

const plain = (value: string): Highlighted => ({ value, matchLevel: 'none', matchedWords: [] });

/**
 * The hits as DocSearch's modal should group them: by page, where DocSearch groups by `hierarchy.lvl0` (the sidebar
 * category) and titles each group with it. Each hit's lvl0 becomes its page's title, with the category after it
 * when two pages of the results share a title; the category moves to the path line of a section's hit, where
 * DocSearch shows the page title (the group's title now). DocSearch nests a section under its page's own hit when
 * both are in the results. DocSearch shows the group's title as text: `hierarchyIsHtml` for the local client, whose
 * hierarchy is escaped (./local-client.ts), and not Algolia's.
 */
export function hitsGroupedByPageForModal(hits: readonly SearchHit[], hierarchyIsHtml: boolean): SearchHit[] {
  const groups = groupHitsByPage(hits);
  const pagesByTitle = new Map<string, number>();
  for (const { hits } of groups) pagesByTitle.set(hits[0]!.hierarchy.lvl1, (pagesByTitle.get(hits[0]!.hierarchy.lvl1) ?? 0) + 1);
  return groups.flatMap(({ hits }) => {
    const { lvl0: category, lvl1: title } = hits[0]!.hierarchy;
    const text = hierarchyIsHtml ? unescapeHtml : (html: string) => html;
    const label = text((pagesByTitle.get(title) ?? 0) > 1 ? `${title} · ${category}` : title);
    return hits.map((hit): SearchHit => {
      // HTML, as snippets are: the local client's hierarchy is escaped already, Algolia's is not (but its highlights are).
      const categoryHtml = hit._highlightResult.hierarchy.lvl0?.value ?? escapeHtml(hit.hierarchy.lvl0);
      return {
        ...hit,
        hierarchy: { ...hit.hierarchy, lvl0: label },
        _highlightResult: { ...hit._highlightResult, hierarchy: { ...hit._highlightResult.hierarchy, lvl0: plain(label) } },
        _snippetResult:
          hit.type === 'lvl1'
            ? hit._snippetResult
            : { ...hit._snippetResult, hierarchy: { ...hit._snippetResult.hierarchy, lvl1: plain(categoryHtml) } },
      };
    });
  });
}
