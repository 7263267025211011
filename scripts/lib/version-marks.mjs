// @ts-check
// Version marks of a page ("Avalonia 11.2 or later", "from 11.3.7", "11.1 added ...") and which samples each one
// governs: a mark in a heading covers that heading's section, subsections included; a mark in the text of a
// section covers the samples that follow it in that section. The page's title and description cover the page.
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

/** @param {any} node @returns {string} */
function textOf(node) {
  if (node.type === 'code' || node.type === 'mdxFlowExpression' || node.type === 'mdxjsEsm') return '';
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
 * The marks of a page and, for each code block (by its first code line), the marks that govern it.
 * @param {string} source
 * @returns {{ marks: Mark[], governing: Map<number, Mark[]> }}
 */
export function versionMarks(source) {
  const tree = parseMdx(source);
  /** @type {Mark[]} */
  const marks = [];
  /** @type {Map<number, Mark[]>} */
  const governing = new Map();
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
      const text = textOf(node);
      // A heading that names a version ("Avalonia 11.1: services") is about that version: a mark.
      const named = [...text.matchAll(new RegExp(String.raw`\b(${VERSION})\b`, 'g'))].map((m) => m[1] ?? '');
      headingMarks[node.depth - 1] = [...new Set([...markedVersions(text), ...named])]
        .map((version) => ({ version, line: node.position.start.line, text: text.trim().slice(0, 80), heading: true }));
      marks.push(...(headingMarks[node.depth - 1] ?? []));
      sectionMarks = [];
      return;
    }
    if (node.type === 'code') {
      governing.set(node.position.start.line + 1, [...pageMarks, ...headingMarks.flat().filter(Boolean), ...sectionMarks]);
      return;
    }
    if (['paragraph', 'tableRow', 'listItem'].includes(node.type)) {
      const text = textOf(node);
      const found = markedVersions(text)
        .map((version) => ({ version, line: node.position.start.line, text: text.replace(/\s+/g, ' ').trim().slice(0, 80) }));
      marks.push(...found);
      sectionMarks.push(...found);
      for (const child of node.children ?? []) if (child.type === 'code') visit(child);
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { marks, governing };
}
