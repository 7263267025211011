// @ts-check
// Extracts fenced code blocks from MDX with their source line, using the same MDX grammar Docusaurus compiles with.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';

/**
 * @typedef {object} CodeBlock
 * @property {string} lang   fence language, lower-cased ('' when none)
 * @property {string} meta   the rest of the fence line
 * @property {string} value  the code
 * @property {number} line   1-based line of the first code line in the file
 */

/** Front matter is YAML, not MDX: blank it out so line numbers stay true. @param {string} source */
export function stripFrontMatter(source) {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  if (!match) return source;
  return match[0].replace(/[^\n]/g, '') + source.slice(match[0].length);
}

/**
 * The syntax tree of an MDX page, front matter blanked, with the MDX grammar Docusaurus compiles with.
 * @param {string} source
 * @throws {Error & {line?: number}} when the MDX itself does not parse
 */
export function parseMdx(source) {
  return fromMarkdown(stripFrontMatter(source), { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
}

/**
 * @param {string} source MDX text
 * @returns {CodeBlock[]}
 * @throws {Error & {line?: number}} when the MDX itself does not parse
 */
export function codeBlocks(source) {
  const tree = parseMdx(source);
  /** @type {CodeBlock[]} */
  const blocks = [];
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'code') {
      blocks.push({
        lang: (node.lang ?? '').toLowerCase(),
        meta: node.meta ?? '',
        value: node.value,
        line: (node.position?.start.line ?? 0) + 1,
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return blocks;
}
