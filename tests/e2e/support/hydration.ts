import { expect, type Page, type Response } from '@playwright/test';

/**
 * Waits until the open page has hydrated: keyboard shortcuts, toggles and client-side state only work from then on,
 * as for a reader whose page has finished loading. Docusaurus sets `<html data-has-hydrated="true">` from an effect,
 * so the attribute means the app's effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a page, waits for it to hydrate (waitForHydration), then for an idle moment; returns the page's response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  return response;
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

/**
 * Keeps, on `window`, the text of the page's main content as the server rendered it, read once the HTML is parsed and
 * before the scripts hydrate it (they run after the first paint, plugins/paint-first).
 */
export function recordServerText(): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    Object.assign(window, { __serverText: document.querySelector('main')?.textContent ?? null });
  });
}

/**
 * A page whose browser render differs from the server's is redrawn during hydration. React reports it on the console
 * too, but a mismatch inside a subtree that suppresses the warning, or one a later effect brings about, only shows as
 * changed text: so the main content's text must read the same after hydration as the server sent it.
 */
export async function hydrationChange(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const before = (window as { __serverText?: string | null }).__serverText;
    if (before === undefined) throw new Error('hydrationChange needs page.addInitScript(recordServerText) before the page opens');
    const after = document.querySelector('main')?.textContent ?? null;
    if (before === after) return null;
    const server = before ?? '';
    const client = after ?? '';
    let at = 0;
    while (at < server.length && server[at] === client[at]) at += 1;
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 80));
    return `server ${around(server)}, browser ${around(client)}`;
  });
}

const ENTRY_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the entry script (main.js) of the page's next loads on the wire until the returned function lets it through,
 * so that a test acts on the server's HTML before React has the page. A new call replaces the previous hold.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(ENTRY_SCRIPT);
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Fails the test if React has hydrated the page already: what it checks must happen before. */
export async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.locator('html[data-has-hydrated="true"]').count(), 'React has not run').toBe(0);
}

/**
 * Opens `path` with its entry script held (holdEntryScript), so that `act` works on the server's HTML as a reader
 * does while the page is still loading, then lets the script through and waits for the page to hydrate.
 */
export async function actBeforeHydration(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  const releaseEntry = await holdEntryScript(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await act();
  await expectNotHydrated(page);
  releaseEntry();
  await waitForHydration(page);
}
