import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

// Needs the three-locale build with the tests' fixture pages (npm run build:test), as npm test makes.
/** Untranslated in both locales: a fixture doc page, built only with the test pages (docs/tests). */
const UNTRANSLATED = '/docs/tests/untranslated-page';
/** Translated and current in both locales. */
const TRANSLATED = '/docs/basics';

async function headLinks(page: import('@playwright/test').Page) {
  const head = page.locator('head');
  const alternates = await head.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
  );
  const canonical = new URL((await head.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
  return { alternates, canonical, canonicalCount: await head.locator('link[rel="canonical"]').count() };
}

for (const { locale, notice, help } of [
  { locale: 'ru', notice: 'ещё не переведена', help: 'Помочь с переводом' },
  { locale: 'zh-Hans', notice: '尚未翻译', help: '帮助翻译' },
]) {
  test(`an untranslated ${locale} page says so, declares its text English and names the English page as canonical`, async ({ page }) => {
    await gotoHydrated(page, `/${locale}${UNTRANSLATED}`);
    const article = page.locator('article');
    const box = article.locator('[data-translation-notice="untranslated"]');
    await expect(box).toBeVisible();
    await expect(box).toContainText(notice);
    // The notice is in the reader's language; the text under it is declared English.
    await expect(article.locator('[lang="en"] .theme-doc-markdown')).toBeVisible();
    await expect(article.locator('[lang="en"] [data-translation-notice]')).toHaveCount(0);
    const { alternates, canonical, canonicalCount } = await headLinks(page);
    expect(canonical).toBe(UNTRANSLATED);
    expect(canonicalCount).toBe(1);
    expect(alternates).toEqual([
      ['en-US', UNTRANSLATED],
      ['x-default', UNTRANSLATED],
    ]);
    // The help link leads to the status page, which lists this page as untranslated.
    await box.getByRole('link', { name: help }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/translation-status$`));
    await expect(page.getByRole('heading', { name: 'Translation status', level: 1 })).toBeVisible();
    await expect(page.locator(`a[href="/${locale}${UNTRANSLATED}"]`)).toHaveCount(1);
  });

  test(`a translated, current ${locale} page shows no notice and names every locale as an alternate`, async ({ page }) => {
    await gotoHydrated(page, `/${locale}${TRANSLATED}`);
    await expect(page.locator('article .theme-doc-markdown')).toBeVisible();
    await expect(page.locator('[data-translation-notice]')).toHaveCount(0);
    await expect(page.locator('article [lang="en"]')).toHaveCount(0);
    const { alternates, canonical } = await headLinks(page);
    expect(canonical).toBe(`/${locale}${TRANSLATED}`);
    expect(alternates.map(([lang]) => lang)).toEqual(['en-US', 'ru-RU', 'zh-Hans', 'x-default']);
  });
}

test('an English page shows no notice', async ({ page }) => {
  await gotoHydrated(page, UNTRANSLATED);
  await expect(page.locator('article .theme-doc-markdown')).toBeVisible();
  await expect(page.locator('[data-translation-notice]')).toHaveCount(0);
});

test('an outdated translation names the date of its English source and links to the current English page', async ({ page }) => {
  const response = await gotoHydrated(page, '/ru/tests/translation-outdated');
  expect(response?.status(), 'build with the test pages (npm run build:test)').toBe(200);
  const box = page.locator('[data-translation-notice="outdated"]');
  await expect(box).toContainText('2026-03-04');
  await expect(box).toContainText('Английская страница изменилась');
  const english = box.getByRole('link', { name: 'Открыть актуальную английскую страницу' });
  await expect(english).toHaveAttribute('href', '/tests/translation-outdated');
  await english.click();
  await expect(page).toHaveURL(/\/tests\/translation-outdated$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('[data-translation-notice="outdated"]')).toContainText('The English page has changed');
});

test('the locale sitemaps list only the pages translated into them', async ({ request }) => {
  const locs = async (path: string) => [...((await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g))].map((match) => new URL(match[1] ?? '').pathname);
  const ru = await locs('/ru/sitemap.xml');
  expect(ru).toContain(`/ru${TRANSLATED}`);
  expect(ru).not.toContain(`/ru${UNTRANSLATED}`);
  expect(await locs('/sitemap.xml')).toContain(UNTRANSLATED);
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of [`/ru${UNTRANSLATED}`, '/zh-Hans/tests/translation-outdated']) {
    test(`the notice on ${path} (${theme}) has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const response = await gotoHydrated(page, path);
      expect(response?.status(), `${path}: build with the test pages (npm run build:test)`).toBe(200);
      await expect(page.locator('[data-translation-notice]')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[data-translation-notice]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
