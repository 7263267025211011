import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { scriptsNamedBy } from './support/html-scripts';

/**
 * A page paints from its HTML before any of its scripts runs, and its HTML names every script it needs to hydrate,
 * so the browser fetches them while it parses instead of after main.js has run (plugins/paint-first).
 */
const PAGES = ['/', '/docs/basics/user-interface/styling/styles', '/zh-Hans/docs/basics/data/data-binding', '/search?q=binding'];

interface ScriptInsertion {
  src: string;
  /** performance.now() when the script joined the document. */
  at: number;
  /** document.readyState then: "complete" once the load event has come. */
  state: DocumentReadyState;
}

/** Records each script element with a `src` that joins the document (ScriptInsertion). */
function recordScriptInsertions(): void {
  const inserted: ScriptInsertion[] = [];
  Object.assign(window, { __scriptInsertions: inserted });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of Array.from(mutation.addedNodes)) {
        if (node instanceof HTMLScriptElement && node.src) inserted.push({ src: node.src, at: performance.now(), state: document.readyState });
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The search page's first-results script (src/search/first-results.ts), which its <head> adds while the HTML is
 * parsed, without holding the paint back; the page's own scripts wait for the results it draws.
 */
const FIRST_RESULTS = /\/(runtime~)?first-results\.[0-9a-f]+\.js$/;

for (const path of PAGES) {
  test(`${path} paints before its scripts run, and its HTML preloads every script it hydrates with`, async ({ page, baseURL }) => {
    const requested: string[] = [];
    let hydrated = false;
    page.on('request', (request) => {
      if (!hydrated && request.resourceType() === 'script') requested.push(request.url());
    });
    await page.addInitScript(recordScriptInsertions);
    await page.goto(path);
    await waitForHydration(page);
    hydrated = true;

    const { insertions, firstContentfulPaint } = await page.evaluate(() => ({
      insertions: (window as unknown as { __scriptInsertions: ScriptInsertion[] }).__scriptInsertions,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstContentfulPaint, 'the page was painted').toBeDefined();
    expect(insertions.length, 'the entry scripts were inserted').toBeGreaterThanOrEqual(2);
    for (const { src, at } of insertions.filter(({ src }) => !FIRST_RESULTS.test(src))) {
      expect(at, `${src} joined the page after its first paint`).toBeGreaterThanOrEqual(firstContentfulPaint!);
    }

    const html = await (await page.request.get(`${baseURL}${path}`)).text();
    const named = scriptsNamedBy(html, baseURL!);
    // The search page's <head> script preloads the page's scripts itself (src/search/search-page-head-script.ts).
    if (path.startsWith('/search')) expect([...named].filter((url) => /\/main\.[0-9a-f]+\.js$/.test(url)), 'the entry is named').toHaveLength(1);
    else expect(html, 'the entry is preloaded').toMatch(/<link rel="?preload"? as="?script"? fetchpriority="?low"? href="?[^\s>"]*\/main\.[0-9a-f]+\.js/);
    const sameOrigin = requested.filter((url) => url.startsWith(new URL(baseURL!).origin));
    expect(sameOrigin.filter((url) => !named.has(url)), 'scripts the HTML did not name, found only once other scripts ran').toEqual([]);
    const inserted = insertions.map(({ src }) => src);
    expect(inserted.filter((src, at) => inserted.indexOf(src) !== at), 'scripts added to the page twice').toEqual([]);
  });
}

test.describe('a page that is not painted still comes alive', () => {
  const path = '/docs/basics/user-interface/styling/styles';
  /** A browser that supports paint timing but reports no paint, as for a page never shown. */
  function reportNoPaint(): void {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe(): void {}
      disconnect(): void {}
    } as unknown as typeof PerformanceObserver;
  }
  const firstInsertion = (page: Page) =>
    page.evaluate(() => (window as unknown as { __scriptInsertions: ScriptInsertion[] }).__scriptInsertions[0]);

  test('when the browser reports no paint, its scripts run after the load event', async ({ page }) => {
    await page.addInitScript(reportNoPaint);
    await page.addInitScript(recordScriptInsertions);
    await page.goto(path);
    await waitForHydration(page);
    expect((await firstInsertion(page))?.state).toBe('complete');
  });

  test('when it opens in a hidden tab, its scripts run at once, before the load event', async ({ page }) => {
    await page.addInitScript(reportNoPaint);
    await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
    await page.addInitScript(recordScriptInsertions);
    await page.goto(path);
    await waitForHydration(page);
    expect((await firstInsertion(page))?.state).not.toBe('complete');
  });
});
