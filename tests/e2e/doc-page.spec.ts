import { expect, test } from '@playwright/test';
import { gotoHydrated, isSameDocument, markDocument } from './support/hydration';

/** What a reader does on a doc page once it has loaded: every handler here is attached by hydration. */

test('a language tab shows its sample, and the choice follows the reader to the next page', async ({ page }) => {
  await gotoHydrated(page, '/docs/basics/user-interface/assets');
  const tabs = page.getByRole('tablist').first();
  const xaml = tabs.getByRole('tab', { name: 'XAML' });
  const csharp = tabs.getByRole('tab', { name: 'C#' });
  await expect(xaml).toHaveAttribute('aria-selected', 'true');

  await csharp.click();
  await expect(csharp).toHaveAttribute('aria-selected', 'true');
  await expect(xaml).toHaveAttribute('aria-selected', 'false');
  const panels = page.getByRole('tabpanel');
  await expect(panels.first().locator('pre.language-csharp')).toBeVisible();

  // The arrow keys move between the tabs of a group, as the ARIA tabs pattern has it.
  await csharp.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(xaml).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(xaml).toHaveAttribute('aria-selected', 'true');
  await csharp.click();

  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'How to use fonts', exact: true }).click();
  await expect(page).toHaveURL(/\/how-to-use-fonts$/);
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'C#' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a sidebar category opens and closes, and the copy button copies a sample', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/basics/user-interface/assets');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const label = (await sidebar.locator('.menu__list-item--collapsed .menu__link').first().innerText()).trim();
  const item = sidebar
    .locator('li.theme-doc-sidebar-item-category-level-1')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });
  const toggle = item.getByRole('button', { name: label, exact: true });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item.locator('.menu__list').first().getByRole('link').first()).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(item.locator('.menu__list').first()).toBeHidden();

  const block = page.locator('.theme-code-block').first();
  // innerText puts a blank line between the highlighter's line elements; the lines themselves must match.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const sample = lines(await block.locator('code').innerText());
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeAttached();
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(sample);
});

test('the table of contents marks the section being read, and Back to top returns to the start', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, '/docs/basics/user-interface/assets');
  const toc = page.locator('.table-of-contents').first();
  const links = toc.locator('a');
  const last = links.last();
  const target = decodeURIComponent((await last.getAttribute('href'))!.slice(1));

  await page.locator(`[id="${target}"]`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 50);
  await expect(toc.locator('.table-of-contents__link--active')).toHaveCount(1);
  await expect(toc.locator('.table-of-contents__link--active')).not.toHaveAttribute('href', (await links.first().getAttribute('href'))!);

  // The button shows once the reader has scrolled down and then up a little.
  await page.mouse.wheel(0, -80);
  const backToTop = page.getByRole('button', { name: 'Scroll back to top' });
  await expect(backToTop).toHaveClass(/backToTopButtonShow/);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the language dropdown opens from the keyboard and closes when focus leaves it', async ({ page }) => {
  await gotoHydrated(page, '/docs/welcome');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const languages = navbar.locator('.navbar__item.dropdown').filter({ hasText: 'Русский' });
  const menu = languages.locator('.dropdown__menu');
  await languages.locator('.navbar__link').first().focus();
  await page.keyboard.press('Enter');
  await expect(languages).toHaveClass(/dropdown--show/);
  await page.locator('main h1').click();
  await expect(languages).not.toHaveClass(/dropdown--show/);
  await expect(menu).toBeHidden();
});
