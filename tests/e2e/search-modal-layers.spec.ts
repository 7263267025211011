import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { modal, searchInput } from './support/search-modal';

/**
 * Whether the reader sees `target` at its centre and at the middle of its top and bottom edges, with nothing drawn over
 * it there (the navbar, say).
 */
async function isInFront(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => {
      const top = document.elementFromPoint(box.left + box.width / 2, y);
      return top !== null && element.contains(top);
    });
  });
}

async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Opens the search modal from the navbar's button with a real tap or click, checks that the search box, its input and
 * Cancel are in front where the reader looks and aims, then taps or clicks Cancel where it shows: the modal closes,
 * and the keyboard focus is back on the search button.
 */
async function openAndCancel(page: Page, press: (point: { x: number; y: number }) => Promise<void>): Promise<void> {
  const button = page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true });
  await press(await centreOf(button));
  await expect(modal(page)).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
  const cancel = modal(page).getByRole('button', { name: 'Cancel' });
  for (const [name, target] of [
    ['the search box', modal(page).locator('.DocSearch-Form')],
    ['the search input', searchInput(page)],
    ['Cancel', cancel],
  ] as const) {
    await expect(target).toBeVisible();
    expect(await isInFront(target), `${name} in front`).toBe(true);
  }
  // Cancel looks like the link-coloured text DocSearch gives it on phones, not a grey browser button.
  const look = await cancel.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderStyle };
  });
  expect(look).toEqual({ background: 'rgba(0, 0, 0, 0)', border: 'none' });
  await press(await centreOf(cancel));
  await expect(modal(page)).toBeHidden();
  await expect(button).toBeFocused();
}

/** A doc page in the colour scheme, with the announcement bar a first visit shows or with the bar closed. */
async function openDocPage(page: Page, colorScheme: 'light' | 'dark', announcement: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await gotoHydrated(page, '/docs/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  const bar = page.getByRole('banner').filter({ hasText: 'Avalonia 11.3 is the current release' });
  await expect(bar).toBeVisible();
  if (!announcement) {
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
  }
}

const CASES = (['light', 'dark'] as const).flatMap((colorScheme) =>
  [true, false].map((announcement) => ({
    colorScheme,
    announcement,
    name: `${colorScheme}, ${announcement ? 'with' : 'without'} the announcement bar`,
  })),
);

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { colorScheme, announcement, name } of CASES) {
    test(`${name}: the search box and Cancel are above the navbar, and a tap on Cancel closes the modal`, async ({ page }) => {
      await openDocPage(page, colorScheme, announcement);
      await openAndCancel(page, ({ x, y }) => page.touchscreen.tap(x, y));
    });
  }
});

for (const width of [997, 1280]) {
  test.describe(`on a desktop (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { colorScheme, announcement, name } of CASES) {
      test(`${name}: the search box and Cancel are above the navbar, and a click on Cancel closes the modal`, async ({ page }) => {
        await openDocPage(page, colorScheme, announcement);
        await openAndCancel(page, ({ x, y }) => page.mouse.click(x, y));
      });
    }
  });
}
