#!/usr/bin/env node
// @ts-check
// Translated pages against their English sources: heading ids, code (apart from comments and Mermaid labels), link
// targets, images, admonitions, translated_from; and their prose against the locale's glossary
// (i18n/<locale>/glossary.md). Prints `file:line: message` for every problem and exits 1 if there is any.
// Usage: check-translation-parity.mjs [translated files or folders...]  (default: every translated page)
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';
import { checkTranslations, englishSourceOf, readGlossaries } from './lib/translation-parity.mjs';

const started = performance.now();
const pages = markdownFiles(process.argv.slice(2), ['i18n']).flatMap((file) => {
  const source = englishSourceOf(file);
  return source ? [{ file, ...source }] : [];
});
const glossaries = readGlossaries(ROOT, [...new Set(pages.map((page) => page.locale))]);
const { failures } = checkTranslations({ root: ROOT, pages, glossaries });
for (const failure of failures) console.error(failure);
const terms = Object.entries(glossaries).map(([locale, entries]) => `${locale} ${entries.length}`).join(', ');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`check:translation-parity: ${pages.length} translated pages, glossary terms ${terms || 'none'}, ${failures.length} problems (${seconds} s)`);
process.exit(failures.length ? 1 : 0);
