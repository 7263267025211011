// @ts-check
// The writer's loop: time from `docusaurus start` to the first page served, and from saving a Markdown file to
// the change showing in the open browser, over several saves of the same page a few seconds apart (the first one
// also makes the page's translations outdated, which changes its metadata).
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGE = 'docs/welcome.md';
/** Saves per run; the report gives their median. */
export const EDITS = 5;
/** Between saves, as a writer reads what changed; also past the search indexes' rebuild after a save. */
const EDIT_INTERVAL_MS = 4000;

/** @param {string} url @param {number} timeoutMs */
async function waitForPage(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('__docusaurus')) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`dev server did not serve ${url} within ${timeoutMs} ms`);
}

/**
 * Saves the page with a new line and gives the milliseconds until the open page shows it, and whether the dev server
 * reloaded the whole page to show it (an update it could not apply in place).
 * @param {import('@playwright/test').Page} page
 * @param {string} original the page's Markdown
 * @returns {Promise<{ ms: number, reloaded: boolean }>}
 */
async function editShown(page, original) {
  const marker = `Benchmark edit ${Date.now()}`;
  // The page itself notes when the text appears (Playwright's polling would round the time up by up to 500 ms);
  // page and script read the same system clock.
  const shown = page.evaluate(
    (text) =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.innerText.includes(text)) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    marker,
  );
  const saved = Date.now();
  await writeFile(join(ROOT, PAGE), `${original}\n${marker}\n`);
  const timeoutMs = 60_000;
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`edit not shown in ${timeoutMs / 1000} s`)), timeoutMs));
  try {
    return { ms: /** @type {number} */ (await Promise.race([shown, timeout])) - saved, reloaded: false };
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    // The page was reloaded: the edit shows once the new page has it.
    await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { polling: 'raf', timeout: timeoutMs });
    return { ms: Date.now() - saved, reloaded: true };
  }
}

/** @param {import('@playwright/test').Browser} browser @param {number} port */
export async function benchDevServer(browser, port) {
  const started = Date.now();
  const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  const original = await readFile(join(ROOT, PAGE), 'utf8');
  try {
    const url = `http://127.0.0.1:${port}/docs/welcome`;
    await waitForPage(url, 180_000);
    const firstPageSeconds = (Date.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    /** @type {number[]} */
    const edits = [];
    /** Which saves (from 1) the dev server showed by reloading the whole page. */
    const reloadedSaves = [];
    for (let i = 0; i < EDITS; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, EDIT_INTERVAL_MS));
      const { ms, reloaded } = await editShown(page, original);
      edits.push(ms);
      if (reloaded) reloadedSaves.push(i + 1);
    }
    await page.close();
    const sorted = [...edits].sort((a, b) => a - b);
    return { firstPageSeconds, editMs: sorted[Math.floor(sorted.length / 2)] ?? 0, edits, reloadedSaves };
  } finally {
    await writeFile(join(ROOT, PAGE), original);
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
