// @ts-check
// Code blocks filled from files: a fence with `file="..."` (and optionally `region="..."`) and an empty body shows
// that file, or one named region of it, from samples/tutorials/. Shared by the remark plugin (./remark.ts), the
// dev server's dependency loader (./dependency-loader.cjs) and the sample check (scripts/check-samples.mjs).
import { readFileSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where included files live: one folder per tutorial project. */
export const INCLUDE_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'samples', 'tutorials');

/** `// #region name` in C#, `<!-- #region name -->` in XAML; the name is optional on #endregion. */
const START = /^\s*(?:\/\/\s*#region\b\s*([\w-]*)|<!--\s*#region\b\s*([\w-]*)\s*-->)\s*$/;
const END = /^\s*(?:\/\/\s*#endregion\b.*|<!--\s*#endregion\b.*-->)\s*$/;

/** @param {string} meta @param {string} key */
export function metaValue(meta, key) {
  return new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta)?.slice(1).find((v) => v !== undefined);
}

/**
 * What an include fence names, or undefined for an ordinary fence.
 * @param {string} meta
 * @returns {{ file: string, region: string | undefined } | undefined}
 */
export function includeOf(meta) {
  const file = metaValue(meta, 'file');
  return file === undefined ? undefined : { file, region: metaValue(meta, 'region') };
}

/** An error a writer can act on. */
export class IncludeError extends Error {}

/**
 * The lines of one region (or of the whole text when `region` is undefined), marker lines of any region left out,
 * the indentation all lines share removed.
 * @param {string} text
 * @param {string | undefined} region
 * @returns {string}
 */
export function extractRegion(text, region) {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  /** @type {string[]} */
  const kept = [];
  /** @type {string[]} names of the regions open at this line */
  const open = [];
  let found = false;
  let closed = false;
  for (const line of lines) {
    const start = START.exec(line);
    if (start) {
      const name = start[1] || start[2] || '';
      if (name === region) {
        if (found) throw new IncludeError(`region "${region}" is marked twice`);
        found = true;
      }
      open.push(name);
      continue;
    }
    if (END.test(line)) {
      const name = open.pop();
      if (name === undefined) throw new IncludeError('#endregion without a #region');
      if (region !== undefined && name === region) closed = true;
      continue;
    }
    if (region === undefined || (open.includes(region))) kept.push(line);
  }
  if (open.length) throw new IncludeError(`region "${open[open.length - 1]}" is not closed (no #endregion)`);
  if (region !== undefined && !found) throw new IncludeError(`no region "${region}" (mark it with #region ${region} and #endregion)`);
  if (region !== undefined && !closed) throw new IncludeError(`region "${region}" is not closed (no #endregion)`);
  return dedent(trimBlankEnds(kept)).join('\n');
}

/** @param {string[]} lines */
function trimBlankEnds(lines) {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start++;
  while (end > start && !lines[end - 1]?.trim()) end--;
  return lines.slice(start, end);
}

/** @param {string[]} lines */
function dedent(lines) {
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => (l.trim() ? l.slice(common) : ''));
}

/**
 * The absolute path of an included file; it must stay inside INCLUDE_ROOT.
 * @param {string} file as written in the fence, relative to INCLUDE_ROOT
 * @param {string} root
 */
export function includePath(file, root = INCLUDE_ROOT) {
  const path = resolve(root, normalize(file));
  if (isAbsolute(file) || relative(root, path).startsWith('..') || path === root) {
    throw new IncludeError(`file="${file}" must be a path under ${relative(process.cwd(), root) || root}${sep}`);
  }
  return path;
}

/**
 * The code an include fence shows.
 * @param {{ file: string, region: string | undefined }} include
 * @param {string} root
 */
export function includedCode(include, root = INCLUDE_ROOT) {
  const path = includePath(include.file, root);
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new IncludeError(`file="${include.file}": no such file ${join(relative(process.cwd(), root), include.file)}`);
  }
  try {
    return extractRegion(text, include.region);
  } catch (error) {
    if (error instanceof IncludeError) throw new IncludeError(`${include.file}: ${error.message}`);
    throw error;
  }
}
