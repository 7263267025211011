import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNotHydrated, gotoHydrated, holdEntryScript, waitForHydration } from './support/hydration';
import { hits, modal, searchInput } from './support/search-modal';

/**
 * Hits of pages a locale serves untranslated (their English text under its UI) carry an "EN" badge, whose label is
 * translated, in the modal and on /search; hits of translated pages do not. In ru, "Native AOT" finds both: the
 * tests' fixture doc page that no locale translates (docs/tests, built by npm run build:test), and the translated
 * compiled bindings page.
 */
const QUERY = 'Native AOT';
const UNTRANSLATED = '/ru/docs/tests/untranslated-page';
const TRANSLATED = '/ru/docs/basics/data/data-binding/compiled-bindings';
const LABEL = 'Страница на английском';

/** The badge in a hit: "EN" to the eye, the label as its tooltip and to screen readers. */
const badges = (scope: Locator) => scope.locator(`[title="${LABEL}"]`);
/** The links to a page (any of its sections) in a list of hits. */
const linksTo = (scope: Locator, page: string) => scope.locator(`a[href="${page}"], a[href^="${page}#"]`);

async function expectBadgeOnlyOnUntranslated(list: Locator): Promise<void> {
  const untranslated = linksTo(list, UNTRANSLATED).first();
  await expect(untranslated).toBeVisible();
  await expect(badges(untranslated)).toHaveText('EN' + LABEL);
  const shown = badges(untranslated).getByText('EN', { exact: true });
  await expect(shown).toBeVisible();
  // The label ends the link's name, so a screen reader says the page is in English; "EN" itself is not read.
  await expect(shown).toHaveAttribute('aria-hidden', 'true');
  await expect(untranslated).toHaveAccessibleName(new RegExp(`${LABEL}$`));
  const translated = linksTo(list, TRANSLATED);
  await expect(translated.first()).toBeVisible();
  await expect(badges(translated)).toHaveCount(0);
}

/** WCAG 2.2 AA over `selector`, contrast included. */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test.describe('EN badge on search hits of untranslated pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`in the ru modal, on the untranslated page's hits only, readable (${theme})`, async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await gotoHydrated(page, '/ru/docs/welcome');
      await page.keyboard.press('Control+k');
      await expect(modal(page)).toBeVisible();
      await searchInput(page).fill(QUERY);
      await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
      const list = page.locator('.DocSearch-Dropdown');
      await expectBadgeOnlyOnUntranslated(list);
      // The badge sits in the hit's row, after its text, inside the hit.
      const hit = linksTo(list, UNTRANSLATED).first();
      const [hitBox, badgeBox, textBox] = await Promise.all([
        hit.boundingBox(),
        badges(hit).first().boundingBox(),
        hit.locator('.DocSearch-Hit-content-wrapper').boundingBox(),
      ]);
      expect(badgeBox!.x).toBeGreaterThanOrEqual(textBox!.x + textBox!.width);
      expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(hitBox!.x + hitBox!.width);
      expect(badgeBox!.y).toBeGreaterThanOrEqual(hitBox!.y);
      expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(hitBox!.y + hitBox!.height);
      // Selected, the hit takes the highlight colour: its badge stays readable too.
      await hit.hover();
      const selected = hits(page).filter({ has: page.locator(`a[href="${UNTRANSLATED}"]`) }).first();
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      if (process.env.BADGE_SHOTS) await modal(page).screenshot({ path: `${process.env.BADGE_SHOTS}/modal-${theme}.png` });
      // The badges only: DocSearch's own hits have findings of their own (a button in a link, its headers' colours).
      await expectAccessible(page, `.DocSearch-Dropdown [title="${LABEL}"]`);
    });
  }

  test('on /ru/search, on the untranslated page only, drawn the same before React and by React', async ({ page }) => {
    const results = page.locator('main [data-search-results]');
    /** The list, each element as its tag, sorted attributes and children, whoever drew it. */
    const list = () =>
      results.evaluate((root) => {
        const describe = (node: Node): string => {
          if (!(node instanceof Element)) return JSON.stringify(node.textContent);
          const attributes = Array.from(node.attributes, ({ name, value }) => ` ${name}=${value}`).sort();
          return `<${node.localName}${attributes.join('')}>${Array.from(node.childNodes, describe).join('')}</${node.localName}>`;
        };
        return describe(root);
      });
    // First results, drawn without React (src/search/first-results.ts).
    const releaseEntry = await holdEntryScript(page);
    await page.goto(`/ru/search?q=${QUERY}`, { waitUntil: 'domcontentloaded' });
    await expect(results.locator('li').first()).toBeVisible({ timeout: 15_000 });
    await expectNotHydrated(page);
    await expectBadgeOnlyOnUntranslated(results);
    const drawn = await list();
    releaseEntry();
    await waitForHydration(page);
    await expect(page.locator('[data-first-results]'), "React's list replaced the one drawn before it").toHaveCount(0);
    expect(await list()).toBe(drawn);

    // React's own results, for a query typed on the page.
    await gotoHydrated(page, '/ru/search');
    await page.getByRole('searchbox').fill(QUERY);
    await expect(results.locator('li').first()).toBeVisible({ timeout: 15_000 });
    await expectBadgeOnlyOnUntranslated(results);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`on /ru/search, readable (${theme})`, async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await gotoHydrated(page, `/ru/search?q=${QUERY}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(badges(page.locator('main [data-search-results]')).first()).toBeVisible();
      if (process.env.BADGE_SHOTS) await page.screenshot({ path: `${process.env.BADGE_SHOTS}/page-${theme}.png` });
      await expectAccessible(page, 'main [data-search-results]');
    });
  }

  test('not in the English site, whose pages are all in its language', async ({ page }) => {
    await gotoHydrated(page, `/search?q=${QUERY}`);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await expect(badges(page.locator('main [data-search-results]'))).toHaveCount(0);
    await expect(page.locator('main [data-search-results]').getByText('EN', { exact: true })).toHaveCount(0);
  });
});
