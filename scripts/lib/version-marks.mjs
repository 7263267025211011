// @ts-check
// Version marks of a page ("Avalonia 11.2 or later", "from 11.3.7", "11.1 added ...") and which samples each one
// governs: a mark in a heading covers that heading's section, subsections included; a mark in the text of a
// section covers the samples that follow it in that section. The page's title and description cover the page.
// The badge `<MinVersion version="11.1" />` (src/components/MinVersion) is a mark wherever it stands, read the same way.
import { parseMdx } from './code-blocks.mjs';

// 11.1 and later, and the 11.0 patch releases after the oldest one served (11.0.5 added members too).
const VERSION = String.raw`11\.(?:[1-9]\d*(?:\.\d+)?|0\.(?:[5-9]|\d{2,}))`;
const MARK = new RegExp(
  String.raw`(?:\b(${VERSION})\s*(?:\+|(?:or|and)\s+(?:later|newer|above))|` +
    String.raw`\b(?:from|since|requires|in|needs)\s+(?:Avalonia\s+)?(${VERSION})\b|` +
    String.raw`\bAvalonia\s+(${VERSION})\s+(?:added|adds|introduced|brought))`,
  'gi',
);

/** @param {string} text @returns {string[]} the versions text marks as a minimum */
export function markedVersions(text) {
  return [...text.matchAll(MARK)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter(Boolean);
}

/** @param {string} a @param {string} b */
export function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/**
 * The versions a `<MinVersion version="…" />` may name: what the component accepts, after the oldest 11 the NuGet
 * source serves (11.0.4 needs no mark).
 */
const BADGE_VERSION = /^\d+\.\d+(?:\.\d+)?$/;

/**
 * The `<MinVersion />` elements in node, itself included, with their version attribute.
 * @param {any} node @returns {{ version: string | undefined, line: number }[]}
 */
function badgesIn(node) {
  if (node.type === 'code') return [];
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'MinVersion') {
    const attribute = (node.attributes ?? []).find((/** @type {any} */ a) => a.type === 'mdxJsxAttribute' && a.name === 'version');
    return [{ version: typeof attribute?.value === 'string' ? attribute.value : undefined, line: node.position.start.line }];
  }
  return (node.children ?? []).flatMap(badgesIn);
}

/** @param {any} node @returns {string} */
function textOf(node) {
  if (node.type === 'code' || node.type === 'mdxFlowExpression' || node.type === 'mdxjsEsm') return '';
  // A badge reads as itself in a message about its mark.
  if (node.name === 'MinVersion') return badgesIn(node).map(({ version }) => `<MinVersion version="${version}" />`).join('');
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join(' ');
}

/**
 * @typedef {object} Mark
 * @property {string} version
 * @property {number} line
 * @property {string} text a few words around it
 * @property {boolean} [heading] in a heading or the page's title or description: it claims the whole section
 */

/**
 * The marks of a page and, for each code block (by its first code line), the marks that govern it; problems are
 * `<MinVersion />` badges without a version the component accepts, by line.
 * @param {string} source
 * @returns {{ marks: Mark[], governing: Map<number, Mark[]>, problems: { line: number, message: string }[] }}
 */
export function versionMarks(source) {
  const tree = parseMdx(source);
  /** @type {Mark[]} */
  const marks = [];
  /** @type {Map<number, Mark[]>} */
  const governing = new Map();
  /** @type {{ line: number, message: string }[]} */
  const problems = [];
  /**
   * The versions the badges in node name; a badge with no usable version is a problem, not a mark.
   * @param {any} node @returns {string[]}
   */
  const badgeVersions = (node) => badgesIn(node).flatMap(({ version, line }) => {
    if (version !== undefined && BADGE_VERSION.test(version) && compareVersions(version, '11.0.5') >= 0) return [version];
    problems.push({ line, message: version === undefined
      ? '<MinVersion /> needs a version as a string: <MinVersion version="11.1" />'
      : `<MinVersion version="${version}" />: the version must be 11.0.5 or later, written like 11.1 or 11.3.7` });
    return [];
  });
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  /** @type {Mark[]} */
  const pageMarks = [];
  for (const m of front.split('\n').filter((l) => /^(title|description):/.test(l))) {
    for (const version of markedVersions(m)) pageMarks.push({ version, line: 2, text: m.trim().slice(0, 80), heading: true });
  }
  marks.push(...pageMarks);
  /** Marks of open headings, by depth, and of the text of the current section. */
  /** @type {Mark[][]} */
  const headingMarks = [];
  /** @type {Mark[]} */
  let sectionMarks = [];
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'heading') {
      headingMarks.length = node.depth;
      const text = textOf(node).replace(/\s*\{#[^}]*\}\s*$/, '').replace(/\s+/g, ' ');
      // A heading that names a version ("Avalonia 11.1: services") is about that version: a mark.
      const named = [...text.matchAll(new RegExp(String.raw`\b(${VERSION})\b`, 'g'))].map((m) => m[1] ?? '');
      headingMarks[node.depth - 1] = [...new Set([...markedVersions(text), ...named, ...badgeVersions(node)])]
        .map((version) => ({ version, line: node.position.start.line, text: text.trim().slice(0, 80), heading: true }));
      marks.push(...(headingMarks[node.depth - 1] ?? []));
      sectionMarks = [];
      return;
    }
    if (node.type === 'code') {
      governing.set(node.position.start.line + 1, [...pageMarks, ...headingMarks.flat().filter(Boolean), ...sectionMarks]);
      return;
    }
    if (['paragraph', 'tableRow', 'listItem', 'mdxJsxFlowElement'].includes(node.type) && (node.type !== 'mdxJsxFlowElement' || node.name === 'MinVersion')) {
      const text = textOf(node);
      const found = [...markedVersions(text), ...badgeVersions(node)]
        .map((version) => ({ version, line: node.position.start.line, text: text.replace(/\s+/g, ' ').trim().slice(0, 80) }));
      marks.push(...found);
      sectionMarks.push(...found);
      for (const child of node.children ?? []) if (child.type === 'code') visit(child);
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { marks, governing, problems };
}
