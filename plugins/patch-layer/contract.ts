// Checks every patch point (./points.ts) against the installed packages, without a build: each target file is where
// the bundler finds it, each rewrite's text is there exactly once, each copied file still equals its upstream.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PATCH_POINTS, type PatchPoint, type Target } from './points';

export interface ContractOptions {
  /** The site's folder (node_modules lookups start from it). */
  siteDir: string;
  /** Package folders to use instead of the installed ones (a scratch copy, in tests). */
  packageDirs?: Readonly<Record<string, string>>;
  points?: readonly PatchPoint[];
}

/** The folder of `name` as Node and the bundler find it from `fromDir`: the nearest node_modules/<name> up the tree. */
export function findPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const occurrences = (text: string, pattern: string | RegExp): number =>
  typeof pattern === 'string' ? text.split(pattern).length - 1 : (text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)) ?? []).length;

const describe = (pattern: string | RegExp): string => (typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern));

/** A short line diff of `expected` against `actual`: the first lines that differ, with their numbers. */
export function lineDiff(expected: string, actual: string, max = 12): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const out: string[] = [];
  for (let line = 0; line < Math.max(a.length, b.length) && out.length < max; line++) {
    if (a[line] === b[line]) continue;
    if (a[line] !== undefined) out.push(`  ${line + 1} - ${a[line]}`);
    if (b[line] !== undefined) out.push(`  ${line + 1} + ${b[line]}`);
  }
  return out.join('\n');
}

/** Where ./upstream keeps the copy of a target as it was when the site copied it. */
export const pristinePath = (target: Target): string => path.join(__dirname, 'upstream', target.package, `${target.file}.txt`);

/**
 * Every way the installed packages no longer fit the patch points, one message each, starting with the point's id.
 * Empty when all fit.
 */
export function contractProblems({ siteDir, packageDirs = {}, points = PATCH_POINTS }: ContractOptions): string[] {
  const problems: string[] = [];
  const dirOf = (name: string, from?: string): string | undefined => {
    if (packageDirs[name]) return packageDirs[name];
    // Resolved from where `from` is installed (a scratch copy of it has no node_modules of its own).
    const fromDir = from ? findPackageDir(from, siteDir) : siteDir;
    return fromDir ? findPackageDir(name, fromDir) : undefined;
  };
  for (const point of points) {
    const fail = (message: string) => problems.push(`[${point.id}] ${message} (${point.kind} in ${point.where}, written against ${point.upstream}; drop: ${point.drop})`);
    for (const target of point.targets) {
      const dir = dirOf(target.package, target.from);
      if (!dir) {
        fail(`package ${target.package} is not installed${target.from ? ` where ${target.from} finds it` : ''}`);
        continue;
      }
      const file = path.join(dir, target.file);
      if (!existsSync(file)) {
        fail(`${target.package}/${target.file} no longer exists`);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      if (target.entryField) {
        const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
        const named = String(manifest[target.entryField] ?? '').replace(/^\.\//, '');
        if (named !== target.file) fail(`${target.package}'s package.json "${target.entryField}" is "${named}", not ${target.file}: the bundler resolves another file`);
      }
      for (const pattern of target.once ?? []) {
        const count = occurrences(text, pattern);
        if (count !== 1) fail(`${target.package}/${target.file} holds ${describe(pattern)} ${count} times, not once`);
      }
      for (const pattern of target.contains ?? []) {
        if (occurrences(text, pattern) === 0) fail(`${target.package}/${target.file} no longer holds ${describe(pattern)}`);
      }
      if (point.kind === 'patch-package patch') {
        const missing = addedLines(path.join(siteDir, point.where), target).filter((line) => !text.includes(line));
        if (missing.length) fail(`${target.package}/${target.file} lacks ${missing.length} line(s) the patch adds (is it applied? npm ci runs patch-package): ${missing[0]}`);
        const version = /\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(point.where)?.[1];
        const installed = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
        if (version !== installed) fail(`${target.package} is ${installed}; the patch was made for ${version}`);
      }
      if (target.pristine) {
        const pristine = readFileSync(pristinePath(target), 'utf8');
        if (pristine !== text) {
          fail(
            `${target.package}/${target.file} differs from the copy it was made from (plugins/patch-layer/upstream/${target.package}/${target.file}.txt); ` +
              `review the change, carry it into our copy, then update the pristine copy:\n${lineDiff(pristine, text)}`,
          );
        }
      }
    }
  }
  return problems;
}

/** The lines a patch-package patch adds to `target`'s file, trimmed, blank ones left out. */
function addedLines(patchFile: string, target: Target): string[] {
  const lines: string[] = [];
  let inFile = false;
  for (const line of readFileSync(patchFile, 'utf8').split('\n')) {
    if (line.startsWith('diff --git ')) inFile = line.endsWith(`/node_modules/${target.package}/${target.file}`);
    else if (inFile && line.startsWith('+') && !line.startsWith('+++') && line.slice(1).trim()) lines.push(line.slice(1).trim());
  }
  return lines;
}

/** Every `@docusaurus/*` dependency of the site that is not pinned to one exact version, or not installed at it. */
export function unpinnedDocusaurus(siteDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const problems: string[] = [];
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (!name.startsWith('@docusaurus/')) continue;
    if (!/^\d+\.\d+\.\d+$/.test(range)) {
      problems.push(`${name} is "${range}" in package.json, not an exact version`);
      continue;
    }
    const dir = findPackageDir(name, siteDir);
    const installed = dir ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version : 'missing';
    if (installed !== range) problems.push(`${name} is pinned to ${range} but ${installed} is installed`);
  }
  return problems;
}
