import { expect, test, type Page } from '@playwright/test';
import { hydrationChange, recordServerText, waitForHydration } from './support/hydration';
import { builtRoutes, shard } from './support/site-routes';

/** Pages that are not in the sitemaps but are part of the site. */
const EXTRA_ROUTES = [
  '/search',
  '/ru/search',
  '/zh-Hans/search',
  '/translation-status',
  '/ru/translation-status',
  '/zh-Hans/translation-status',
  '/tests/image-zoom',
  '/tests/page-crash',
  '/ru/tests/translation-outdated',
];
const SHARDS = 16;
const routes = [...builtRoutes(), ...EXTRA_ROUTES];

async function problemsOn(page: Page, path: string, origin: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console ${message.type()}: ${text.slice(0, 300)}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.url().startsWith(origin) && response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    const error = request.failure()?.errorText ?? '';
    // ERR_ABORTED is a prefetch the next navigation cancelled; a missing file shows up as an HTTP status instead.
    if (request.url().startsWith(origin) && error !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${error}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  // Give React an idle moment to report a mismatch.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 50))));
  const changed = await hydrationChange(page);
  if (changed) problems.push(`hydration changed the main content: ${changed}`);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  page.off('response', onResponse);
  page.off('requestfailed', onFailed);
  return problems.map((problem) => `${path}: ${problem}`);
}

test.describe('every built page in every locale', () => {
  test('has at least the pages of the site map in each locale', () => {
    expect(routes.filter((route) => route.startsWith('/docs/')).length).toBeGreaterThan(300);
    expect(routes.filter((route) => route.startsWith('/ru/docs/')).length).toBeGreaterThan(300);
    expect(routes.filter((route) => route.startsWith('/zh-Hans/xpf/')).length).toBeGreaterThan(15);
  });

  shard(routes, SHARDS).forEach((paths, index) => {
    test(`loads without console errors, uncaught exceptions, hydration warnings or failed requests (${index + 1}/${SHARDS})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(paths.length * 4000 + 30_000);
      await page.addInitScript(recordServerText);
      const problems: string[] = [];
      for (const path of paths) problems.push(...(await problemsOn(page, path, baseURL!)));
      expect(problems).toEqual([]);
    });
  });
});
