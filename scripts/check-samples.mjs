#!/usr/bin/env node
// @ts-check
// Parses every code block of the docs (all areas, all locales): XML/XAML must be well-formed Avalonia XAML,
// C# must parse. Prints file:line for each failure and exits 1. Usage: check-samples.mjs [files or folders...]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';
import { codeBlocks } from './lib/code-blocks.mjs';
import { frontMatterFailure } from './lib/front-matter.mjs';
import { checkXmlSample } from './lib/xml-sample.mjs';
import { checkCSharpSample } from './lib/csharp-sample.mjs';
import { join } from 'node:path';
import { englishPath } from '../plugins/translation-status/status.mjs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { codeLanguages, plainFenceLanguages } from '../config/code-languages.mjs';
import { compareVersions, versionMarks } from './lib/version-marks.mjs';
import {
  annotateShapes, buildTutorialProject, CACHE_DIR, compileSamples, isAvaloniaXaml, proveSamples, metaValue, TUTORIALS_DIR,
  tutorialProjects, unservedPackage,
} from './lib/sample-compile.mjs';
import { IncludeError, includedCode, includeOf } from '../plugins/code-include/include.mjs';

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

const args = process.argv.slice(2);
const parseOnly = args.includes('--parse-only');
const update = args.includes('--update-pending');
const PENDING_FILE = 'samples/pending-compile-errors.tsv';
/** A run on named pages: no opt-out cap, no list of pending errors, a build folder of its own. */
const named = args.some((a) => !a.startsWith('--'));
const files = markdownFiles(args.filter((a) => !a.startsWith('--')));
/** Pages whose samples are compiled: the framework docs in English (translations share their code). */
const COMPILED_AREAS = /^(docs|tests\/unit\/fixtures\/sample-compile)\//;
/** @type {import('./lib/sample-compile.mjs').Sample[]} */
const toCompile = [];
/** @type {string[]} */
const noCompile = [];
/** @type {Map<string, string[]>} */
const unserved = new Map();
const NOCOMPILE_LIMIT = 0.03;
/** The oldest Avalonia 11 the NuGet source serves: a sample that needs more must sit under a version mark. */
const OLDEST = '11.0.4';
/** @type {string[]} */
const failures = [];
const counts = { files: files.length, xml: 0, csharp: 0, optedOut: 0, included: 0 };
/** Tutorial projects (samples/tutorials/<name>) that the checked pages include code from. */
/** @type {Set<string>} */
const includedProjects = new Set();
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
  if (source.includes('<MinVersion')) {
    for (const problem of versionMarks(source).problems) failures.push(`${file}:${problem.line}: ${problem.message}`);
  }
  // WPF XAML belongs to the XPF area and the WPF migration pages, in English and in their translations.
  const allowWpf = /(^|\/)xpf\/|get-started\/wpf\//.test(englishPath(file)?.english ?? file);
  for (const block of blocks) {
    if (block.lang && !HIGHLIGHTED.has(block.lang)) {
      failures.push(
        `${file}:${block.line - 1}: no highlighting for fence language "${block.lang}": ` +
          'add its Prism grammar to config/code-languages.mjs, or fence the block as text',
      );
    }
    // Include fences show a tutorial project's code, which is compiled as that project, below.
    const include = includeOf(block.meta);
    if (include) {
      counts.included++;
      includedProjects.add(`${TUTORIALS_DIR}/${include.file.split('/')[0]}`);
      if (block.value.trim()) failures.push(`${file}:${block.line - 1}: a fence with file="${include.file}" shows that file: leave its body empty`);
      try {
        includedCode(include);
      } catch (error) {
        if (!(error instanceof IncludeError)) throw error;
        failures.push(`${file}:${block.line - 1}: ${error.message}`);
      }
      continue;
    }
    const isXml = XML_LANGS.has(block.lang);
    const isCSharp = CSHARP_LANGS.has(block.lang);
    if (!isXml && !isCSharp) continue;
    if (OPT_OUT.test(block.meta)) {
      counts.optedOut++;
      optedOut.push(`${file}:${block.line}`);
      continue;
    }
    const reason = metaValue(block.meta, 'nocompile');
    if (reason !== undefined) {
      if (!reason.trim()) failures.push(`${file}:${block.line - 1}: nocompile needs a reason: nocompile="why"`);
      if (COMPILED_AREAS.test(file)) noCompile.push(`${file}:${block.line - 1}: ${reason}`);
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
    if (!COMPILED_AREAS.test(file) || error || (isXml && !isAvaloniaXaml(block))) continue;
    // Code of another framework or version that a page compares with, and a platform head's own files.
    const title = metaValue(block.meta, 'title') ?? '';
    const other = /\bWPF\b/.test(title) ? 'WPF (a migration page\'s "before")'
      : /\b0\.10\b/.test(title) ? 'Avalonia 0.10 (an upgrade page\'s "before")'
      : /\.(android|ios|browser|windows|macos)\.cs$/i.test(title) ? 'a platform head\'s file (compiled only for that platform)'
      : undefined;
    if (other) {
      unserved.set(other, [...(unserved.get(other) ?? []), `${file}:${block.line - 1}`]);
      continue;
    }
    const pkg = unservedPackage(block.value);
    if (pkg) {
      unserved.set(pkg, [...(unserved.get(pkg) ?? []), `${file}:${block.line - 1}`]);
      continue;
    }
    toCompile.push({ file, line: block.line, kind: isXml ? 'xaml' : 'csharp', value: block.value, meta: block.meta });
  }
}

/** @type {import('./lib/sample-compile.mjs').Diagnostic[]} */
let diagnostics = [];
if (!parseOnly && toCompile.length) {
  await annotateShapes(toCompile);
  // A run on named pages builds in a folder of its own (one per list of pages), leaving the whole-docs project's
  // incremental state alone; two runs at once on the same folder would overwrite each other's files.
  const subset = named ? `pages-${createHash('sha1').update(args.join('\n')).digest('hex').slice(0, 8)}-` : '';
  const dir = join(CACHE_DIR, `${subset}11.3`);
  const started = Date.now();
  diagnostics = await compileSamples(toCompile, { dir, avalonia: '11.3.23', toolkit: '8.4.2' });
  const cs = toCompile.filter((s) => s.kind === 'csharp').length;
  console.log(`check:samples: compiled ${cs} C# and ${toCompile.length - cs} XAML samples against Avalonia 11.3.23 ` +
    `in ${Math.round((Date.now() - started) / 1000)} s`);
  // Version marks, proven: each sample of a page that compiles on 11.3 compiles on 11.0.4 too, unless a mark above
  // it names the version it needs; a mark whose samples all compile on 11.0.4 claims too much.
  const clean = toCompile.filter((smp) => !diagnostics.some((d) => d.file === smp.file));
  const oldStarted = Date.now();
  const { needsNewer, proven, builds } = await proveSamples(clean, { dir: join(CACHE_DIR, `${subset}11.0`), avalonia: OLDEST, toolkit: '8.4.2' });
  console.log(`check:samples: compiled the ${clean.length} samples of the ${new Set(clean.map((x) => x.file)).size} pages ` +
    `that compile on 11.3 against Avalonia ${OLDEST} in ${Math.round((Date.now() - oldStarted) / 1000)} s (${builds} build${builds === 1 ? '' : 's'})`);
  /** @type {Map<string, import('./lib/sample-compile.mjs').Sample[]>} */
  const cleanByPage = new Map();
  for (const smp of clean) cleanByPage.set(smp.file, [...(cleanByPage.get(smp.file) ?? []), smp]);
  for (const [page, pageSamples] of cleanByPage) {
    const { marks, governing } = versionMarks(readFileSync(join(ROOT, page), 'utf8'));
    for (const smp of pageSamples) {
      const message = needsNewer.get(smp);
      if (message === undefined) continue;
      const claimed = (governing.get(smp.line) ?? []).filter((m) => compareVersions(m.version, OLDEST) > 0);
      if (!claimed.length) {
        diagnostics.push({ file: page, line: smp.line, version: OLDEST, message:
          `needs Avalonia newer than ${OLDEST} (there: ${message}), and no version mark above it says so` });
      }
    }
    // Only a heading's (or the page's) mark claims a whole section; a mark in the text often qualifies one member or
    // option (a table row's "TV (11.1 and later)"), which the section's samples need not use.
    for (const mark of marks.filter((m) => m.heading)) {
      const governed = pageSamples.filter((smp) => (governing.get(smp.line) ?? []).includes(mark));
      if (governed.length && governed.every((smp) => proven.has(smp))) {
        diagnostics.push({ file: page, line: mark.line, version: OLDEST, message:
          `the mark "${mark.text}" claims ${mark.version}, but the ${governed.length} sample(s) under it compile on ${OLDEST}` });
      }
    }
  }

  // Errors found when the compile check arrived, each to be fixed (or given a context) and removed from the list;
  // a listed error that no longer occurs fails too, so the list only shrinks.
  const pendingPath = join(ROOT, PENDING_FILE);
  const key = (/** @type {{ file: string, message: string }} */ d) =>
    `${d.file}\t${d.message.replace(/S_[A-Za-z0-9_]+?\.(?=[A-Z])/g, '').replace(/\s+/g, ' ').slice(0, 300)}`;
  const pending = new Set(existsSync(pendingPath) && !update && !named
    ? readFileSync(pendingPath, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')) : []);
  if (update) {
    const lines = [...new Set(diagnostics.map(key))].sort();
    writeFileSync(pendingPath, `# Compile errors of samples not fixed yet (scripts/check-samples.mjs --update-pending).\n` +
      `# Fix one, then delete its line. Page<TAB>error.\n${lines.join('\n')}\n`);
  }
  const seenPending = new Set();
  /** @type {Map<string, string[]>} */
  const byPage = new Map();
  let pendingCount = 0;
  for (const d of diagnostics) {
    if (pending.has(key(d)) || update) { seenPending.add(key(d)); pendingCount++; continue; }
    byPage.set(d.file, [...(byPage.get(d.file) ?? []), `${d.file}:${d.line}: ${d.message}`]);
  }
  for (const p of pending) {
    if (!seenPending.has(p)) failures.push(`${PENDING_FILE}: fixed, delete this line: ${p.replace('\t', ': ')}`);
  }
  if (pendingCount) console.log(`check:samples: ${pendingCount} known compile errors in ${PENDING_FILE} still to fix`);
  for (const [page, lines] of [...byPage].sort()) {
    failures.push(`${page}: ${lines.length} compile error${lines.length > 1 ? 's' : ''}\n  ${lines.join('\n  ')}`);
  }
  const total = toCompile.length + noCompile.length;
  if (!named && noCompile.length > total * NOCOMPILE_LIMIT) {
    failures.push(`${noCompile.length} of ${total} samples opt out with nocompile, more than ${NOCOMPILE_LIMIT * 100}%`);
  }
  console.log(`check:samples: ${noCompile.length} samples opted out with nocompile` +
    (noCompile.length ? `:\n  ${noCompile.join('\n  ')}` : ''));
  for (const [pkg, where] of unserved) {
    console.log(/^[A-Z]\w*\.|platform package/.test(pkg)
      ? `check:samples: ${where.length} samples need ${pkg}, which the NuGet source does not serve: not compiled`
      : `check:samples: ${where.length} samples are ${pkg}: not compiled`);
  }
}

// The tutorials' projects: every one on a full run, those the named pages include from on a run on named pages.
if (!parseOnly) {
  const projects = named ? tutorialProjects().filter((p) => includedProjects.has(p)) : tutorialProjects();
  for (const project of projects) {
    const started = Date.now();
    const errors = await buildTutorialProject(project);
    console.log(`check:samples: built ${project} in ${Math.round((Date.now() - started) / 1000)} s`);
    if (errors.length) {
      failures.push(`${project}: ${errors.length} build error${errors.length > 1 ? 's' : ''}\n  ` +
        errors.map((d) => `${d.file}:${d.line}: ${d.message}`).join('\n  '));
    }
  }
}

for (const failure of failures) console.error(failure);
console.log(
  `check:samples: ${counts.files} files, ${counts.xml} XML/XAML and ${counts.csharp} C# blocks parsed, ` +
  `${counts.optedOut} opted out with no-check${optedOut.length ? ` (${optedOut.join(', ')})` : ''}, ` +
  `${counts.included} included from ${TUTORIALS_DIR}, ` +
  `${failures.length} failures`,
);
process.exit(failures.length ? 1 : 0);
