// @ts-check
// Lists the Markdown/MDX sources the checks read: the three docs areas, the blog and every translation.
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const CONTENT_ROOTS = ['docs', 'accelerate', 'xpf', 'blog', 'i18n'];

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.mdx?$/.test(name)) out.push(full);
  }
  return out;
}

/**
 * Markdown files under the paths a user named (files or folders, relative to the repo root; each must exist),
 * or, when none are named, under the default roots that exist.
 * @param {string[]} args
 * @param {string[]} [defaults]
 * @returns {string[]} repo-relative paths, sorted
 */
export function markdownFiles(args, defaults = CONTENT_ROOTS) {
  const roots = args.length ? args : defaults;
  /** @type {string[]} */
  const files = [];
  for (const arg of roots) {
    const full = resolve(ROOT, arg);
    if (!existsSync(full)) {
      if (args.length) throw new Error(`No such file or folder: ${arg}`);
      continue;
    }
    if (statSync(full).isDirectory()) files.push(...walk(full));
    else files.push(full);
  }
  return [...new Set(files.map((f) => relative(ROOT, f)))].sort();
}
