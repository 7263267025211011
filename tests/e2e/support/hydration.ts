import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: keyboard shortcuts, toggles and client-side state only work
 * from then on, as for a reader whose page has finished loading.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('__docusaurus');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
}

/**
 * Marks the page's document, so that `isSameDocument` tells afterwards whether a navigation stayed in the app
 * (true) or loaded a new page (false).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => '__sameDocument' in window);
}
