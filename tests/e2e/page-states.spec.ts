import { expect, test, type Response } from '@playwright/test';
import { gotoHydrated, hydrationChange, isSameDocument, markDocument, recordServerText } from './support/hydration';
import { scriptsNamedBy } from './support/html-scripts';
import { gotoFixture } from './support/fixture-pages';

test('a Mermaid diagram is in the page as built, in the colour mode shown, without loading Mermaid', async ({ page, request }) => {
  const path = '/docs/basics/data/data-binding';
  const served = await (await request.get(path)).text();
  expect(served).toMatch(/class="?mermaid-svg-light"?><svg id="?mermaid-svg-[0-9a-f]{12}-light/);

  const scripts: Promise<string>[] = [];
  // Scripts the page ran; prefetched files (resource type "other") do not run, and Chromium may not keep their bodies.
  const collectScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', collectScript);
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, path);
  const diagram = page.locator('.mermaid-prerendered').first();
  await expect(diagram.locator('.mermaid-svg-dark svg')).toBeVisible();
  await expect(diagram.locator('.mermaid-svg-light svg')).toBeHidden();
  await expect(diagram.locator('.mermaid-svg-dark').getByText('Binding', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(diagram.locator('.mermaid-svg-light svg')).toBeVisible();
  await expect(diagram.locator('.mermaid-svg-dark svg')).toBeHidden();
  // Mermaid's library names its API object; no script the page loaded contains it. Scripts that idle prefetching
  // requests after this point are not read: the test would end before their bodies arrive.
  page.off('response', collectScript);
  const codes = await Promise.all(scripts);
  expect(codes.length).toBeGreaterThan(4);
  for (const code of codes) expect(code).not.toContain('mermaidAPI');
  // Nor do the page's scripts carry the drawings: hydration keeps the ones in the HTML.
  for (const code of codes) expect(code).not.toMatch(/mermaid-svg-[0-9a-f]{12}-(light|dark)/);
});

test('a Mermaid diagram reached by an in-app move is drawn from its own module', async ({ page }) => {
  await gotoHydrated(page, '/docs/basics');
  await markDocument(page);
  await page.locator('article a[href="/docs/basics/data/data-binding"]').first().click();
  await expect(page).toHaveURL('/docs/basics/data/data-binding');
  const diagram = page.locator('.mermaid-prerendered').first();
  await expect(diagram.locator('.mermaid-svg-light svg')).toBeVisible();
  await expect(diagram.locator('.mermaid-svg-light').getByText('Binding', { exact: true })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('a page whose browser render differs from the server render is caught by the crawl, with both texts', async ({ page }) => {
  await page.addInitScript(recordServerText);
  await gotoFixture(page, '/tests/hydration-mismatch');
  expect(await hydrationChange(page)).toMatch(/server ".*rendered by the server\..*", browser ".*rendered by the browser\./);

  await gotoFixture(page, '/tests/page-crash');
  expect(await hydrationChange(page)).toBeNull();
});

// The test server (docusaurus serve) is a host like most: it answers every unknown path with the root 404.html.
const NOT_FOUND = [
  { path: '/no-such', lang: 'en-US', title: 'Page Not Found', text: 'We could not find what you were looking for.', home: '/' },
  { path: '/ru/no-such', lang: 'ru-RU', title: 'Страница не найдена', text: 'К сожалению, мы не смогли найти запрашиваемую вами страницу.', home: '/ru/' },
  { path: '/zh-Hans/docs/nope', lang: 'zh-Hans', title: '找不到页面', text: '我们找不到您要找的页面。', home: '/zh-Hans/' },
];

test("an unknown path shows the not-found page of the path's locale, from a host that sends the root 404.html", async ({ page }) => {
  for (const { path, lang, title, text, home } of NOT_FOUND) {
    const response = await gotoHydrated(page, path);
    expect(response?.status(), path).toBe(404);
    expect(await response!.text(), 'the host sent the root, English, 404.html').toContain('<html lang="en-US"');
    await expect(page).toHaveURL(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Avalonia Docs`);
    await expect(page.locator('.navbar__brand')).toHaveAttribute('href', home);
  }
});

test('an unknown path under a docs area is titled as not found, in every locale', async ({ page }) => {
  for (const [path, title] of [
    ['/docs/nope', 'Page Not Found'],
    ['/ru/docs/nope', 'Страница не найдена'],
    ['/zh-Hans/accelerate/nope', '找不到页面'],
  ] as const) {
    // Hydrated and idle: the docs layout that renders not-found there has set its title by then.
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.title(), path).toBe(`${title} | Avalonia Docs`);
  }
});

test('a crashing page shows the crash screen with the error, its cause and Try again', async ({ page }) => {
  await gotoFixture(page, '/tests/page-crash');
  await page.getByRole('button', { name: 'Crash this page' }).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByText('Test crash requested by the page-crash fixture')).toBeVisible();
  await expect(page.getByText('The root cause')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
});

test('a slow route change shows the progress bar, without a spinner', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  // Hold back the next page's code so that the navigation takes well over the 200 ms delay, even though hovering the
  // link starts loading it before the click; the bar's own library (nprogress, which loads with the move:
  // plugins/lazy-nprogress) comes at once.
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('role="bar"')) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fulfill({ response });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'XPF', exact: true }).click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page).toHaveURL(/\/xpf\/welcome$/);
  // nprogress loads with the move (plugins/lazy-nprogress), and the bar goes once the page is there.
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('when the next page code cannot load, the browser falls back to a full page load', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  await markDocument(page);
  await page.route(/\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'XPF', exact: true }).click();
  await expect(page).toHaveURL(/\/xpf\/welcome$/);
  // The server-rendered page arrived: the old document (and its marker) is gone. The URL can change before the
  // full load replaces the document, and an evaluate caught mid-navigation throws; that is polled again.
  await expect.poll(() => isSameDocument(page).catch(() => 'navigating')).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('XPF');
});

test('the pages linked from what is in view are still prefetched, once the page is idle', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  // plugins/idle-prefetch queues Docusaurus's viewport prefetches: they run one per idle period, not in one task.
  await expect.poll(() => page.locator('head link[rel="prefetch"]').count(), { timeout: 15_000 }).toBeGreaterThan(5);
  const hrefs = await page.locator('head link[rel="prefetch"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.every((href) => /^\/assets\/js\/.+\.js$/.test(href)), hrefs.join(', ')).toBe(true);
  // Each file once, and none the page loads itself: Docusaurus alone appended one per chunk of every linked route.
  expect(new Set(hrefs).size, hrefs.join(', ')).toBe(hrefs.length);
  const own = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="preload"][as="script"]'), (link) => link.getAttribute('href')),
  );
  expect(hrefs.filter((href) => own.includes(href))).toEqual([]);
});

test("a sidebar link's prefetch downloads the route chunks of its page", async ({ page, request, baseURL }) => {
  // The page's HTML preloads the route chunks it hydrates with (plugins/paint-first, from the build's manifest); the
  // prefetch finds them by chunk name at run time (routesChunkNames and the runtime's map, plugins/lean-entry). Both
  // must name the same files. Docusaurus prefetches each route chunk, not the chunks split out of it, so some of the
  // page's own files may still come with the click; its content chunk may not.
  const preloadedScripts = async (path: string) => scriptsNamedBy(await (await request.get(path)).text(), baseURL!);
  await gotoHydrated(page, '/docs/welcome');
  const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]:not([aria-current])').first();
  await expect(link).toBeInViewport();
  const target = (await link.getAttribute('href'))!;
  const shared = await preloadedScripts('/docs/welcome');
  const own = [...(await preloadedScripts(target))].filter((script) => !shared.has(script));
  expect(own.length, `route chunks of ${target} that /docs/welcome does not load`).toBeGreaterThan(0);
  const prefetchedOwn = async () => {
    const prefetched = await page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    return own.filter((script) => prefetched.includes(script));
  };
  await expect.poll(prefetchedOwn, { timeout: 15_000 }).not.toEqual([]);
});
