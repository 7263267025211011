#!/usr/bin/env node
// @ts-check
// Which pages are translated, from which version of the English source, and which translations are stale.
// A translated page records `translated_from: <git hash-object of the English file>` in its front matter.
// Usage: translation-status.mjs [--strict]  (--strict exits 1 on a translation without translated_from)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';

const AREA_OF_PLUGIN = { 'docusaurus-plugin-content-docs': 'docs', 'docusaurus-plugin-content-docs-accelerate': 'accelerate', 'docusaurus-plugin-content-docs-xpf': 'xpf' };
const strict = process.argv.includes('--strict');
const englishCount = markdownFiles([], ['docs', 'accelerate', 'xpf']).length;
/** @type {Record<string, { translated: number, stale: string[], unmarked: string[] }>} */
const byLocale = {};

for (const file of markdownFiles([], ['i18n'])) {
  const match = /^i18n\/([^/]+)\/(docusaurus-plugin-content-docs(?:-accelerate|-xpf)?)\/current\/(.+)$/.exec(file);
  if (!match) continue;
  const [, locale = '', plugin = '', rest = ''] = match;
  const english = `${AREA_OF_PLUGIN[/** @type {keyof typeof AREA_OF_PLUGIN} */ (plugin)]}/${rest}`;
  const status = (byLocale[locale] ??= { translated: 0, stale: [], unmarked: [] });
  status.translated++;
  const recorded = /^translated_from:\s*([0-9a-f]{40})\s*$/m.exec(readFileSync(join(ROOT, file), 'utf8'))?.[1];
  if (!recorded) {
    status.unmarked.push(file);
    continue;
  }
  const current = execFileSync('git', ['hash-object', english], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (current !== recorded) status.stale.push(`${file} (English ${english} changed since ${recorded.slice(0, 8)})`);
}

let failed = false;
for (const [locale, status] of Object.entries(byLocale)) {
  console.log(`${locale}: ${status.translated} of ${englishCount} pages translated, ${status.stale.length} stale, ${status.unmarked.length} without translated_from`);
  for (const line of status.stale) console.log(`  stale: ${line}`);
  for (const line of status.unmarked) console.log(`  no translated_from: ${line}`);
  if (status.unmarked.length) failed = true;
}
process.exit(strict && failed ? 1 : 0);
