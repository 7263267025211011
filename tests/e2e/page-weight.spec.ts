import { expect, test } from '@playwright/test';
import { pageWeight } from '../../scripts/bench/pages.mjs';

/**
 * What a reader's browser downloads for a page, route chunks included, gzip: the same bytes for the same build, so a
 * budget, not a timing. tests/unit/budgets.test.ts holds the entry every page shares; this holds each kind of page
 * as it loads. Limits sit a little above the build of November 2026 (npm run bench -- --only pages gives the
 * detail): 158-205 KiB of JS, where the goal for every page is 150.
 */
const KiB = 1024;
const JS_BUDGETS: readonly [name: string, path: string, jsGzip: number][] = [
  ['home', '/', 170 * KiB],
  ['doc page', '/docs/basics/user-interface/styling/styles', 210 * KiB],
  ['page with diagrams', '/docs/basics/data/data-binding', 215 * KiB],
  ['search page with a query', '/search?q=binding', 190 * KiB],
];
const CSS_BUDGET = 18 * KiB;

for (const prefix of ['', '/zh-Hans']) {
  for (const [name, path, jsBudget] of JS_BUDGETS) {
    test(`${prefix || 'en'} ${name} loads at most ${jsBudget / KiB} KiB of JS and ${CSS_BUDGET / KiB} KiB of CSS (gzip)`, async ({
      browser,
      baseURL,
    }) => {
      const weight = await pageWeight(browser, `${baseURL}${prefix}${path}`);
      expect(weight.html.raw, 'the page itself was counted').toBeGreaterThan(0);
      expect(weight.js.gzip).toBeLessThanOrEqual(jsBudget);
      expect(weight.css.gzip).toBeLessThanOrEqual(CSS_BUDGET);
    });
  }
}
