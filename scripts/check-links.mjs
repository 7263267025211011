#!/usr/bin/env node
// @ts-check
// Crawls the production build of every locale, served as a static host serves it (clean URLs, no trailing slash),
// and fails on any broken internal link, anchor or image, naming the page that links to it.
import { LinkChecker } from 'linkinator';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveBuild } from './lib/static-server.mjs';
import { ROOT } from './lib/markdown-files.mjs';

const PORT = Number(process.env.CHECK_LINKS_PORT ?? 3500);
const BUILD = join(ROOT, 'build');
if (!existsSync(join(BUILD, 'index.html'))) {
  console.error('build/ is empty: run npm run build first');
  process.exit(1);
}

const origin = `http://127.0.0.1:${PORT}`;
const server = await serveBuild(BUILD, PORT);
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
    concurrency: 25,
    linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
    timeout: 20_000,
  });
  for (const line of [...new Set(broken)].sort()) console.error(line);
  console.log(`check:links: ${checked} links checked, ${new Set(broken).size} broken`);
  process.exitCode = result.passed && broken.length === 0 ? 0 : 1;
} finally {
  server.close();
}
