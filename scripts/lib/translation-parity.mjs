// @ts-check
// Translation parity: a translated page must keep what readers of every language rely on from its English source:
// heading ids (links point at them), code (apart from comments and Mermaid labels), link targets, images,
// admonitions, and a `translated_from` that names a real version of the English file. The same module lints prose
// against the locale's glossary (i18n/<locale>/glossary.md). scripts/check-translation-parity.mjs runs it on every
// translated page; tests/unit/translation-parity.test.ts on fixtures.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { mdxjs } from 'micromark-extension-mdxjs';
import { gfm } from 'micromark-extension-gfm';
import GithubSlugger from 'github-slugger';
import { stripFrontMatter } from './code-blocks.mjs';
import { blobSha, englishPath } from '../../plugins/translation-status/status.mjs';

/**
 * The English source of a translated page, or null when the path is not a translated doc page (the status module's
 * mapping, which the build and `npm run translation-status` use too).
 * @param {string} file repo-relative, e.g. i18n/ru/docusaurus-plugin-content-docs/current/basics/index.md
 * @returns {{ locale: string, englishFile: string } | null}
 */
export function englishSourceOf(file) {
  const source = /\.mdx?$/.test(file) ? englishPath(file) : undefined;
  return source ? { locale: source.locale, englishFile: source.english } : null;
}

/** `git hash-object` of a file's content, computed here instead of in a process per page. */
export const gitBlobSha = blobSha;

/**
 * Which of these object names git does not have as a blob: one `git cat-file --batch-check` for all of them.
 * @param {string[]} shas @param {string} cwd
 * @returns {Set<string>}
 */
export function missingBlobs(shas, cwd) {
  const unique = [...new Set(shas)];
  if (!unique.length) return new Set();
  const out = execFileSync('git', ['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    cwd,
    input: unique.join('\n') + '\n',
    encoding: 'utf8',
  });
  const found = new Set();
  for (const line of out.split('\n')) {
    const [sha, type] = line.split(' ');
    if (type === 'blob') found.add(sha);
  }
  return new Set(unique.filter((sha) => !found.has(sha)));
}

// ---------------------------------------------------------------------------------------------------------------
// What a page holds

/**
 * @typedef {{ depth: number, id: string, explicit: boolean, text: string, line: number, odd: boolean }} Heading
 * @typedef {{ lang: string, meta: string, value: string, line: number, end: number }} Code
 * @typedef {{ value: string, line: number }} Located
 * @typedef {{
 *   headings: Heading[], code: Code[], links: Located[], images: Located[], admonitions: Located[],
 *   badges: Located[], prose: Located[], frontMatter: Map<string, Located>,
 * }} PageFacts
 */

/** Docusaurus escapes `{#id}` on heading lines before MDX sees them (escapeMarkdownHeadingIds). @param {string} s */
function escapeHeadingIds(s) {
  return s.replace(/(^|\n)(#{1,6}(?!#).*)/g, (_, start, line) => start + line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
}

const ADMONITION = /^[ \t>]*:::(note|tip|info|warning|danger|caution|important|success|secondary)\b/;
const PROSE_FRONT_MATTER = new Set(['title', 'description', 'sidebar_label']);

/**
 * Reads a page as the build does (MDX with GFM, heading ids as Docusaurus derives them).
 * @param {string} source
 * @returns {PageFacts}
 * @throws {Error & {line?: number}} when the MDX does not parse
 */
export function pageFacts(source) {
  const tree = fromMarkdown(escapeHeadingIds(stripFrontMatter(source)), {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
  const slugger = new GithubSlugger();
  /** @type {PageFacts} */
  const facts = { headings: [], code: [], links: [], images: [], admonitions: [], badges: [], prose: [], frontMatter: new Map() };
  /** lines that belong to code blocks, where `:::` is code, not an admonition */
  const codeLines = new Set();
  /** @param {any} node */
  const lineOf = (node) => node.position?.start.line ?? 1;
  /** @param {any} node @param {boolean} inHeading */
  const visit = (node, inHeading) => {
    switch (node.type) {
      case 'heading':
        facts.headings.push(headingOf(node, slugger));
        break;
      case 'code':
        facts.code.push({ lang: (node.lang ?? '').toLowerCase(), meta: node.meta ?? '', value: node.value, line: lineOf(node), end: node.position?.end.line ?? lineOf(node) });
        for (let l = lineOf(node); l <= (node.position?.end.line ?? 0); l++) codeLines.add(l);
        return;
      case 'inlineCode':
        return;
      case 'link':
      case 'definition':
        facts.links.push({ value: node.url, line: lineOf(node) });
        break;
      case 'image':
        facts.images.push({ value: node.url, line: lineOf(node) });
        if (node.alt) facts.prose.push({ value: node.alt, line: lineOf(node) });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes ?? []) {
          if (typeof attribute.value !== 'string') continue;
          if (node.name === 'img' && attribute.name === 'src') facts.images.push({ value: attribute.value, line: lineOf(node) });
          if (node.name === 'a' && attribute.name === 'href') facts.links.push({ value: attribute.value, line: lineOf(node) });
          // A version badge states a fact about Avalonia, the same in every language.
          if (node.name === 'MinVersion' && attribute.name === 'version') facts.badges.push({ value: attribute.value, line: lineOf(node) });
        }
        break;
      case 'text':
        if (!inHeading || !/^\s*\{#[^}]*\}\s*$/.test(node.value)) facts.prose.push({ value: node.value, line: lineOf(node) });
        break;
    }
    for (const child of node.children ?? []) visit(child, inHeading || node.type === 'heading');
  };
  visit(tree, false);

  const lines = source.split('\n');
  lines.forEach((text, index) => {
    const match = ADMONITION.exec(text);
    if (match && !codeLines.has(index + 1)) facts.admonitions.push({ value: match[1] ?? '', line: index + 1 });
  });
  if (lines[0]?.trim() === '---') {
    let proseKey = false;
    for (let index = 1; index < lines.length && lines[index]?.trim() !== '---'; index++) {
      const text = lines[index] ?? '';
      const entry = /^([A-Za-z_][\w-]*):\s*(.*?)\s*$/.exec(text);
      if (!entry) {
        // the lines of a folded or multi-line value
        if (proseKey && /^\s+\S/.test(text)) facts.prose.push({ value: text.trim(), line: index + 1 });
        continue;
      }
      const [, key = '', raw = ''] = entry;
      proseKey = PROSE_FRONT_MATTER.has(key);
      const value = raw.replace(/^(['"])(.*)\1$/, '$2');
      facts.frontMatter.set(key, { value, line: index + 1 });
      if (PROSE_FRONT_MATTER.has(key)) facts.prose.push({ value, line: index + 1 });
    }
  }
  return facts;
}

/**
 * The id Docusaurus gives a heading (@docusaurus/mdx-loader's remark/headings), and whether a derived one is
 * fragile: it drops code-like characters of the text (x:DataType gives xdatatype) or counts repeats (-1).
 * @param {any} node @param {GithubSlugger} slugger @returns {Heading}
 */
function headingOf(node, slugger) {
  const line = node.position?.start.line ?? 1;
  const children = node.children ?? [];
  const last = children.at(-1);
  const textNodes = children.filter((/** @type {any} */ child) => !['html', 'jsx'].includes(child.type));
  const text = toString(textNodes.length ? textNodes : node);
  /** @param {string} id */
  const explicit = (id) => ({ depth: node.depth, id, explicit: true, text, line, odd: false });
  if (last?.type === 'mdxTextExpression') {
    const comment = /^\s*\/\*\s*#(\S+)[\s\S]*\*\/\s*$/.exec(last.value ?? '');
    if (comment?.[1]) return explicit(comment[1]);
  }
  const classic = /\s*\{#((?:.(?!\{#|\}))*.)\}$/.exec(text);
  if (classic?.[1]) return explicit(classic[1].trim());
  const id = slugger.slug(text);
  const hasCode = children.some((/** @type {any} */ child) => child.type === 'inlineCode');
  // Code-like characters (x:DataType, $parent, #name, C#) vanish from the id; a repeated heading gets a -1 suffix.
  // Prose punctuation that only ends a word (`Step 1: ...`, `(optional)`) drops out of the id as a reader expects.
  const codeLike = /[^\p{L}\p{N}\s\-,.'’!?()]/u.test(text.replace(/:(?=\s)/gu, ''));
  const repeated = id !== new GithubSlugger().slug(text);
  return { depth: node.depth, id, explicit: false, text, line, odd: hasCode || codeLike || repeated };
}

// ---------------------------------------------------------------------------------------------------------------
// Code: equal apart from comments (and Mermaid labels)

const C_LIKE = new Set(['csharp', 'cs', 'c#', 'c', 'cpp', 'java', 'js', 'javascript', 'jsx', 'ts', 'typescript', 'tsx', 'jsonc', 'json5', 'scss', 'less', 'go', 'rust', 'kotlin', 'swift', 'fsharp', 'f#']);
const MARKUP = new Set(['xml', 'xaml', 'axaml', 'html', 'svg', 'markup', 'xhtml', 'md', 'markdown', 'mdx']);
const HASH = new Set(['bash', 'sh', 'shell', 'zsh', 'powershell', 'ps1', 'pwsh', 'yaml', 'yml', 'toml', 'python', 'py', 'dockerfile', 'ini', 'cmake', 'makefile', 'properties']);

/** Blanks a comment but keeps its line breaks, so lines keep their numbers. @param {string} comment */
const blank = (comment) => comment.replace(/[^\n]/g, '');

/** @param {string} code @param {boolean} templates JS template literals */
function stripCComments(code, templates) {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      out += blank(code.slice(i, stop));
      i = stop;
    } else if (c === '"' && code.startsWith('"""', i)) {
      const end = code.indexOf('"""', i + 3);
      const stop = end < 0 ? code.length : end + 3;
      out += code.slice(i, stop);
      i = stop;
    } else if (c === '"' || c === "'" || (templates && c === '`')) {
      const verbatim = c === '"' && (code[i - 1] === '@' || (code[i - 1] === '$' && code[i - 2] === '@'));
      let j = i + 1;
      while (j < code.length) {
        if (!verbatim && code[j] === '\\') j += 2;
        else if (verbatim && code[j] === '"' && code[j + 1] === '"') j += 2;
        else if (code[j] === c) break;
        else if (code[j] === '\n' && c !== '`' && !verbatim) break;
        else j++;
      }
      out += code.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** `#` starts a comment at the start of a line or after a blank, outside quotes. @param {string} code */
function stripHashComments(code) {
  return code
    .split('\n')
    .map((line) => {
      /** @type {string | null} */
      let quote = null;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quote) {
          if (c === '\\' && quote === '"') i++;
          else if (c === quote) quote = null;
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/**
 * A Mermaid diagram's structure, line by line: node ids, edges and keywords, without the text readers read
 * (node labels, edge labels, messages, notes, participant aliases).
 * @param {string} line
 */
export function mermaidStructure(line) {
  let s = line.trim();
  if (s.startsWith('%%')) return '';
  s = s.replace(/"[^"]*"/g, '""');
  for (let before = ''; before !== s; ) {
    before = s;
    s = s.replace(/\[[^[\]]*\]/g, '').replace(/\([^()]*\)/g, '').replace(/\{[^{}]*\}/g, '');
  }
  s = s.replace(/\|[^|]*\|/g, '');
  // `A -- label --> B`, `A -. label .-> B`, `A == label ==> B`
  s = s.replace(/(^|\s)(--|-\.|==)\s(?:(?!-->|---|\.->|==>|===).)*?(-->|---|\.->|-\.-|==>|===)/g, '$1$3');
  s = s.replace(/^(participant|actor)\s+(\S+)\s+as\s.*$/i, '$1 $2');
  s = s.replace(/^(loop|alt|else|opt|par|and|critical|break|option|title|section)\b.*$/i, '$1');
  s = s.replace(/^(subgraph\s+\S+).*$/i, '$1');
  s = s.replace(/\s*:(?!::)\s.*$|\s*:$/, ':');
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * The code as the comparison sees it: comments and Mermaid labels gone, blank lines dropped, trailing space trimmed.
 * @param {Code} block
 * @returns {{ text: string, line: number }[]} each kept line with its line in the file
 */
export function comparableLines(block) {
  const lang = block.lang;
  let code = block.value;
  if (C_LIKE.has(lang)) code = stripCComments(code, /^(js|javascript|jsx|ts|typescript|tsx)$/.test(lang));
  else if (MARKUP.has(lang)) code = code.replace(/<!--[\s\S]*?-->/g, blank);
  else if (HASH.has(lang)) code = stripHashComments(code);
  const lines = code.split('\n');
  /** @type {{ text: string, line: number }[]} */
  const kept = [];
  lines.forEach((text, index) => {
    const comparable = lang === 'mermaid' ? mermaidStructure(text) : text.trimEnd();
    if (comparable.trim()) kept.push({ text: comparable, line: block.line + 1 + index });
  });
  return kept;
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing a translation with its English source

/**
 * Longest-common-subsequence alignment of two lists by key: pairs of equal items, plus runs where they differ.
 * @template T
 * @param {T[]} a @param {T[]} b @param {(item: T) => string} key
 * @returns {Array<{ a: number[], b: number[], equal: boolean }>} in order; a run with equal=false holds the
 *   English items (a) that have no counterpart and the translated items (b) in their place
 */
function align(a, b, key) {
  const ka = a.map(key);
  const kb = b.map(key);
  const n = a.length;
  const m = b.length;
  // lcs(i, j): length of the longest common subsequence of a[i..] and b[j..]
  const width = m + 1;
  const table = new Int32Array((n + 1) * width);
  /** @param {number} i @param {number} j */
  const lcs = (i, j) => table[i * width + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] = ka[i] === kb[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  /** @type {Array<{ a: number[], b: number[], equal: boolean }>} */
  const runs = [];
  let run = { a: /** @type {number[]} */ ([]), b: /** @type {number[]} */ ([]), equal: false };
  const flush = () => {
    if (run.a.length || run.b.length) runs.push(run);
    run = { a: [], b: [], equal: false };
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      flush();
      runs.push({ a: [i], b: [j], equal: true });
      i++;
      j++;
    } else if (j >= m || (i < n && lcs(i + 1, j) >= lcs(i, j + 1))) run.a.push(i++);
    else run.b.push(j++);
  }
  flush();
  return runs;
}

/** @param {string} s */
const quote = (s) => JSON.stringify(s.length > 90 ? `${s.slice(0, 87)}...` : s);

/**
 * Compares a translated page with its English source. No git, no file system: the caller checks the
 * `translated_from` objects (see checkTranslations).
 * @param {{ file: string, facts: PageFacts, englishFile: string, english: PageFacts }} page
 * @returns {{ line: number, message: string }[]}
 */
export function compareWithEnglish({ file, facts, englishFile, english }) {
  /** @type {{ line: number, message: string }[]} */
  const problems = [];
  /** @param {number} line @param {string} message */
  const report = (line, message) => problems.push({ line, message });
  /** @param {number} line */
  const en = (line) => `${englishFile}:${line}`;

  /** @param {Code} block */
  const codeKey = (block) => `${block.lang}\u0000${block.meta}\u0000${comparableLines(block).map((l) => l.text).join('\n')}`;
  const headingRuns = align(english.headings, facts.headings, (h) => h.id);
  const codeRuns = align(english.code, facts.code, codeKey);
  const admonitionRuns = align(english.admonitions, facts.admonitions, (a) => a.value);

  // Anchors: English lines whose counterpart in the translation is known (matched headings, code blocks,
  // admonitions), to say where something the translation lacks belongs.
  /** @type {[number, number][]} English line, translated line; sorted by English line */
  const anchors = [];
  /**
   * @template {{ line: number }} T
   * @param {Array<{ a: number[], b: number[], equal: boolean }>} runs @param {T[]} a @param {T[]} b
   */
  const addAnchors = (runs, a, b) => {
    for (const run of runs) {
      const pairs = run.equal ? 1 : Math.min(run.a.length, run.b.length);
      for (let k = 0; k < pairs; k++) {
        const e = a[run.a[k] ?? -1];
        const t = b[run.b[k] ?? -1];
        if (e && t) anchors.push([e.line, t.line]);
      }
    }
  };
  addAnchors(headingRuns, english.headings, facts.headings);
  addAnchors(codeRuns, english.code, facts.code);
  addAnchors(codeRuns, english.code.map((c) => ({ line: c.end })), facts.code.map((c) => ({ line: c.end })));
  addAnchors(admonitionRuns, english.admonitions, facts.admonitions);
  anchors.sort((x, y) => x[0] - y[0]);
  const bodyStart = [...facts.frontMatter.values()].reduce((max, entry) => Math.max(max, entry.line + 1), 1);
  /**
   * The translated line where content of this English line belongs: the counterpart of the last anchor before it
   * (the start of the body when there is none), or, for a heading, of the first anchor after it.
   * @param {number} englishLine @param {'after' | 'before'} [where]
   */
  const locate = (englishLine, where = 'after') => {
    if (where === 'before') {
      const next = anchors.find(([e]) => e > englishLine);
      if (next) return next[1];
    }
    let line = bodyStart;
    for (const [e, t] of anchors) if (e <= englishLine) line = t;
    return line;
  };
  /** The translated heading of a translated line's section. @param {number} line */
  const ownSection = (line) => {
    let result = bodyStart;
    for (const h of facts.headings) if (h.line <= line) result = h.line;
    return result;
  };
  /** The translated heading of an English line's section. @param {number} englishLine */
  const englishSection = (englishLine) => {
    const heading = english.headings.filter((h) => h.line <= englishLine).at(-1);
    return heading ? ownSection(locate(heading.line)) : bodyStart;
  };

  // Headings: same ids, levels and order.
  for (const run of headingRuns) {
    const pairs = run.equal ? 1 : Math.min(run.a.length, run.b.length);
    for (let k = 0; k < pairs; k++) {
      const e = english.headings[run.a[k] ?? -1];
      const t = facts.headings[run.b[k] ?? -1];
      if (!e || !t) continue;
      if (!t.explicit) report(t.line, `heading has no explicit id: end it with \\{#${e.id}}, the English id (${en(e.line)})`);
      else if (!run.equal) report(t.line, `heading id #${t.id}, the English heading has #${e.id} (${en(e.line)})`);
      if (e.depth !== t.depth) report(t.line, `heading level ${t.depth}, the English heading #${e.id} is level ${e.depth} (${en(e.line)})`);
    }
    for (const e of run.a.slice(pairs).map((i) => english.headings[i])) {
      if (e) report(locate(e.line, 'before'), `heading #${e.id} ("${e.text}") is missing before this line (${en(e.line)})`);
    }
    for (const t of run.b.slice(pairs).map((i) => facts.headings[i])) {
      if (t) report(t.line, `heading #${t.id} has no counterpart in the English`);
    }
  }

  // Code blocks: in order, equal apart from comments and Mermaid labels.
  for (const run of codeRuns) {
    if (run.equal) continue;
    const pairs = Math.min(run.a.length, run.b.length);
    for (let k = 0; k < pairs; k++) {
      const e = english.code[run.a[k] ?? -1];
      const t = facts.code[run.b[k] ?? -1];
      if (!e || !t) continue;
      if (e.lang !== t.lang || e.meta !== t.meta) {
        const fence = (/** @type {Code} */ c) => quote([c.lang, c.meta].filter(Boolean).join(' '));
        report(t.line, `code block fence ${fence(t)}, the English has ${fence(e)} (${en(e.line)})`);
        continue;
      }
      const el = comparableLines(e);
      const tl = comparableLines(t);
      let d = 0;
      while (d < el.length && d < tl.length && el[d]?.text === tl[d]?.text) d++;
      const eLine = el[d] ?? el.at(-1);
      const tLine = tl[d] ?? tl.at(-1);
      const what = e.lang === 'mermaid' ? 'diagram structure' : 'code';
      const eText = quote(eLine?.text.trim() ?? '');
      const tText = quote(tLine?.text.trim() ?? '');
      report(
        d >= tl.length ? (tLine?.line ?? t.line) + 1 : (tLine?.line ?? t.line),
        d >= tl.length
          ? `${what} ends here, the English goes on with ${eText} (${en(eLine?.line ?? e.line)})`
          : d >= el.length
            ? `${what} ${tText} is not in the English block (${en(e.line)})`
            : `${what} differs from the English: ${tText}, the English has ${eText} (${en(eLine?.line ?? e.line)})`,
      );
    }
    for (const e of run.a.slice(pairs).map((i) => english.code[i])) {
      if (e) report(locate(e.line), `${e.lang || 'code'} block is missing after this line (${en(e.line)})`);
    }
    for (const t of run.b.slice(pairs).map((i) => facts.code[i])) {
      if (t) report(t.line, `${t.lang || 'code'} block has no counterpart in the English`);
    }
  }

  // Admonitions: the same types in the same order.
  for (const run of admonitionRuns) {
    if (run.equal) continue;
    const pairs = Math.min(run.a.length, run.b.length);
    for (let k = 0; k < pairs; k++) {
      const e = english.admonitions[run.a[k] ?? -1];
      const t = facts.admonitions[run.b[k] ?? -1];
      if (e && t) report(t.line, `:::${t.value}, the English has :::${e.value} here (${en(e.line)})`);
    }
    for (const e of run.a.slice(pairs).map((i) => english.admonitions[i])) {
      if (e) report(locate(e.line), `:::${e.value} admonition is missing after this line (${en(e.line)})`);
    }
    for (const t of run.b.slice(pairs).map((i) => facts.admonitions[i])) {
      if (t) report(t.line, `:::${t.value} admonition has no counterpart in the English`);
    }
  }

  // Links and images: the same targets, in any order.
  const sections = { english: englishSection, translated: ownSection };
  compareMultiset(english.links, facts.links, 'link to', report, en, sections);
  compareMultiset(english.images, facts.images, 'image', report, en, sections);
  compareMultiset(english.badges, facts.badges, '<MinVersion /> of version', report, en, sections);
  return problems;
}

/**
 * The same targets in any order, written the same: external links too (no translation links to a page in its own
 * language, such as learn.microsoft.com/ru-ru/, so none may). A target the English has and the translation lacks is reported at the heading of
 * its section; when the translation has another target in that section instead, as that target, at its line.
 * @param {Located[]} english @param {Located[]} translated @param {string} what
 * @param {(line: number, message: string) => void} report @param {(line: number) => string} en
 * @param {{ english: (englishLine: number) => number, translated: (line: number) => number }} sections
 *   the line of the translated section heading for an English line, and for a translated line
 */
function compareMultiset(english, translated, what, report, en, sections) {
  /** @type {Map<string, Located[]>} */
  const remaining = new Map();
  for (const item of translated) remaining.set(item.value, [...(remaining.get(item.value) ?? []), item]);
  /** @type {Located[]} */
  const missing = [];
  for (const item of english) {
    const left = remaining.get(item.value);
    if (left?.length) left.shift();
    else missing.push(item);
  }
  const extra = [...remaining.values()].flat().sort((a, b) => a.line - b.line);
  for (const item of missing) {
    const section = sections.english(item.line);
    const instead = extra.findIndex((t) => sections.translated(t.line) === section);
    if (instead >= 0) {
      const [t] = extra.splice(instead, 1);
      if (t) report(t.line, `${what} ${quote(t.value)}, the English has ${what} ${quote(item.value)} here (${en(item.line)})`);
      continue;
    }
    report(section, `${what} ${quote(item.value)} is missing in this section (${en(item.line)})`);
  }
  for (const item of extra) report(item.line, `${what} ${quote(item.value)} is not in the English`);
}

// ---------------------------------------------------------------------------------------------------------------
// Glossary

/**
 * @typedef {{ english: string, term: string, variants: { text: string, pattern: RegExp }[], line: number }} GlossaryEntry
 */

/**
 * A variant as a regex: whole words (Unicode letters, not `\b`), any case, е and ё alike, blanks as any
 * whitespace, `*` as any further letters of the word. Chinese has no spaces between words: a variant that starts
 * or ends with a Han character matches inside a run of text.
 * @param {string} variant
 */
export function variantPattern(variant) {
  const han = /\p{Script=Han}/u;
  const body = [...variant]
    .map((c) => {
      if (c === '*') return '\\p{L}*';
      if (/\s/.test(c)) return '\\s+';
      if (c === 'е' || c === 'ё') return '[её]';
      if (c === 'Е' || c === 'Ё') return '[ЕЁ]';
      return c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('')
    .replace(/(\\s\+)+/g, '\\s+');
  const start = han.test(variant[0] ?? '') ? '' : '(?<![\\p{L}\\p{N}_])';
  const end = han.test(variant.at(-1) ?? '') || variant.endsWith('*') ? '' : '(?![\\p{L}\\p{N}_])';
  return new RegExp(`${start}${body}${end}`, 'giu');
}

/**
 * Reads a glossary page: the rows of its table, English term | our term | variants we do not use | note.
 * Variants are separated by commas; `—` or an empty cell means none.
 * @param {string} source
 * @returns {GlossaryEntry[]}
 */
export function parseGlossary(source) {
  /** @type {GlossaryEntry[]} */
  const entries = [];
  let inTable = false;
  source.split('\n').forEach((text, index) => {
    const row = text.trim();
    if (!row.startsWith('|')) {
      inTable = false;
      return;
    }
    const cells = row.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
    if (!inTable) {
      inTable = true; // the header row
      return;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) return;
    const [english = '', term = '', variants = ''] = cells.map((cell) => cell.replace(/\*\*|`/g, ''));
    entries.push({
      english,
      term,
      line: index + 1,
      variants: variants
        .split(',')
        .map((v) => v.trim().replace(/^["«“]|["»”]$/g, '').trim())
        .filter((v) => v && v !== '—' && v !== '-')
        .map((v) => ({ text: v, pattern: variantPattern(v) })),
    });
  });
  return entries;
}

/**
 * Prose of a page (text outside code, front matter title and description, image alt) that uses a variant the
 * glossary rules out.
 * @param {PageFacts} facts @param {GlossaryEntry[]} glossary
 * @returns {{ line: number, message: string }[]}
 */
export function glossaryProblems(facts, glossary) {
  /** @type {{ line: number, message: string }[]} */
  const problems = [];
  for (const { value, line } of facts.prose) {
    /** @type {{ start: number, end: number, text: string, term: string }[]} */
    const matches = [];
    for (const entry of glossary) {
      for (const variant of entry.variants) {
        for (const match of value.matchAll(variant.pattern)) {
          matches.push({ start: match.index, end: match.index + match[0].length, text: match[0], term: entry.term });
        }
      }
    }
    // The longest match wins: "資料繫結" is reported once, not again as "繫結".
    matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    /** @type {typeof matches} */
    const kept = [];
    for (const m of matches) if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
    kept.sort((a, b) => a.start - b.start);
    for (const m of kept) {
      const offset = value.slice(0, m.start).split('\n').length - 1;
      problems.push({ line: line + offset, message: `uses "${m.text}", the glossary term is "${m.term}"` });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The whole check

const SHA = /^[0-9a-f]{40}$/;

/**
 * Checks translated pages against their English sources and glossaries.
 * @param {object} options
 * @param {string} options.root the repository (files are read, and git runs, there)
 * @param {{ file: string, englishFile: string, locale: string }[]} options.pages repo-relative paths
 * @param {Record<string, GlossaryEntry[]>} options.glossaries by locale
 * @returns {{ failures: string[], pages: number }} failures as `file:line: message`, sorted
 */
export function checkTranslations({ root, pages, glossaries }) {
  /** @type {{ file: string, line: number, message: string }[]} */
  const failures = [];
  /** @type {Map<string, { facts: PageFacts | null, sha: string } | null>} */
  const englishCache = new Map();
  /** @type {{ file: string, line: number, key: string, sha: string, englishSha: string, englishFile: string }[]} */
  const stamps = [];

  for (const { file, englishFile, locale } of pages) {
    const source = readFileSync(join(root, file), 'utf8');
    let english = englishCache.get(englishFile);
    if (english === undefined) {
      if (!existsSync(join(root, englishFile))) english = null;
      else {
        const englishSource = readFileSync(join(root, englishFile), 'utf8');
        let englishFacts = null;
        try {
          englishFacts = pageFacts(englishSource);
          // A translated heading repeats the English id: one derived from code or punctuation is easy to get
          // wrong, and changes with a harmless rewording. The English states it explicitly instead.
          for (const h of englishFacts.headings) {
            if (h.explicit || !h.odd) continue;
            failures.push({ file: englishFile, line: h.line, message: `heading "${h.text}" derives its id #${h.id} from code or punctuation: end it with an explicit \\{#${h.id}} (the same id, so no link changes)` });
          }
        } catch (error) {
          const e = /** @type {Error & {line?: number}} */ (error);
          failures.push({ file: englishFile, line: e.line ?? 1, message: `MDX does not parse: ${e.message}` });
        }
        english = { facts: englishFacts, sha: gitBlobSha(englishSource) };
      }
      englishCache.set(englishFile, english);
    }
    if (!english) {
      failures.push({ file, line: 1, message: `no English source ${englishFile}` });
      continue;
    }
    let facts;
    try {
      facts = pageFacts(source);
    } catch (error) {
      const e = /** @type {Error & {line?: number}} */ (error);
      failures.push({ file, line: e.line ?? 1, message: `MDX does not parse: ${e.message}` });
      continue;
    }
    /** @param {{ line: number, message: string }} p */
    const add = (p) => failures.push({ file, ...p });
    if (english.facts) compareWithEnglish({ file, facts, englishFile, english: english.facts }).forEach(add);
    glossaryProblems(facts, glossaries[locale] ?? []).forEach(add);

    for (const key of ['translated_from', 'restamped_from']) {
      const entry = facts.frontMatter.get(key);
      if (!entry) {
        if (key === 'translated_from') add({ line: 1, message: `no translated_from in the front matter: add translated_from: <git hash-object ${englishFile}>` });
        continue;
      }
      if (!SHA.test(entry.value)) add({ line: entry.line, message: `${key} must be 40 lower-case hex digits (git hash-object ${englishFile}), not "${entry.value}"` });
      else stamps.push({ file, line: entry.line, key, sha: entry.value, englishSha: english.sha, englishFile });
    }
  }

  // A stamp names a version of the English file: a blob git has, or the English file as it is now (not committed yet).
  const missing = missingBlobs(stamps.filter((s) => s.sha !== s.englishSha).map((s) => s.sha), root);
  for (const stamp of stamps) {
    if (stamp.sha !== stamp.englishSha && missing.has(stamp.sha)) {
      failures.push({ file: stamp.file, line: stamp.line, message: `${stamp.key} ${stamp.sha} names no object git has: it must be git hash-object of a committed version of ${stamp.englishFile}` });
    }
  }

  const unique = [...new Map(failures.map((f) => [`${f.file}:${f.line}: ${f.message}`, f])).entries()];
  unique.sort(([, a], [, b]) => a.file.localeCompare(b.file) || a.line - b.line);
  return { failures: unique.map(([text]) => text), pages: pages.length };
}

/**
 * The glossaries in i18n/<locale>/glossary.md.
 * @param {string} root @param {string[]} locales
 * @returns {Record<string, GlossaryEntry[]>}
 */
export function readGlossaries(root, locales) {
  /** @type {Record<string, GlossaryEntry[]>} */
  const glossaries = {};
  for (const locale of locales) {
    const path = join(root, 'i18n', locale, 'glossary.md');
    if (existsSync(path)) glossaries[locale] = parseGlossary(readFileSync(path, 'utf8'));
  }
  return glossaries;
}
