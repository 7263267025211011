#!/usr/bin/env node
// @ts-check
// Writes the facts the `dotnet new` check needs from one release of the Avalonia templates: each template's short
// names and its options (long and short name, type, choices, default), read with `git show` from a (bare) clone of
// AvaloniaUI/avalonia-dotnet-templates at a tag. Facts only, no template content.
// Usage: template-snapshot.mjs <path-to-template-repo> <tag> [--out <file>]
//   (default out: samples/templates/avalonia-templates-<PackageVersion>.json)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ROOT } from './lib/markdown-files.mjs';

/**
 * Names `dotnet new <template>` keeps for itself, so no template option gets them: the options of the template
 * command and of `dotnet new`, its subcommands, and the help aliases (dotnet/sdk, TemplateCommand.GetReservedAliases).
 */
export const RESERVED_ALIASES = [
  '-o', '--output', '-n', '--name', '--dry-run', '--force', '--no-update-check', '--project',
  '-lang', '--language', '--type', '--baseline', '--allow-scripts',
  '-h', '/h', '--help', '-?', '/?', '-v', '--verbosity', '-d', '--diagnostics',
  'install', 'uninstall', 'update', 'list', 'search', 'details', 'create',
];

/**
 * @typedef {object} SnapshotParameter
 * @property {string} name     the symbol's name in template.json
 * @property {string} long     e.g. "--framework"
 * @property {string | null} short  e.g. "-f"; null when the template turns it off
 * @property {'choice' | 'bool' | 'text' | 'integer' | 'float'} type
 * @property {string[]} [choices]
 * @property {boolean} [allowMultipleValues]
 * @property {string | null} default
 * @property {boolean} [required]
 */

/**
 * @typedef {object} SnapshotTemplate
 * @property {string[]} shortNames
 * @property {string} identity
 * @property {string | null} language  "C#", "F#", or null for templates of any language
 * @property {string} type              "project", "item" or "solution"
 * @property {string} definition        path of its template.json in the template repository
 * @property {SnapshotParameter[]} parameters
 */

/** @param {string} repo @param {string[]} args */
function git(repo, args) {
  return execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** A bare mirror is the folder itself; a clone with a work tree has its objects in .git. @param {string} path */
function gitDir(path) {
  const full = resolve(path);
  try {
    return execFileSync('git', ['-C', full, 'rev-parse', '--absolute-git-dir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`${path}: not a git repository`);
  }
}

/** @param {unknown} value @returns {'choice' | 'bool' | 'text' | 'integer' | 'float'} */
function normalType(value) {
  const type = String(value ?? 'string').toLowerCase();
  if (type === 'choice') return 'choice';
  if (type === 'bool' || type === 'boolean') return 'bool';
  if (type === 'int' || type === 'integer') return 'integer';
  if (type === 'float') return 'float';
  return 'text';
}

/**
 * The short name dotnet new makes up for an option without one: the first letter of each dash-separated part of its
 * long name, lengthened one part at a time while it is taken (dotnet/templating, AliasAssignmentCoordinator
 * .GetFreeShortName, including its stop once the first part has been lengthened).
 * @param {string} name @param {(alias: string) => boolean} taken @param {string} [prefix]
 */
function freeShortName(name, taken, prefix = '') {
  const parts = name.split('-').filter(Boolean);
  const buckets = parts.map((p) => p.slice(0, 1));
  // Upstream starts each round after the last part, which wraps round to the first.
  const end = 0;
  while (taken(`-${prefix}${buckets.join('')}`)) {
    let i = end;
    let first = true;
    for (; first || i !== end; first = false, i = (i + 1) % parts.length) {
      const part = parts[i] ?? '';
      const bucket = buckets[i] ?? '';
      if (part.length > bucket.length) {
        buckets[i] = part.slice(0, bucket.length + 1);
        break;
      }
    }
    if (i === end) break;
  }
  return `-${prefix}${buckets.join('')}`;
}

/**
 * The option names dotnet new gives a template's parameters: the host file's longName/shortName when set (an empty
 * shortName means none), else `--<symbol name>` and a generated short name; names already taken get `--param:`/`-p:`.
 * @param {{ name: string, longOverride?: string, shortOverride?: string }[]} params
 * @returns {Map<string, { long: string, short: string | null }>}
 */
export function assignAliases(params) {
  const taken = new Set(RESERVED_ALIASES);
  const predefinedLong = new Set(params.flatMap((p) => (p.longOverride ? [`--${p.longOverride}`] : [])));
  const predefinedShort = new Set(params.flatMap((p) => (p.shortOverride ? [`-${p.shortOverride}`] : [])));
  /** @type {Map<string, { long: string, short: string | null }>} */
  const result = new Map();
  for (const p of params) {
    const longName = p.longOverride ?? p.name;
    let long = `--${longName}`;
    if (taken.has(long) || (!p.longOverride && predefinedLong.has(long))) long = `--param:${longName}`;
    taken.add(long);
    /** @type {string | null} */
    let short = null;
    if (p.shortOverride !== undefined) {
      if (p.shortOverride !== '') short = taken.has(`-${p.shortOverride}`) ? `-p:${p.shortOverride}` : `-${p.shortOverride}`;
    } else {
      short = freeShortName(longName, (a) => taken.has(a) || predefinedShort.has(a));
      if (taken.has(short)) short = freeShortName(longName, (a) => taken.has(a) || predefinedShort.has(a), 'p:');
    }
    if (short) taken.add(short);
    result.set(p.name, { long, short });
  }
  return result;
}

/**
 * @param {string} repo git dir
 * @param {string} commit
 * @param {string} path path of a template.json
 * @returns {SnapshotTemplate}
 */
function readTemplate(repo, commit, path) {
  /** @type {any} */
  const json = JSON.parse(git(repo, ['show', `${commit}:${path}`]));
  const hostPath = join(dirname(path), 'dotnetcli.host.json');
  const hasHost = git(repo, ['ls-tree', '--name-only', commit, hostPath]).trim() !== '';
  /** @type {any} */
  const host = hasHost ? JSON.parse(git(repo, ['show', `${commit}:${hostPath}`])) : {};
  /** @type {Record<string, { longName?: string, shortName?: string, isHidden?: boolean }>} */
  const symbolInfo = host.symbolInfo ?? {};
  const symbols = Object.entries(json.symbols ?? {}).filter(([, s]) => /** @type {any} */ (s).type === 'parameter');
  const aliases = assignAliases(symbols.map(([name]) => ({
    name,
    longOverride: symbolInfo[name]?.longName,
    shortOverride: symbolInfo[name]?.shortName,
  })));
  const shortNames = Array.isArray(json.shortName) ? json.shortName : [json.shortName];
  return {
    shortNames,
    identity: json.identity,
    language: json.tags?.language ?? null,
    type: json.tags?.type ?? 'project',
    definition: path,
    parameters: symbols.map(([name, /** @type {any} */ s]) => {
      const names = aliases.get(name) ?? { long: `--${name}`, short: null };
      const type = normalType(s.datatype);
      return {
        name,
        long: names.long,
        short: names.short,
        type,
        ...(type === 'choice' ? { choices: (s.choices ?? []).map((/** @type {any} */ c) => String(c.choice)) } : {}),
        ...(s.allowMultipleValues ? { allowMultipleValues: true } : {}),
        default: s.defaultValue === undefined ? null : String(s.defaultValue),
        ...(s.isRequired === true || s.isRequired === 'true' ? { required: true } : {}),
      };
    }),
  };
}

/**
 * @param {string} repoPath path of the template repository (bare or not)
 * @param {string} tag
 */
export function templateSnapshot(repoPath, tag) {
  const repo = gitDir(repoPath);
  const commit = git(repo, ['rev-parse', `${tag}^{commit}`]).trim();
  const csproj = git(repo, ['show', `${commit}:Avalonia.Templates.csproj`]);
  const version = /<PackageVersion>([^<]+)<\/PackageVersion>/.exec(csproj)?.[1];
  if (!version) throw new Error(`${repoPath} ${tag}: Avalonia.Templates.csproj names no <PackageVersion>`);
  const definitions = git(repo, ['ls-tree', '-r', '--name-only', commit, 'templates'])
    .split('\n')
    .filter((p) => /(^|\/)\.template\.config\/template\.json$/.test(p))
    .sort();
  // Mirrors here are stored as <owner>+<name>/repo; elsewhere the folder is the repository's name.
  const folder = basename(repo) === 'repo' || basename(repo) === '.git' ? basename(dirname(repo)) : basename(repo, '.git');
  const repository = folder.includes('+')
    ? `https://github.com/${folder.replace('+', '/')}`
    : 'https://github.com/AvaloniaUI/avalonia-dotnet-templates';
  return {
    source: { repository, tag, commit, package: 'Avalonia.Templates', version },
    generatedBy: `node scripts/template-snapshot.mjs <path-to-template-repo> ${tag}`,
    templates: definitions.map((path) => readTemplate(repo, commit, path)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
  const [repoPath, tag] = args;
  if (!repoPath || !tag) {
    console.error('Usage: template-snapshot.mjs <path-to-template-repo> <tag> [--out <file>]');
    process.exit(2);
  }
  const snapshot = templateSnapshot(repoPath, tag);
  const file = out ?? join(ROOT, 'samples', 'templates', `avalonia-templates-${snapshot.source.version}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`template-snapshot: ${snapshot.templates.length} templates of ${snapshot.source.package} ` +
    `${snapshot.source.version} (${tag}, ${snapshot.source.commit.slice(0, 12)}) written to ${file}`);
}
