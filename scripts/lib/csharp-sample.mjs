// @ts-check
// Parses C# code blocks with tree-sitter's C# grammar, as a file, as class members, or as method statements.
import { createRequire } from 'node:module';
import { Parser, Language } from 'web-tree-sitter';

const require = createRequire(import.meta.url);

/** @type {Parser | undefined} */
let parser;

export async function loadCSharpParser() {
  if (parser) return parser;
  await Parser.init();
  const language = await Language.load(require.resolve('tree-sitter-c-sharp/tree-sitter-c_sharp.wasm'));
  parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/** The shapes a snippet may take, tried in order; `lines` is how many lines the wrapper adds before the code. */
const SHAPES = [
  { name: 'file', before: '', after: '', lines: 0 },
  { name: 'members', before: 'class __Snippet {\n', after: '\n}', lines: 1 },
  { name: 'statements', before: 'class __Snippet { async void __Run() {\n', after: '\n} }', lines: 1 },
];

/**
 * @param {import('web-tree-sitter').Node} node
 * @returns {import('web-tree-sitter').Node | null} the first ERROR or MISSING node
 */
function firstError(node) {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return null;
  for (const child of node.children) {
    if (!child) continue;
    const found = firstError(child);
    if (found) return found;
  }
  return node;
}

/**
 * @param {string} code
 * @returns {Promise<{ line: number, message: string } | null>} null when one shape parses cleanly
 */
export async function checkCSharpSample(code) {
  const p = await loadCSharpParser();
  /** @type {{ line: number, message: string, at: number } | null} */
  let best = null;
  for (const shape of SHAPES) {
    const tree = p.parse(shape.before + code + shape.after);
    if (!tree) continue;
    const error = firstError(tree.rootNode);
    tree.delete();
    if (!error) return null;
    const line = error.startPosition.row + 1 - shape.lines;
    const snippet = (code.split('\n')[line - 1] ?? '').trim().slice(0, 80);
    const what = error.isMissing ? `missing ${error.type}` : 'syntax error';
    // Report the shape that got furthest: its error is the one a writer most likely needs to fix.
    const at = error.startIndex - shape.before.length;
    if (!best || at > best.at) best = { line: Math.max(1, line), message: `${what} near "${snippet}"`, at };
  }
  return best && { line: best.line, message: best.message };
}
