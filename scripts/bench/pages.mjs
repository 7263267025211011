// @ts-check
// Bytes a browser downloads for a page: HTML, JS and CSS, raw and gzip, route chunks included, measured by
// loading the page in Chromium from the production build.
import { gzipSync } from 'node:zlib';

/** @typedef {{ raw: number, gzip: number }} Bytes */

/**
 * The pages the bench measures and tests/e2e/page-weight.spec.ts budgets: one of each kind a reader lands on.
 * @type {readonly (readonly [name: string, path: string])[]}
 */
export const BENCH_PAGES = [
  ['home', '/'],
  ['doc page', '/docs/basics/user-interface/styling/styles'],
  ['mermaid page', '/docs/basics/data/data-binding'],
  ['search', '/search?q=binding'],
];

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ html: Bytes, js: Bytes, css: Bytes }>}
 */
export async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<void>[]} */
  const pending = [];
  const totals = { html: { raw: 0, gzip: 0 }, js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind || !response.url().startsWith(new URL(url).origin)) return;
    pending.push(
      response.body().then(
        (body) => {
          totals[kind].raw += body.length;
          totals[kind].gzip += gzipSync(body, { level: 6 }).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return totals;
}
