#!/usr/bin/env node
// @ts-check
// Parses every code block of the docs (all areas, all locales): XML/XAML must be well-formed Avalonia XAML,
// C# must parse. Prints file:line for each failure and exits 1. Usage: check-samples.mjs [files or folders...]
import { readFileSync } from 'node:fs';
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';
import { codeBlocks } from './lib/code-blocks.mjs';
import { frontMatterFailure } from './lib/front-matter.mjs';
import { checkXmlSample } from './lib/xml-sample.mjs';
import { checkCSharpSample } from './lib/csharp-sample.mjs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { codeLanguages, plainFenceLanguages } from '../config/code-languages.mjs';

const XML_LANGS = new Set(['xml', 'xaml', 'axaml']);
const CSHARP_LANGS = new Set(['csharp', 'cs', 'c#']);
const OPT_OUT = /(^|\s)no-check(\s|$)/;

/** Every fence language the site highlights: the shipped grammars with their aliases, xaml/axaml, plain text. */
function highlightedLanguages() {
  const require = createRequire(import.meta.url);
  const Prism = /** @type {typeof import('prismjs')} */ (require('prismjs/components/prism-core'));
  const before = globalThis.Prism;
  globalThis.Prism = Prism;
  for (const lang of codeLanguages) require(`prismjs/components/prism-${lang}`);
  globalThis.Prism = before;
  return new Set([...Object.keys(Prism.languages), ...XML_LANGS, ...plainFenceLanguages]);
}
const HIGHLIGHTED = highlightedLanguages();

const files = markdownFiles(process.argv.slice(2));
/** @type {string[]} */
const failures = [];
const counts = { files: files.length, xml: 0, csharp: 0, optedOut: 0 };
/** @type {string[]} */
const optedOut = [];

for (const file of files) {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const frontMatter = await frontMatterFailure(source, file);
  if (frontMatter) failures.push(frontMatter);
  let blocks;
  try {
    blocks = codeBlocks(source);
  } catch (error) {
    const e = /** @type {Error & {line?: number, place?: {line?: number}}} */ (error);
    failures.push(`${file}:${e.line ?? e.place?.line ?? 1}: MDX does not parse: ${e.message}`);
    continue;
  }
  const allowWpf = /(^|\/)xpf\/|get-started\/wpf\//.test(file);
  for (const block of blocks) {
    if (block.lang && !HIGHLIGHTED.has(block.lang)) {
      failures.push(
        `${file}:${block.line - 1}: no highlighting for fence language "${block.lang}": ` +
          'add its Prism grammar to config/code-languages.mjs, or fence the block as text',
      );
    }
    const isXml = XML_LANGS.has(block.lang);
    const isCSharp = CSHARP_LANGS.has(block.lang);
    if (!isXml && !isCSharp) continue;
    if (OPT_OUT.test(block.meta)) {
      counts.optedOut++;
      optedOut.push(`${file}:${block.line}`);
      continue;
    }
    if (isCSharp && block.lang !== 'csharp') {
      failures.push(`${file}:${block.line - 1}: fence C# as "csharp", not "${block.lang}"`);
    }
    const error = isXml
      ? checkXmlSample(block.value, { lang: block.lang, meta: block.meta, allowWpf })
      : await checkCSharpSample(block.value);
    if (isXml) counts.xml++; else counts.csharp++;
    if (error) failures.push(`${file}:${block.line + error.line - 1}: ${isXml ? 'XAML' : 'C#'} ${error.message}`);
  }
}

for (const failure of failures) console.error(failure);
console.log(
  `check:samples: ${counts.files} files, ${counts.xml} XML/XAML and ${counts.csharp} C# blocks parsed, ` +
  `${counts.optedOut} opted out with no-check${optedOut.length ? ` (${optedOut.join(', ')})` : ''}, ` +
  `${failures.length} failures`,
);
process.exit(failures.length ? 1 : 0);
