#!/usr/bin/env node
// @ts-check
// Prose words per page (code, front matter, imports and JSX tags left out) against the site map's depth class.
// Usage: word-count.mjs [files or folders...]; exits 1 when a page is under its class's floor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';
import { routeOfFile } from './lib/routes.mjs';
import { readSiteMap } from './lib/site-map.mjs';

/** Floors per depth class: M is 250 to 700 words and L over 700 (CONTENT.md); S is brief but complete. */
const FLOORS = { S: 100, M: 250, L: 700 };

/** @param {string} source */
function proseWords(source) {
  const prose = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<\/?[A-Z][^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|:-]+/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const depthByRoute = new Map(readSiteMap().map((entry) => [entry.route, entry.depth]));
const args = process.argv.slice(2);
const files = markdownFiles(args, ['docs', 'accelerate', 'xpf']);
let total = 0;
let under = 0;
for (const file of files) {
  const route = routeOfFile(file);
  if (!route) continue;
  const words = proseWords(readFileSync(join(ROOT, file), 'utf8'));
  total += words;
  const depth = depthByRoute.get(route);
  const short = depth !== undefined && words < FLOORS[depth];
  if (short) under++;
  console.log(`${short ? 'UNDER' : 'ok   '} ${depth ?? '?'} ${String(words).padStart(5)}  ${file}`);
}
console.log(`${files.length} files, ${total} words, ${under} under their depth floor`);
process.exit(under ? 1 : 0);
