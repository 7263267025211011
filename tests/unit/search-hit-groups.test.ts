import { describe, expect, it } from 'vitest';
import { groupHitsByPage, hitsGroupedByPageForModal } from '../../src/search/hit-groups';
import type { RecordType } from '../../src/search/record';
import type { SearchHit } from '../../src/search/search-types';

function hit(url: string, type: RecordType, category: string, title: string, heading: string | null = null): SearchHit {
  const hierarchy = { lvl0: category, lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlighted = (value: string) => ({ value, matchLevel: 'none' as const, matchedWords: [] });
  const levels = { lvl0: highlighted(category), lvl1: highlighted(title), ...(heading ? { lvl2: highlighted(heading) } : {}) };
  return { objectID: url, url, type, hierarchy, content: null, _highlightResult: { hierarchy: levels }, _snippetResult: { hierarchy: levels } };
}

const hits = [
  hit('/docs/basics/styles#selectors', 'lvl2', 'Basics', 'Styles', 'Selectors'),
  hit('/docs/reference/styles', 'lvl1', 'Reference', 'Styles'),
  hit('/docs/basics/styles', 'lvl1', 'Basics', 'Styles'),
  hit('/docs/tutorials/whats-new', 'lvl1', 'Samples &amp; Tutorials', 'What&#x27;s New'),
];

describe('search hits grouped by page', () => {
  it("groups by page URL, in the order of each page's best hit, the page's own hit first", () => {
    expect(groupHitsByPage(hits).map(({ url, hits }) => [url, hits.map((h) => h.url)])).toEqual([
      ['/docs/basics/styles', ['/docs/basics/styles', '/docs/basics/styles#selectors']],
      ['/docs/reference/styles', ['/docs/reference/styles']],
      ['/docs/tutorials/whats-new', ['/docs/tutorials/whats-new']],
    ]);
  });

  it("titles the modal's groups with the page title (and the category where two pages share it), the category as a section's path", () => {
    const grouped = hitsGroupedByPageForModal(hits, true);
    expect(grouped.map((h) => [h.url, h._highlightResult.hierarchy.lvl0?.value])).toEqual([
      ['/docs/basics/styles', 'Styles · Basics'],
      ['/docs/basics/styles#selectors', 'Styles · Basics'],
      ['/docs/reference/styles', 'Styles · Reference'],
      ['/docs/tutorials/whats-new', "What's New"],
    ]);
    expect(grouped[1]!._snippetResult.hierarchy.lvl1?.value).toBe('Basics');
    expect(grouped[0]!._snippetResult.hierarchy.lvl1?.value).toBe('Styles');
  });
});
