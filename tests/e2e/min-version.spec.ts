import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** A page with <MinVersion /> badges in a table row, in the text and in two headings. */
const PAGE = '/docs/reference/controls/notifications';

for (const { prefix, label } of [
  { prefix: '', label: (version: string) => `Requires Avalonia ${version} or later` },
  { prefix: '/ru', label: (version: string) => `Требуется Avalonia ${version} или новее` },
]) {
  test(`${prefix || 'en'}: a version badge reads "11.x+" and is named in the page's language`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}${PAGE}`);
    const badge = page.getByRole('img', { name: label('11.1'), exact: true }).first();
    await expect(badge).toHaveText('11.1+');
    await expect(badge).toHaveAttribute('title', label('11.1'));
    // In a heading, the badge follows the text and leaves the heading's id (and every link to it) as it was.
    const heading = page.locator('h2#close-notifications');
    await expect(heading.getByRole('img', { name: label('11.2'), exact: true })).toHaveText('11.2+');
    await expect(heading.getByRole('img')).toHaveCount(1);
  });

  test(`${prefix || 'en'}: the server renders the badges, so hydration moves nothing`, async ({ request }) => {
    const html = await (await request.get(`${prefix}${PAGE}`)).text();
    expect(html).toMatch(new RegExp(`<span[^>]*role="img"[^>]*aria-label="${label('11.2')}"[^>]*>11\\.2(?:<!-- -->)?\\+</span>`));
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`version badges meet WCAG 2.2 AA in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    await gotoHydrated(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const badges = page.getByRole('img', { name: /^Requires Avalonia/ });
    expect(await badges.count()).toBeGreaterThanOrEqual(4);
    const results = await new AxeBuilder({ page })
      .include('[role="img"][aria-label^="Requires Avalonia"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    // axe checked the badges, not nothing: each of them passed the contrast rule.
    expect(results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length).toBeGreaterThanOrEqual(4);
  });
}
