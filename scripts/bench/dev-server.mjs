// @ts-check
// The writer's loop: time from `docusaurus start` to the first page served, and from saving a Markdown file to
// the change showing in the open browser.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGE = 'docs/welcome.md';

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
    const editMs = /** @type {number} */ (await Promise.race([shown, new Promise((_, reject) => setTimeout(() => reject(new Error('edit not shown in 60 s')), 60_000))])) - saved;
    await page.close();
    return { firstPageSeconds, editMs };
  } finally {
    await writeFile(join(ROOT, PAGE), original);
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
