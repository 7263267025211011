import { expect, type Page } from '@playwright/test';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Hit');

export async function expectNoRecentSearches(page: Page): Promise<void> {
  await expect(modal(page).locator('.DocSearch-StartScreen')).toContainText('No recent searches');
}

/** The error screen replaces the results area when the index or every search host is unreachable. */
export async function expectErrorScreen(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('.DocSearch-NoResults')
          .evaluate((element) => getComputedStyle(element, '::before').content)
          .catch(() => ''),
      { timeout: 15_000 },
    )
    .toBe('"Unable to fetch results\\a You might want to check your network connection."');
  await expect(page.locator('.DocSearch-NoResults').getByText('No results for')).toBeHidden();
}
