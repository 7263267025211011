import { expect, test, type Page } from '@playwright/test';
import { actBeforeHydration, gotoHydrated, isSameDocument, markDocument } from './support/hydration';
import { expectErrorScreen, expectNoRecentSearches, hits, modal, searchInput as input } from './support/search-modal';

async function openWithButton(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(modal(page)).toBeVisible();
}

const recentHits = (page: Page) => page.locator('.DocSearch-Hits', { hasText: 'Recent' }).locator('.DocSearch-Hit');
const favoriteHits = (page: Page) => page.locator('.DocSearch-Hits', { hasText: 'Favorite' }).locator('.DocSearch-Hit');

/** Holds every script the page requests from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, (route) => released.then(() => route.continue()));
  return release;
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
}

test.describe('search modal', () => {
  test('the button is labelled Search and opens the modal with the Search docs placeholder; Cancel closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expectNoRecentSearches(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toBeHidden();
  });

  test("the modal's styles come with the modal, and it is never shown unstyled", async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    const pageCss = await page.evaluate(() =>
      Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n'),
    );
    expect(pageCss).toContain('.DocSearch-Button');
    expect(pageCss).not.toContain('.DocSearch-Modal');
    // The container's position when it enters the page: 'fixed' only if the modal's stylesheet applies already.
    await page.evaluate(() => {
      new MutationObserver((_records, observer) => {
        const container = document.querySelector('.DocSearch-Container');
        if (!container) return;
        document.body.dataset.modalFirstPosition = getComputedStyle(container).position;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await openWithButton(page);
    await expect(page.locator('body')).toHaveAttribute('data-modal-first-position', 'fixed');
  });

  test('a click on the button before the page has hydrated opens the modal once it has, and only then', async ({ page }) => {
    // The click lands on the server's button, which has no handler yet.
    await actBeforeHydration(page, '/docs/welcome', () => page.getByRole('button', { name: 'Search' }).click());
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await search(page, 'binding');

    // Later clicks are React's: a route change, which renders the button again, opens nothing.
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await markDocument(page);
    await page.getByRole('link', { name: 'Accelerate', exact: true }).first().click();
    await expect(page).toHaveURL(/\/accelerate\/welcome$/);
    expect(await isSameDocument(page)).toBe(true);
    await page.waitForTimeout(300);
    await expect(modal(page)).toBeHidden();
  });

  test('opens with Ctrl+K and with / when not typing, and closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // The page's title: the top-left corner of the article is the breadcrumbs' home link.
    await page.locator('article h1').first().click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('Ctrl+K or / pressed before the page has hydrated opens the modal once it has; / in a field stays there', async ({ page }) => {
    await actBeforeHydration(page, '/docs/welcome', () => page.keyboard.press('Control+k'));
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await actBeforeHydration(page, '/docs/welcome', () => page.keyboard.press('/'));
    await expect(modal(page)).toBeVisible();

    const field = page.getByRole('searchbox');
    await actBeforeHydration(page, '/search', async () => {
      await field.click();
      await page.keyboard.type('a/b');
    });
    await expect(field).toHaveValue('a/b');
    await page.waitForTimeout(300);
    await expect(modal(page)).toBeHidden();
  });

  test('/ typed into a text field stays in the field', async ({ page }) => {
    await gotoHydrated(page, '/search');
    const field = page.getByRole('searchbox');
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('finds pages, groups hits by page and navigates in the site without a reload', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await markDocument(page);
    await openWithButton(page);
    await search(page, 'compiled bindings');
    // Each group is a page: its title heads the group, every hit in it is of that page, and its sub-heading hits
    // are nested under the page's own hit.
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first().locator('.DocSearch-Hit-source')).toHaveText('Compiled Bindings');
    const pagesOfGroups = await groups.evaluateAll((sections) =>
      sections.map((section) => [...new Set(Array.from(section.querySelectorAll('.DocSearch-Hit a'), (a) => a.getAttribute('href')!.split('#')[0]))]),
    );
    expect(pagesOfGroups.length).toBeGreaterThan(1);
    for (const pages of pagesOfGroups) expect(pages).toHaveLength(1);
    expect(new Set(pagesOfGroups.flat()).size).toBe(pagesOfGroups.length);
    await expect(groups.first().locator('.DocSearch-Hit--Child').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/.*binding/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('an API name typed as one word finds the page titled with its words among the first three hits', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    for (const [query, url] of [
      ['DataContext', '/docs/basics/data/data-binding/data-context'],
      ['ReactiveCommand', '/docs/concepts/reactiveui/reactive-command'],
      ['StorageItem', '/docs/concepts/services/storage-provider/storage-item'],
    ] as const) {
      await input(page).fill(query);
      await expect
        .poll(
          () => hits(page).locator('a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')!.split('#')[0])),
          { message: query, timeout: 15_000 },
        )
        .toContain(url);
    }
  });

  test('while the index downloads, the modal shows that it is searching, never "No results"', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    // A slow connection: every file of the index arrives 1.5 s after it is asked for.
    await page.route(/\/search-index\/[^/]+\.json$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // What the modal shows, in the order it first shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { __seen: seen });
      const screens = { stalled: '.DocSearch-Container--Stalled', 'no results': '.DocSearch-NoResults', hits: '.DocSearch-Hit' };
      new MutationObserver(() => {
        for (const [name, selector] of Object.entries(screens)) if (!seen.includes(name) && document.querySelector(selector)) seen.push(name);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await openWithButton(page);
    await input(page).pressSequentially('styles', { delay: 80 });
    await expect(hits(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(modal(page)).not.toContainText('No results');
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(['stalled', 'hits']);
  });

  test('a click on a hit also navigates in the site without a reload, and closes the modal', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await markDocument(page);
    await openWithButton(page);
    await search(page, 'compiled bindings');
    const first = hits(page).first();
    const href = await first.locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/docs\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(modal(page)).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('keeps recent searches, which can become favorites and be removed', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await search(page, 'data context');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Context');
    await openWithButton(page);
    await expect(recentHits(page)).toHaveCount(1);
    await recentHits(page).getByRole('button', { name: 'Save this search' }).click();
    await expect(favoriteHits(page)).toHaveCount(1);
    await expect(recentHits(page)).toHaveCount(0);
    await favoriteHits(page).getByRole('button', { name: 'Remove this search from favorites' }).click();
    await expectNoRecentSearches(page);
  });

  // The reader picks a hit and opens the modal again before that page has loaded: the page arrives behind the open
  // modal, which keeps its query and its lists. From the home page, the page that arrives has another layout.
  for (const { from, kind } of [
    { from: '/docs/welcome', kind: 'a doc page' },
    { from: '/', kind: 'the home page' },
  ]) {
    test(`from ${kind}, the modal stays open and a search can be saved while the page behind it loads`, async ({ page }) => {
      await gotoHydrated(page, from);
      const heading = page.getByRole('heading', { level: 1 });
      const headingBefore = (await heading.textContent()) ?? '';
      await openWithButton(page);
      await search(page, 'data context');
      // The next page's code is held until the modal is open again, so that page renders behind the open modal.
      const release = await holdScripts(page);
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden();
      await openWithButton(page);
      await input(page).fill('styles');
      await expect(heading).toHaveText(headingBefore);
      release();
      await expect(heading).toHaveText('Data Context');
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveValue('styles');
      await input(page).fill('');
      await recentHits(page).getByRole('button', { name: 'Save this search' }).click();
      await expect(favoriteHits(page)).toHaveCount(1);
      await expect(recentHits(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    });
  }

  test('See all results leads to the search page with the query', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await search(page, 'styles');
    const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=styles$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('styles');
    await expect(page.locator('main').getByRole('searchbox')).toHaveValue('styles');
  });

  for (const { from, area } of [
    { from: '/accelerate/welcome', area: 'accelerate' },
    { from: '/', area: 'all' },
  ]) {
    test(`See all N results from ${from} leads to those N results, in the area the modal searched`, async ({ page }) => {
      await gotoHydrated(page, from);
      await openWithButton(page);
      await search(page, 'grid');
      const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
      const count = /See all (\d+) results/.exec((await seeAll.textContent()) ?? '')![1]!;
      await seeAll.click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=grid&area=${area}$`));
      await expect(page.locator('[aria-live="polite"]')).toHaveText(`${count} results for "grid"`);
    });
  }

  test('an unknown word shows the no-results screen with a prefilled issue link', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await input(page).fill('qqzzxxvvtt');
    await expect(modal(page)).toContainText('No results for');
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /github\.com\/AvaloniaUI\/avalonia-docs\/issues\/new\?title=.*qqzzxxvvtt/);
  });

  test('caps the query at 64 characters', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
  });

  test('searches only the area being read', async ({ page }) => {
    await gotoHydrated(page, '/accelerate/welcome');
    await openWithButton(page);
    await search(page, 'TreeDataGrid');
    for (const href of await hits(page).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/accelerate\//);
    }
  });

  test('snippets are about 10 words, and 5 on small screens', async ({ page }) => {
    const words = async () => {
      const texts = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allTextContents();
      return Math.max(...texts.map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).length));
    };
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await search(page, 'binding');
    expect(await words()).toBeLessThanOrEqual(11);
    expect(await words()).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, '/docs/welcome');
    await page.keyboard.press('Control+k');
    await search(page, 'binding');
    expect(await words()).toBeLessThanOrEqual(6);
  });

  test('Ctrl+Enter opens the hit in a new tab', async ({ page, context }) => {
    await gotoHydrated(page, '/docs/welcome');
    await openWithButton(page);
    await search(page, 'data templates');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await expect(popup).toHaveURL(/\/docs\//);
  });

  test('shows the error screen when the index cannot be downloaded', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    // Everything downloads but the index files (src/search/index-urls.ts), which never arrive.
    await page.route(/\/search-index\/[^/]+\.json$/, (route) => route.abort());
    await openWithButton(page);
    await input(page).fill('binding');
    await expectErrorScreen(page);
  });
});

for (const { locale, query, title } of [
  { locale: 'zh-Hans', query: '数据绑定', title: '数据绑定' },
  { locale: 'ru', query: 'привязка данных', title: 'Привязка данных' },
]) {
  test(`a ${locale} query finds the ${locale} data binding page`, async ({ page }) => {
    await gotoHydrated(page, `/${locale}/docs/welcome`);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await search(page, query);
    const first = hits(page).locator('a').first();
    // The concept page and the guides' landing page are both called Data Binding, in every language.
    await expect(first).toHaveAttribute('href', new RegExp(`^/${locale}/docs/(basics/data|guides)/data-binding`));
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });
}
