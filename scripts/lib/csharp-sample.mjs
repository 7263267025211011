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
 * A fragment's leading using directives (a top-level program or a few statements may show them), blanked out of
 * the code so that line numbers stay true.
 * @param {string} code
 * @returns {{ usings: string[], rest: string }}
 */
export function splitUsings(code) {
  const lines = code.split('\n');
  /** @type {string[]} */
  const usings = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(global\s+)?using\s+(static\s+)?[\w.]+(\s*=\s*[\w.<>, ]+)?\s*;\s*$/.test(line)) {
      usings.push(line.trim());
      lines[i] = '';
    } else if (line.trim() && !line.trim().startsWith('//')) break;
  }
  return { usings, rest: lines.join('\n') };
}

/**
 * The shape a snippet parses as: a whole file, class members or method statements; null when none parses.
 * @param {string} code
 * @returns {Promise<'file' | 'members' | 'statements' | null>}
 */
export async function cSharpShape(code) {
  const p = await loadCSharpParser();
  const { rest } = splitUsings(code);
  /** @type {Set<string>} */
  const clean = new Set();
  let globalStatements = false;
  for (const shape of SHAPES) {
    const tree = p.parse(shape.before + (shape.name === 'file' ? code : rest) + shape.after);
    if (!tree) continue;
    if (!firstError(tree.rootNode)) {
      clean.add(shape.name);
      if (shape.name === 'file') globalStatements = tree.rootNode.children.some((c) => c?.type === 'global_statement');
    }
    tree.delete();
  }
  // Top-level statements parse as a file too, but a sample of statements means "inside a method".
  if (clean.has('file') && !globalStatements) return 'file';
  const firstCode = rest.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('//')) ?? '';
  const looksLikeMember = /^(\[|(public|private|protected|internal|override|static|partial|readonly|const|event|async|virtual|abstract|sealed|new)\b)/
    .test(firstCode);
  if (clean.has('members') && (looksLikeMember || !clean.has('statements'))) return 'members';
  if (clean.has('statements')) return 'statements';
  if (clean.has('file')) return 'file';
  return null;
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
