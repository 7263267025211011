import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/**
 * Opens one of the tests' fixture pages (src/pages/tests), which only a build for the tests has
 * (`npm run build:test`, as `npm test` does; config/site.ts), and waits for it to hydrate.
 */
export async function gotoFixture(page: Page, path: `/tests/${string}`): Promise<void> {
  // A build without them answers with its (hydrating) not-found page.
  const response = await gotoHydrated(page, path);
  expect(response?.status(), `${path} is missing: build the site with its test pages (npm run build:test)`).toBe(200);
}
