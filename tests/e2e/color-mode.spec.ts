import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

test('starts light, follows the system, and cycles system → light → dark → system, persisted as "theme"', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/docs/welcome');
  expect(await theme(page)).toBe('light');
  await expect(toggle(page)).toHaveAttribute('aria-label', /system mode/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => theme(page)).toBe('dark');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently light mode/);
  expect(await theme(page)).toBe('light');
  expect(await stored(page)).toBe('light');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently dark mode/);
  expect(await theme(page)).toBe('dark');
  expect(await stored(page)).toBe('dark');

  await gotoHydrated(page, page.url());
  expect(await theme(page)).toBe('dark');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently system mode/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => theme(page)).toBe('light');
});
