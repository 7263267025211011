import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test('mermaid diagrams render as SVG', async ({ page }) => {
  await gotoHydrated(page, '/xpf/welcome');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});

test('a crashing page shows the crash screen with the error, its cause and Try again', async ({ page }) => {
  await gotoHydrated(page, '/tests/page-crash');
  await page.getByRole('button', { name: 'Crash this page' }).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByText('Test crash requested by the page-crash fixture')).toBeVisible();
  await expect(page.getByText('The root cause')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
});

test('a slow route change shows the progress bar, without a spinner', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  // Hold back the next page's data so that the navigation takes longer than the 200 ms delay.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'XPF', exact: true }).click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page).toHaveURL(/\/xpf\/welcome$/);
});

test('when the next page code cannot load, the browser falls back to a full page load', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.route(/\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'XPF', exact: true }).click();
  await expect(page).toHaveURL(/\/xpf\/welcome$/);
  // The server-rendered page arrived: the old document (and its marker) is gone.
  await expect.poll(() => page.evaluate(() => '__sameDocument' in window)).toBe(false);
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
});
