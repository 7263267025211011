import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FakeAlgolia } from '../support/fake-algolia';
import { gotoHydrated } from '../support/hydration';
import { expectErrorScreen } from '../support/search-modal';
import { ALGOLIA_FIXTURE } from '../../../playwright.config';

// The site under test here is the build made with Algolia configured (npm run build:algolia-fixture):
// its first host does not answer, its second is this fake server.
test.use({ baseURL: ALGOLIA_FIXTURE.baseURL });
test.describe.configure({ mode: 'serial' });

const fake = new FakeAlgolia(ALGOLIA_FIXTURE.liveHostPort);
test.beforeAll(() => {
  if (!existsSync('build-algolia')) throw new Error('build-algolia/ is missing: run npm run build:algolia-fixture first');
  return fake.start();
});
test.afterAll(() => fake.stop());

test('queries Algolia with the three filters and 20 hits per page, skipping a host that is down', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('binding');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Answered by the fake Algolia');

  const recorded = fake.requests.at(-1)!;
  expect(recorded.path).toBe('/1/indexes/*/queries');
  expect(recorded.query.get('x-algolia-application-id')).toBe(ALGOLIA_FIXTURE.appId);
  const request = recorded.body.requests[0]!;
  expect(request.indexName).toBe(ALGOLIA_FIXTURE.indexName);
  expect(request.hitsPerPage).toBe(20);
  const filters = JSON.stringify(request.facetFilters);
  expect(filters).toContain('"language:en"');
  expect(filters).toContain('"docusaurus_tag:docs-default-current"');
  expect(filters).toContain('"product:avalonia"');
});

test('shows the error screen when every host is down', async ({ page }) => {
  await fake.stop();
  await gotoHydrated(page, '/docs/welcome');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('styles');
  await expectErrorScreen(page);
});
