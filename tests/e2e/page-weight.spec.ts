import { expect, test } from '@playwright/test';
import { BENCH_PAGES, pageWeight } from '../../scripts/bench/pages.mjs';
import { BUDGETS, KiB } from '../byte-budgets';

/**
 * What a reader's browser downloads for each page the bench measures, route chunks included, gzip: the same bytes for
 * the same build, so a budget, not a timing. tests/unit/budgets.test.ts holds the entry every page shares.
 */
for (const prefix of ['', '/ru', '/zh-Hans']) {
  for (const [name, path] of BENCH_PAGES) {
    const jsBudget = BUDGETS.pageJs[name];
    test(`${prefix || 'en'} ${name} loads at most ${(jsBudget ?? 0) / KiB} KiB of JS and ${BUDGETS.css / KiB} KiB of CSS (gzip)`, async ({
      browser,
      baseURL,
    }) => {
      if (jsBudget === undefined) throw new Error(`tests/byte-budgets.ts has no pageJs budget for the bench page "${name}"`);
      const weight = await pageWeight(browser, `${baseURL}${prefix}${path}`);
      expect(weight.html.raw, 'the page itself was counted').toBeGreaterThan(0);
      expect(weight.js.gzip).toBeLessThanOrEqual(jsBudget);
      expect(weight.css.gzip).toBeLessThanOrEqual(BUDGETS.css);
    });
  }
}
