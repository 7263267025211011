import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test('the announcement bar stays closed once dismissed, and returns when its id changes', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({ hasText: 'Avalonia 11.3 is the current release' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();

  await gotoHydrated(page, page.url());
  await expect(page.getByText('Avalonia 11.3 is the current release')).toBeHidden();

  // A visitor who dismissed an older announcement sees the current one.
  await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await gotoHydrated(page, page.url());
  await expect(page.getByText('Avalonia 11.3 is the current release')).toBeVisible();
});
