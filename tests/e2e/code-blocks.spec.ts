import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

const PAGE = '/docs/basics/user-interface/styling/styles';

test('on a phone, a C# sample is highlighted, offers word wrap when it overflows, and recolours in dark mode', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, PAGE);
  const block = page.locator('.theme-code-block.language-csharp').first();
  const code = block.locator('code');
  const keyword = code.locator('.token.keyword').first();
  await expect(keyword).toBeVisible();

  // The button appears once the block has measured that it scrolls sideways (a re-render after hydration).
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await wrap.click();
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');

  const lightColour = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);
  await expect(code.locator('.token.keyword').first()).toBeVisible();
});

test('code is highlighted after moving in-app from a page without code, which does not run Prism', async ({ page }) => {
  // Scripts run, not prefetched: the home page may prefetch a linked page's chunks once idle.
  const prismScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('lang(?:uage)?-([\\w-]+)')) prismScripts.push(response.url());
  });
  await gotoHydrated(page, '/');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  expect(prismScripts).toEqual([]);

  await page.locator(`main a[href="${PAGE}"]`).first().click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator('.theme-code-block.language-csharp .token.keyword').first()).toBeVisible();
  await expect(page.locator('.theme-code-block.language-xml .token.tag').first()).toBeVisible();
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  expect(prismScripts).toHaveLength(1);
});
