import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { medianBrightness } from './support/pixels';

/** Reference pages with the widest tables, in each locale. */
const PAGES = [
  '/docs/reference/controls/window',
  '/docs/reference/controls/datagrid',
  '/docs/reference/controls/autocompletebox',
  '/docs/reference/controls/flyouts',
  '/docs/reference/gestures/scrollgesturerecognizer',
  '/ru/docs/reference/controls/autocompletebox',
  '/zh-Hans/docs/reference/controls/datagrid',
];

test('at 1280 px reference tables fit the article: nothing hidden behind a sideways scroll, names whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of PAGES) {
    await gotoHydrated(page, path);
    const tables = await page.locator('article .markdown table').evaluateAll((elements) =>
      elements.map((table) => {
        const article = table.closest('.markdown')!.getBoundingClientRect();
        const box = table.getBoundingClientRect();
        // The first column's names (properties, events, methods) are not broken inside a word.
        const brokenNames = Array.from(table.querySelectorAll('td:first-child code'))
          .filter((code) => !/\s/.test(code.textContent!) && code.getClientRects().length > 1)
          .map((code) => code.textContent);
        return { hidden: table.scrollWidth - table.clientWidth, past: Math.round(box.right - article.right), brokenNames };
      }),
    );
    expect(tables.length, path).toBeGreaterThan(0);
    tables.forEach((table, index) =>
      expect(table, `${path}, table ${index + 1}`).toEqual({ hidden: 0, past: 0, brokenNames: [] }),
    );
  }
});

/** How far the brightness at each edge of the table's visible part differs from the page's beside the table. */
async function edgeContrast(page: Page, table: Locator): Promise<{ left: number; right: number }> {
  const box = (await table.boundingBox())!;
  const line = { top: Math.max(box.y, 0), bottom: Math.min(box.y + box.height, page.viewportSize()!.height) };
  const page_ = await medianBrightness(page, { x: box.x - 6, ...line });
  const left = await medianBrightness(page, { x: box.x + 2, ...line });
  const right = await medianBrightness(page, { x: box.x + box.width - 3, ...line });
  return { left: Math.abs(left - page_), right: Math.abs(right - page_) };
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: on a phone a wide table scrolls sideways, and a shadow shows at each edge with more to see`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/docs/reference/controls/autocompletebox');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const table = page.locator('article .markdown table').first();
    await table.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    // At the start, the right edge is shaded and the left is not; at the end, the other way round.
    const atStart = await edgeContrast(page, table);
    expect(atStart.right, 'right edge at the start').toBeGreaterThan(20);
    expect(atStart.left, 'left edge at the start').toBeLessThan(12);
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const atEnd = await edgeContrast(page, table);
    expect(atEnd.left, 'left edge at the end').toBeGreaterThan(20);
    expect(atEnd.right, 'right edge at the end').toBeLessThan(12);
  });
}
