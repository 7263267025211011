// @ts-check
// Search as a reader meets it, on a throttled connection (40 ms latency, 10 Mbit/s): bytes and time from the first
// hover of the search button to the first results, then the latency of each later keystroke.
import { percentile } from './process-stats.mjs';

const THROTTLE = { offline: false, latency: 40, downloadThroughput: (10e6 / 8), uploadThroughput: (10e6 / 8) };
const KEYSTROKES = 'styles and animations';
const WAITED_MS = 50;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url a docs page
 */
export async function benchSearch(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);

  let counting = false;
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    if (counting) bytes += event.encodedDataLength;
  });
  const button = page.getByRole('button', { name: /Search|Поиск|搜索/ }).first();
  // The moment the first hit is in the DOM, seen by the page itself (Playwright's polling would round it up).
  const firstHit = page.evaluate(
    () =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.DocSearch-Hit')) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true });
      }),
  );
  counting = true;
  const started = await page.evaluate(() => performance.now());
  await button.hover();
  await button.click();
  await page.locator('.DocSearch-Input').fill('binding');
  const firstResultsMs = Math.round(/** @type {number} */ (await firstHit) - started);
  counting = false;

  // Later keystrokes: from the input event until the modal has rendered the new query's results, measured inside
  // the page. Done means: the first task after the event has run (so its handlers, the search and React's render
  // task queued by them are done) and then QUIET_MS pass with no DOM change in the modal. The quiet window starts
  // again at each change, so results that wait for an index file to download count for the keystroke that asked
  // for them, however long the download takes. A keystroke that leaves the results as they were (a trailing
  // space) changes nothing in the DOM but still costs the search and the render, which this counts. The paint
  // follows in the next frame: under 16 ms means one frame later.
  const latencies = await page.evaluate(async (text) => {
    const QUIET_MS = 150;
    const GIVE_UP_MS = 5000;
    const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const modal = /** @type {HTMLElement} */ (document.querySelector('.DocSearch-Modal'));
    const out = [];
    for (let i = 2; i <= text.length; i++) {
      let lastChange = 0;
      const observer = new MutationObserver(() => {
        lastChange = performance.now();
      });
      observer.observe(modal, { subtree: true, childList: true, characterData: true, attributes: true });
      const t0 = performance.now();
      setValue?.call(input, text.slice(0, i));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const firstTask = performance.now();
      for (;;) {
        const quietSince = Math.max(firstTask, lastChange);
        const wait = quietSince + QUIET_MS - performance.now();
        if (wait <= 0 || performance.now() - t0 > GIVE_UP_MS) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      observer.disconnect();
      out.push(Math.max(firstTask, lastChange) - t0);
    }
    return out;
  }, KEYSTROKES);
  await context.close();
  return {
    firstResultsMs,
    bytesToFirstResults: bytes,
    keystrokeP95Ms: percentile(latencies, 95),
    keystrokeMedianMs: percentile(latencies, 50),
    keystrokeMaxMs: Math.max(...latencies),
    // Longer than a search and a render take: the keystroke waited for an index file to download.
    keystrokesWaiting: latencies.filter((ms) => ms > WAITED_MS).length,
    keystrokes: latencies.length,
  };
}
