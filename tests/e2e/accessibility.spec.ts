import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * One page per template: home, doc, doc with a Mermaid diagram, doc with version badges (<MinVersion />), category
 * index, search, not-found, blog.
 */
const TEMPLATES = [
  '/',
  '/docs/basics/data/data-binding/data-binding-syntax',
  '/docs/reference/controls/notifications',
  '/docs/basics/data/data-binding',
  '/docs/basics',
  '/search?q=binding',
  '/this-page-does-not-exist',
  '/blog',
];
const LOCALE_PREFIXES = ['', '/ru', '/zh-Hans'];

for (const prefix of LOCALE_PREFIXES) {
  for (const theme of ['light', 'dark'] as const) {
    for (const template of TEMPLATES) {
      const path = `${prefix}${template}`;
      test(`${path} (${theme}) has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (template.startsWith('/search')) await expect(page.locator('main ol > li').first()).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  }
}
