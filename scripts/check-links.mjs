#!/usr/bin/env node
// @ts-check
// Crawls the production build of every locale, served as a static host serves it (clean URLs, no trailing slash),
// and fails on any broken internal link, anchor or image, naming the page that links to it.
import { LinkChecker } from 'linkinator';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/markdown-files.mjs';
import { assistantFiles, brokenAssistantLinks } from './lib/twin-links.mjs';
import jiti from 'jiti';

const PORT = Number(process.env.CHECK_LINKS_PORT ?? 3500);
const BUILD = join(ROOT, 'build');
if (!existsSync(join(BUILD, 'index.html'))) {
  console.error('build/ is empty: run npm run build first');
  process.exit(1);
}

const origin = `http://127.0.0.1:${PORT}`;
// The server runs in its own process: the crawler's HTML parsing would otherwise starve it and time requests out.
const server = spawn(process.execPath, [join(ROOT, 'scripts', 'lib', 'static-server.mjs'), BUILD, String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.once('data', resolve);
  server.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
});
const checker = new LinkChecker();
/** @type {string[]} */
const broken = [];
let checked = 0;
checker.on('link', (result) => {
  checked++;
  if (result.state === 'BROKEN') broken.push(`${result.status ?? '-'} ${result.url} (linked from ${result.parent ?? '?'})`);
});
try {
  // Every locale's home page: the crawl follows links from there to every page, image and anchor.
  const result = await checker.check({
    path: [`${origin}/`, `${origin}/ru/`, `${origin}/zh-Hans/`, `${origin}/search`],
    recurse: true,
    checkFragments: true,
    concurrency: 10,
    linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    // Linkinator resolves a page's own URL with a trailing slash, which the host answers with a redirect;
    // ask for the canonical form directly.
    urlRewriteExpressions: [{ pattern: /([^/])\/(#.*)?$/, replacement: '$1$2' }],
  });
  for (const line of [...new Set(broken)].sort()) console.error(line);
  console.log(`check:links: ${checked} links checked, ${new Set(broken).size} broken`);

  // The Markdown twins and llms files link the deployed site's addresses; they are checked against the build's files.
  const { SITE_URL } = jiti(import.meta.filename)('../config/site.ts');
  const files = assistantFiles(BUILD);
  const twins = brokenAssistantLinks(BUILD, files, `${SITE_URL}/`);
  for (const line of twins.broken) console.error(line);
  console.log(`check:links: ${twins.checked} links in ${files.length} Markdown twins and llms files checked, ${twins.broken.length} broken`);
  const twinsChecked = files.length > 0 && twins.broken.length === 0;
  if (files.length === 0) console.error('check:links: the build has no Markdown twins (plugins/markdown-twins)');
  process.exitCode = result.passed && broken.length === 0 && twinsChecked ? 0 : 1;
} finally {
  server.kill();
}
