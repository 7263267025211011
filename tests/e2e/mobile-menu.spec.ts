import { expect, test } from '@playwright/test';
import { actBeforeHydration, gotoHydrated } from './support/hydration';

test('at 996 px the navbar collapses into a menu with the docs sidebar as a secondary menu', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await gotoHydrated(page, '/docs/welcome');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Accelerate', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // On a doc page the menu opens on the docs sidebar, with a way back to the main menu.
  await expect(sidebar.getByRole('link', { name: 'Welcome', exact: true })).toBeVisible();
  await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(sidebar.getByRole('link', { name: 'Accelerate', exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'XPF', exact: true }).click();
  await expect(page).toHaveURL(/\/xpf\/welcome$/);
  await expect(sidebar).toBeHidden();
});

test('at 997 px the full navbar shows and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await gotoHydrated(page, '/docs/welcome');
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accelerate', exact: true }),
  ).toBeVisible();
});

test('a tap on the menu button before the page has hydrated opens the menu once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The tap lands on the server's button, which has no handler yet.
  await actBeforeHydration(page, '/docs/welcome', () => page.getByRole('button', { name: 'Toggle navigation bar' }).click());
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toHaveAttribute('aria-expanded', 'true');
});
