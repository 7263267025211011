import { expect, test } from '@playwright/test';

/** A sample of legacy URLs from every kind of redirect, checked in the browser as a reader arrives from an old link. */
const SAMPLE: [from: string, to: string][] = [
  ['/docs', '/docs/welcome'],
  ['/accelerate', '/accelerate/welcome'],
  ['/docs/getting-started/', '/docs/get-started'],
  ['/docs/data-binding', '/docs/basics/data/data-binding'],
  ['/docs/layout/', '/docs/basics/user-interface/building-layouts'],
  ['/docs/controls/SplitButton', '/docs/reference/controls/buttons/splitbutton'],
  ['/docs/reference/controls/detailed-reference/textblock', '/docs/reference/controls/textblock'],
  ['/docs/misc/wpf/grid', '/docs/get-started/wpf/grid'],
  ['/docs/tutorials/developing-for-mobile/android', '/docs/guides/platforms/android'],
  ['/docs/guides/deep-dives/reactiveui/routing', '/docs/concepts/reactiveui/routing'],
  ['/docs/next/concepts/the-main-window', '/docs/concepts/the-main-window'],
  ['/accelerate/tools/parcel/guies/apple-notary', '/accelerate/tools/parcel/apple/notary'],
  ['/accelerate/tools/parcel/guies/apple-signing', '/accelerate/tools/parcel/apple/signing'],
];

for (const [from, to] of SAMPLE) {
  test(`${from} lands on ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('article h1, header h1').first()).toBeVisible();
  });
}

test('a page addressed with .html or /index.html shows that page', async ({ page }) => {
  await page.goto('/docs/welcome.html');
  await expect(page.locator('article h1').first()).toHaveText('Welcome');
  await page.goto('/docs/basics/index.html');
  await expect(page.locator('article h1').first()).toHaveText('Basics');
});
