// @ts-check
// Reads one `dotnet new` command the way dotnet new does, against a snapshot of a template package's definitions
// (scripts/template-snapshot.mjs): an unknown template or option, a value the option does not accept, or an install
// of another version of the package.
import shellQuote from 'shell-quote';

/** @typedef {import('../template-snapshot.mjs').SnapshotTemplate} SnapshotTemplate */
/** @typedef {import('../template-snapshot.mjs').SnapshotParameter} SnapshotParameter */
/**
 * @typedef {object} Snapshot
 * @property {{ repository: string, tag: string, commit: string, package: string, version: string }} source
 * @property {SnapshotTemplate[]} templates
 */

/**
 * Options of every `dotnet new <template>` command, from the .NET SDK rather than the template (dotnet/sdk,
 * TemplateCommand and NewCommand), with whether they take a value.
 * @type {Map<string, 'value' | 'flag'>}
 */
const COMMON_OPTIONS = new Map([
  ['-o', 'value'], ['--output', 'value'], ['-n', 'value'], ['--name', 'value'], ['--project', 'value'],
  ['-lang', 'value'], ['--language', 'value'], ['--type', 'value'], ['-v', 'value'], ['--verbosity', 'value'],
  ['--dry-run', 'flag'], ['--force', 'flag'], ['--no-update-check', 'flag'], ['-d', 'flag'], ['--diagnostics', 'flag'],
  ['-h', 'flag'], ['-?', 'flag'], ['--help', 'flag'],
]);
const HELP = new Set(['-h', '-?', '--help']);

/**
 * Templates that ship with the .NET SDK, whose definitions are not in the snapshot: their names are known, their
 * options are not checked.
 */
export const SDK_TEMPLATES = new Set([
  'console', 'classlib', 'wpf', 'wpflib', 'wpfcustomcontrollib', 'wpfusercontrollib', 'winforms', 'winformslib',
  'winformscontrollib', 'worker', 'mstest', 'nunit', 'nunit-test', 'xunit', 'web', 'webapp', 'razor', 'mvc', 'webapi',
  'blazor', 'blazorwasm', 'razorclasslib', 'grpc', 'gitignore', 'globaljson', 'nugetconfig', 'tool-manifest', 'sln',
  'solution', 'editorconfig', 'buildprops', 'packagesprops', 'class', 'interface', 'enum', 'record', 'struct',
]);

/** `dotnet new` subcommands that take no template (list, search and details take a filter or a package name). */
const SUBCOMMANDS = new Set(['uninstall', 'update', 'list', 'search', 'details', 'alias']);

/**
 * The commands a code block or an inline code span holds: lines joined at `\` (or PowerShell's backtick) line ends,
 * a leading prompt dropped, split at shell operators, each `dotnet new` with the words after it.
 * @param {string} code
 * @returns {{ args: string[], offset: number }[]} offset: the code's line the command starts on, from 0
 */
export function commandsIn(code) {
  /** @type {{ args: string[], offset: number }[]} */
  const out = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i] ?? '';
    while (/(\\|\s`)\s*$/.test(text) && i + 1 < lines.length) {
      text = text.replace(/(\\|`)\s*$/, ' ') + (lines[++i] ?? '');
    }
    if (!/\bdotnet\s+new\b/.test(text)) continue;
    text = text.replace(/^\s*(?:\$|>|PS[^>]*>)\s+/, '');
    // Variables stay as they are written: the check reads the command, it does not run it.
    const words = shellQuote.parse(text, (name) => `$${name}`);
    /** @type {string[]} */
    let segment = [];
    const flush = () => {
      if (segment[0] === 'dotnet' && segment[1] === 'new') out.push({ args: segment.slice(2), offset: start });
      segment = [];
    };
    for (const word of words) {
      if (typeof word === 'string') segment.push(word);
      else if ('op' in word && word.op === 'glob') segment.push(word.pattern);
      else flush();
    }
    flush();
  }
  return out;
}

/**
 * @typedef {object} CommandResult
 * @property {string[]} problems
 * @property {'template' | 'sdk-template' | 'install' | 'other'} kind
 * @property {SnapshotTemplate} [template]
 * @property {string} [framework]  the target framework the command creates, for a template that has the option
 * @property {boolean} [frameworkDefaulted]
 * @property {boolean} [help]
 */

/** @param {SnapshotParameter} p */
const optionNames = (p) => (p.short ? `${p.long}|${p.short}` : p.long);

/**
 * What is wrong with one `dotnet new` command, read the way dotnet new reads it, against the snapshot.
 * @param {string[]} args the words after `dotnet new`
 * @param {Snapshot} snapshot
 * @returns {CommandResult}
 */
export function checkCommand(args, snapshot) {
  /** @type {string[]} */
  const problems = [];
  const [first, ...rest] = args;
  if (first === undefined || (first.startsWith('-') && HELP.has(first))) return { problems, kind: 'other' };
  if (first === 'install' || first === '-i' || first === '--install') {
    for (const word of rest) {
      const pkg = /^([\w.]+)(?:::|@)(.+)$/.exec(word) ?? [word, word, undefined];
      if (pkg[1]?.toLowerCase() === snapshot.source.package.toLowerCase() && pkg[2] !== undefined && pkg[2] !== snapshot.source.version) {
        problems.push(`installs ${snapshot.source.package} ${pkg[2]}, but the pages are checked against ` +
          `${snapshot.source.version} (samples/templates): name that version, or snapshot the other one`);
      }
    }
    return { problems, kind: 'install' };
  }
  if (SUBCOMMANDS.has(first) || first.startsWith('-')) return { problems, kind: 'other' };
  const [name, ...options] = first === 'create' ? rest : args;
  if (name === undefined) return { problems, kind: 'other' };
  const group = snapshot.templates.filter((t) => t.shortNames.includes(name));
  if (!group.length) {
    if (SDK_TEMPLATES.has(name)) return { problems, kind: 'sdk-template' };
    const known = [...new Set(snapshot.templates.flatMap((t) => t.shortNames))].sort().join(', ');
    problems.push(`no template "${name}" in ${snapshot.source.package} ${snapshot.source.version} (it has ${known})`);
    return { problems, kind: 'template' };
  }
  // dotnet new picks the C# template of a group unless the command names another language.
  const langAt = options.findIndex((o) => o === '-lang' || o === '--language');
  const lang = langAt >= 0 ? options[langAt + 1] : undefined;
  const template = lang === undefined
    ? group.find((t) => t.language === 'C#') ?? group[0]
    : group.find((t) => t.language?.toLowerCase() === lang.toLowerCase());
  if (!template) {
    problems.push(`${name} has no ${lang} template (it has ${group.map((t) => t.language).join(', ')})`);
    return { problems, kind: 'template' };
  }
  /** @type {Map<string, string>} */
  const given = new Map();
  let help = false;
  for (let i = 0; i < options.length; i++) {
    const word = options[i] ?? '';
    const eq = /^(--?[^=]+)=(.*)$/.exec(word);
    const option = eq?.[1] ?? word;
    const inline = eq?.[2];
    const next = () => (inline !== undefined ? inline : options[++i]);
    const common = COMMON_OPTIONS.get(option);
    if (common) {
      if (HELP.has(option)) help = true;
      if (common === 'value' && next() === undefined) problems.push(`${option} needs a value`);
      continue;
    }
    const param = template.parameters.find((p) => p.long === option || p.short === option);
    if (!param) {
      if (!option.startsWith('-')) {
        problems.push(`"${word}" is not an option: dotnet new ${name} takes no arguments (name the project with -n or -o)`);
        continue;
      }
      // Its value, if it has one, is no second problem.
      if (inline === undefined && options[i + 1] !== undefined && !options[i + 1]?.startsWith('-')) i++;
      const list = template.parameters.map(optionNames).join(', ');
      problems.push(`${option} is not an option of ${name} in ${snapshot.source.package} ${snapshot.source.version} ` +
        `(its options: ${list || 'none'}, and the common ones such as -o, -n, --force)`);
      continue;
    }
    if (param.type === 'bool') {
      const value = inline ?? options[i + 1];
      if (inline === undefined && (value === 'true' || value === 'false')) i++;
      else if (inline !== undefined && value !== 'true' && value !== 'false') problems.push(`${option} takes true or false, not "${value}"`);
      given.set(param.name, inline ?? 'true');
      continue;
    }
    const value = next();
    if (value === undefined || (inline === undefined && value.startsWith('-'))) {
      problems.push(`${option} needs a value${param.choices ? ` (${param.choices.join(', ')})` : ''}`);
      if (value !== undefined) i--;
      continue;
    }
    if (param.type === 'choice') {
      const match = param.choices?.find((c) => c.toLowerCase() === value.toLowerCase());
      if (!match) {
        problems.push(`${option} ${value}: not a choice of ${name} in ${snapshot.source.package} ` +
          `${snapshot.source.version} (it accepts ${param.choices?.join(', ')})`);
        continue;
      }
      given.set(param.name, match);
      continue;
    }
    if (param.type === 'integer' && !/^-?\d+$/.test(value)) problems.push(`${option} takes a whole number, not "${value}"`);
    given.set(param.name, value);
  }
  const frameworkParam = template.parameters.find((p) => p.name === 'Framework');
  const framework = frameworkParam ? given.get('Framework') ?? frameworkParam.default ?? undefined : undefined;
  return {
    problems,
    kind: 'template',
    template,
    ...(framework ? { framework, frameworkDefaulted: !given.has('Framework') } : {}),
    help,
  };
}
