import { expect, test } from '@playwright/test';
import { gotoHydrated, isSameDocument, markDocument } from './support/hydration';

test.describe('navbar', () => {
  test('links the three documentation areas', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('link', { name: 'Accelerate', exact: true }).click();
    await expect(page).toHaveURL(/\/accelerate\/welcome$/);
    await navbar.getByRole('link', { name: 'XPF', exact: true }).click();
    await expect(page).toHaveURL(/\/xpf\/welcome$/);
    await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Resources opens a dropdown of seven external links that open in a new tab', async ({ page }) => {
    await page.goto('/docs/welcome');
    const resources = page.locator('.navbar__item.dropdown', { hasText: 'Resources' });
    await resources.hover();
    const links = resources.locator('.dropdown__menu a');
    await expect(links).toHaveCount(7);
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(links.filter({ hasText: 'XAML Playground' })).toHaveCount(1);
  });

  test('Support is an external link opening in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const support = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Support/ });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    // Clicking opens a second tab; the network is closed here, so only the new page's existence is asserted.
    await context.route('https://avaloniaui.net/**', (route) => route.fulfill({ body: 'support' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), support.click()]);
    expect(popup.url()).toContain('avaloniaui.net/support');
  });

  test('shows the version of the area being read, and none outside the docs', async ({ page }) => {
    await page.goto('/docs/welcome');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByText('11.0.x', { exact: true })).toBeVisible();
    await page.goto('/xpf/welcome');
    await expect(navbar.getByText('Next', { exact: true })).toBeVisible();
    await expect(navbar.getByText('11.0.x', { exact: true })).toHaveCount(0);
    await page.goto('/');
    await expect(navbar.getByText('Next', { exact: true })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has five columns of external links and four social icons, all opening in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText([
      'Products',
      'For Developers',
      'Platforms',
      'Handbook',
      'Company',
    ]);
    const external = footer.locator('a[href^="http"]');
    expect(await external.count()).toBe(35 + 4);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
    for (const name of ['X', 'LinkedIn', 'YouTube', 'GitHub']) {
      await expect(footer.getByRole('link', { name: `Avalonia UI on ${name}` })).toBeVisible();
    }
    // The year of the build, which is this year unless the build ran last New Year's Eve.
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} AvaloniaUI OÜ`);
  });
});

test.describe('page structure', () => {
  test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(skip).not.toBeFocused();
    // The keyboard continues from the main content: the next Tab stop is inside it, not in the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('focus outlines show once the Tab key is pressed, and none after a mouse press (keyboard-navigation mode)', async ({ page }) => {
    await gotoHydrated(page, '/docs/welcome');
    const focusOutline = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    // A key pressed after a click (Escape, say) would make the browser draw the clicked button's focus ring.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    expect(await focusOutline()).toBe('none');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    expect(await focusOutline()).not.toBe('none');
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await focusOutline()).toBe('none');
  });

  test('/docs, /accelerate and /xpf open their welcome page', async ({ page }) => {
    for (const area of ['docs', 'accelerate', 'xpf']) {
      await page.goto(`/${area}`);
      await expect(page).toHaveURL(new RegExp(`/${area}/welcome$`));
      await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('doc pages show breadcrumbs, a table of contents, an edit link and the last update', async ({ page }) => {
    await page.goto('/xpf/welcome');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(page.locator('.table-of-contents').first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /github\.com\/AvaloniaUI\/avalonia-docs\/edit\/main\/xpf\/welcome\.md$/,
    );
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
  });

  for (const [locale, date] of [
    ['', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
    ['/zh-Hans', /^\d{4}年\d{1,2}月\d{1,2}日$/],
  ] as const) {
    test(`the last update shows its date in the page's language, opened directly and after an in-app move (${locale || '/'})`, async ({ page }) => {
      // Hydration keeps the server's date (src/theme/LastUpdated); a page rendered in the browser formats its own.
      await gotoHydrated(page, `${locale}/docs/welcome`);
      await expect(page.locator('.theme-last-updated time')).toHaveText(date);
      const first = await page.locator('.theme-last-updated time').getAttribute('datetime');
      await markDocument(page);
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(new RegExp(`${locale}/docs/welcome$`));
      expect(await isSameDocument(page)).toBe(true);
      await expect(page.locator('.theme-last-updated time')).toHaveText(date);
      await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });
  }
});
