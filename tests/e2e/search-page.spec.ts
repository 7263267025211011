import { expect, test, type Page } from '@playwright/test';
import { actBeforeHydration, expectNotHydrated, gotoHydrated, holdEntryScript, waitForHydration } from './support/hydration';

/**
 * Records in the page, in order, the first search result joining the list ("result") and each element matching
 * `selector` added to the document (`name`). Returns a reader of the events so far.
 */
async function recordFirstResultAnd(page: Page, selector: string, name: string): Promise<() => Promise<string[]>> {
  await page.addInitScript(
    ([selector, name]) => {
      const events: string[] = [];
      Object.assign(window, { __events: events });
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (!(node instanceof Element)) continue;
            if (node.matches(selector)) events.push(name);
            else if (!events.includes('result') && (node.matches('main ol > li') || node.querySelector('main ol > li'))) events.push('result');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    },
    [selector, name] as const,
  );
  return () => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
}

test.describe('search page', () => {
  test('a shared search link starts downloading its index with the page; the empty search page downloads none', async ({
    page,
  }) => {
    /** The index files of an area the page requested, e.g. `xpf-terms-2`, with what requested them. */
    const indexRequests = (area: string) =>
      page.evaluate(
        (name) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(`/search-index/${name}[.-]`).test(entry.name))
            .map((entry) => [
              entry.name.replace(/.*\/search-index\//, '').replace(/\.[0-9a-f]+\.json$/, ''),
              (entry as PerformanceResourceTiming).initiatorType,
            ]),
        area,
      );
    await gotoHydrated(page, `/zh-Hans/search?q=${encodeURIComponent('绑定')}&area=xpf`);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const requested = Object.fromEntries(await indexRequests('xpf'));
    // The head and the term file(s) of "绑定" (binding) were requested by the <link rel=preload> the page's <head> adds,
    // not later by the page's code; the display files depend on the results, and the page's code asks for them.
    expect(requested['xpf']).toBe('link');
    expect(Object.entries(requested).filter(([file, by]) => file.includes('-terms-') && by === 'link').length).toBeGreaterThan(0);
    expect(Object.entries(requested).filter(([file, by]) => file.includes('-display-') && by === 'link')).toEqual([]);
    expect(await indexRequests('avalonia')).toEqual([]);

    await gotoHydrated(page, '/search');
    await page.waitForLoadState('networkidle');
    expect(await indexRequests('avalonia')).toEqual([]);
  });

  test('a shared search link shows its results before the page prefetches the pages it links to', async ({ page }) => {
    // Each prefetch link Docusaurus adds to the head.
    const events = await recordFirstResultAnd(page, 'link[rel=prefetch]', 'prefetch');
    await gotoHydrated(page, '/search?q=binding');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await expect.poll(async () => (await events()).includes('prefetch'), { timeout: 10_000 }).toBe(true);
    expect((await events())[0]).toBe('result');
  });

  test("a shared search link shows its first results before the site's scripts download, and React takes the same list over", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // The entry script asked for, by a preload or a script.
    const events = await recordFirstResultAnd(page, 'link[href*="/main."], script[src*="/main."]', 'entry');
    // The entry is held on the wire, so what the page shows meanwhile is drawn without React.
    const releaseEntry = await holdEntryScript(page);
    /** The results list, each element as its tag, sorted attributes and children, whoever drew it. */
    const list = () =>
      page.locator('main [data-search-results]').evaluate((root) => {
        const describe = (node: Node): string => {
          if (!(node instanceof Element)) return JSON.stringify(node.textContent);
          const attributes = Array.from(node.attributes, ({ name, value }) => ` ${name}=${value}`).sort();
          return `<${node.localName}${attributes.join('')}>${Array.from(node.childNodes, describe).join('')}</${node.localName}>`;
        };
        return describe(root);
      });

    await page.goto('/search?q=binding');
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(page.locator('main h1')).toHaveText('Search results for "binding"');
    const status = page.locator('[aria-live="polite"]');
    await expect(status).toHaveText(/^\d+ results for "binding"$/);
    const drawn = { list: await list(), status: await status.textContent() };
    expect(drawn.list).toContain('<mark>');
    await expectNotHydrated(page);
    await expect.poll(events).toContain('entry');
    expect((await events())[0]).toBe('result');

    releaseEntry();
    await waitForHydration(page);
    await expect(page.locator('[data-first-results]'), "React's list replaced the one drawn before it").toHaveCount(0);
    expect({ list: await list(), status: await status.textContent() }).toEqual(drawn);
    await expect(page.getByRole('button', { name: 'Show more results' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without its first-results script, or its index, the page still answers: with its own code, or with the error', async ({ page }) => {
    await page.route(/\/first-results\.[0-9a-f]+\.js$/, (route) => route.abort());
    await gotoHydrated(page, '/search?q=binding');
    await expect(page.locator('main ol > li')).toHaveCount(20);
    await expect(page.locator('[aria-live="polite"]')).toHaveText(/^\d+ results for "binding"$/);

    await page.unroute(/\/first-results\.[0-9a-f]+\.js$/);
    await page.route('**/search-index/**', (route) => route.abort());
    await gotoHydrated(page, '/search?q=binding');
    await expect(page.locator('[aria-live="polite"] > *')).toHaveText([
      'Unable to fetch results',
      'You might want to check your network connection.',
    ]);
    await expect(page.locator('main ol > li')).toHaveCount(0);
  });

  test("with its index unreachable, the page says so in the reader's language, as the search modal does", async ({ page }) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await gotoHydrated(page, '/ru/search?q=binding');
    await expect(page.locator('[aria-live="polite"] > *')).toHaveText(['Не удалось получить результаты', 'Проверьте подключение к сети.']);
    await expect(page.locator('main ol > li')).toHaveCount(0);
  });

  test('a first-results script slower than the wait for it leaves the page to React, and does not draw once it runs', async ({ page }) => {
    let arrived = false;
    await page.route(/\/first-results\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4500));
      await route.continue();
      arrived = true;
    });
    // Not gotoHydrated: the load event waits for the script.
    await page.goto('/search?q=binding', { waitUntil: 'commit' });
    await waitForHydration(page);
    expect(arrived, 'React hydrated while the script was on its way').toBe(false);
    await expect(page.locator('main ol > li')).toHaveCount(20);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(page.locator('main ol > li')).toHaveCount(40);
    await expect.poll(() => arrived, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expect(page.locator('main [data-search-results]')).toHaveCount(1);
    await expect(page.locator('main ol > li')).toHaveCount(40);
  });

  test('reads the query from q, counts results, and loads more on demand', async ({ page }) => {
    await gotoHydrated(page, '/search?q=binding');
    await expect(page.getByRole('searchbox')).toHaveValue('binding');
    const status = page.locator('[aria-live="polite"]');
    await expect(status).toContainText(/\d+ results for "binding"/);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('mark').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results).toHaveCount(40);
  });

  test('groups hits by page: the page title heads its hits, each of that page, and each page comes once', async ({ page }) => {
    await gotoHydrated(page, '/search?q=binding');
    await expect(page.locator('main ol > li')).toHaveCount(20);
    const pages = await page.locator('main [data-search-results] > section').evaluateAll((sections) =>
      sections.map((section) => ({
        url: section.querySelector('h2 a')?.getAttribute('href'),
        title: section.querySelector('h2')?.textContent,
        // The page's sidebar category.
        path: section.querySelector('h2 + p')?.textContent,
        hits: Array.from(section.querySelectorAll('ol > li > a'), (a) => a.getAttribute('href')!.split('#')[0]),
      })),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.length).toBeLessThan(20);
    expect(new Set(pages.map(({ url }) => url)).size).toBe(pages.length);
    for (const { url, title, path, hits } of pages) {
      expect(title).toBeTruthy();
      expect(path).toBeTruthy();
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(hit).toBe(url);
    }
  });

  test('filters by area, and back and forward restore each state', async ({ page }) => {
    await gotoHydrated(page, '/search?q=install');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await page.getByRole('button', { name: 'XPF', exact: true }).click();
    await expect(page).toHaveURL(/area=xpf/);
    await expect(page.getByRole('button', { name: 'XPF', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const href of await page.locator('main ol > li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/xpf\//);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=install$/);
    await expect(page.getByRole('button', { name: 'Avalonia', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(page.getByRole('button', { name: 'XPF', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test("what a reader types before the site's scripts run stays in the box, and is searched once they have", async ({ page }) => {
    const box = page.getByRole('searchbox');
    const status = page.locator('[aria-live="polite"]');

    await actBeforeHydration(page, '/search', () => box.fill('styles'));
    await expect(page).toHaveURL(/\/search\?q=styles$/);
    await expect(box).toHaveValue('styles');
    await expect(status).toHaveText(/^\d+ results for "styles"$/);

    // A shared link: the box shows its query with the first results, and the reader's edit of it wins over the URL.
    await actBeforeHydration(page, '/search?q=binding', async () => {
      await expect(status).toHaveText(/^\d+ results for "binding"$/);
      await expect(box).toHaveValue('binding');
      await box.fill('binding mode');
    });
    await expect(page).toHaveURL(/\/search\?q=binding\+mode$/);
    await expect(box).toHaveValue('binding mode');
    await expect(status).toHaveText(/^\d+ results for "binding mode"$/);
  });

  test('typing updates the URL, and an unknown word shows the no-results state', async ({ page }) => {
    await gotoHydrated(page, '/search');
    await page.getByRole('searchbox').fill('qqzzxxvvtt');
    await expect(page).toHaveURL(/q=qqzzxxvvtt/);
    await expect(page.locator('[aria-live="polite"]')).toContainText('No results for "qqzzxxvvtt"');
  });
});
