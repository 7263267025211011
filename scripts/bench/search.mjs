// @ts-check
// Search as a reader meets it, on a throttled connection (40 ms latency, 10 Mbit/s): bytes and time from the first
// hover of the search button to the first results, then the latency of each later keystroke.
import { percentile } from './process-stats.mjs';

const THROTTLE = { offline: false, latency: 40, downloadThroughput: (10e6 / 8), uploadThroughput: (10e6 / 8) };
const KEYSTROKES = 'styles and animations';

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
  counting = true;
  const started = Date.now();
  await button.hover();
  await button.click();
  await page.locator('.DocSearch-Input').fill('binding');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const firstResultsMs = Date.now() - started;
  counting = false;

  // Later keystrokes: from the input event to the next change of the results, measured inside the page.
  const latencies = await page.evaluate(async (text) => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const modal = /** @type {HTMLElement} */ (document.querySelector('.DocSearch-Modal'));
    const out = [];
    for (let i = 2; i <= text.length; i++) {
      const value = text.slice(0, i);
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(null);
        });
        observer.observe(modal, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 1000);
      });
      const t0 = performance.now();
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await changed;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      out.push(performance.now() - t0);
    }
    return out;
  }, KEYSTROKES);
  await context.close();
  return { firstResultsMs, bytesToFirstResults: bytes, keystrokeP95Ms: percentile(latencies, 95), keystrokeMedianMs: percentile(latencies, 50) };
}
