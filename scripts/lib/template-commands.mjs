// @ts-check
// The `dotnet new` commands of a page, in code blocks and inline code, each checked against the snapshot of the
// template package (./dotnet-new.mjs) and against what its section says the project targets (./framework-promises.mjs).
import { parseMdx } from './code-blocks.mjs';
import { checkCommand, commandsIn } from './dotnet-new.mjs';
import { promisedFrameworks } from './framework-promises.mjs';

/** @typedef {import('./dotnet-new.mjs').Snapshot} Snapshot */
/** @typedef {import('./dotnet-new.mjs').CommandResult} CommandResult */
/** @typedef {import('./framework-promises.mjs').FrameworkPromise} FrameworkPromise */
/**
 * @typedef {object} PageCommand
 * @property {string[]} args   the words after `dotnet new`
 * @property {number} line     line of the file the command starts on
 * @property {'block' | 'inline'} where
 * @property {number} section  index of the page's section (the text between two headings) it is in
 */

/** The target framework of this documentation's projects: every command that creates one names it. */
export const DOCS_FRAMEWORK = 'net8.0';

/**
 * A page's `dotnet new` commands, in code blocks and inline code, and what each section of prose promises.
 * @param {string} source MDX text
 * @returns {{ commands: PageCommand[], promises: FrameworkPromise[][] }} promises: per section
 */
export function pageCommands(source) {
  const tree = parseMdx(source);
  /** @type {PageCommand[]} */
  const commands = [];
  /** @type {FrameworkPromise[][]} */
  const promises = [[]];
  let section = 0;
  /** @param {any} node @returns {string} prose, with commands left out so they promise nothing */
  const prose = (node) => {
    if (node.type === 'text') return node.value;
    if (node.type === 'inlineCode') {
      const found = commandsIn(node.value);
      for (const c of found) commands.push({ args: c.args, line: node.position.start.line, where: 'inline', section });
      return found.length ? ' ' : node.value;
    }
    if (node.type === 'code' || node.type === 'heading') return '';
    return (node.children ?? []).map(prose).join(node.type === 'list' || node.type === 'listItem' ? '\n\n' : '');
  };
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'heading') {
      section++;
      promises.push([]);
      for (const child of node.children ?? []) prose(child);
      return;
    }
    if (node.type === 'code') {
      for (const c of commandsIn(node.value)) {
        commands.push({ args: c.args, line: node.position.start.line + 1 + c.offset, where: 'block', section });
      }
      return;
    }
    if (node.type === 'paragraph' || node.type === 'tableCell') {
      promises[section]?.push(...promisedFrameworks(prose(node), node.position.start.line));
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { commands, promises };
}

/**
 * @param {string} file
 * @param {string} source
 * @param {Snapshot} snapshot
 * @param {{ promises?: boolean }} [options] promises: read the prose for target frameworks (English pages)
 * @returns {{ failures: string[], commands: (PageCommand & CommandResult)[] }}
 */
export function checkPage(file, source, snapshot, { promises: readPromises = true } = {}) {
  /** @type {string[]} */
  const failures = [];
  // Parsing is the slow part, and most pages have no command.
  if (!/\bdotnet\s+new\b/.test(source)) return { failures, commands: [] };
  let page;
  try {
    page = pageCommands(source);
  } catch (error) {
    const e = /** @type {Error & {line?: number, place?: {line?: number}}} */ (error);
    return { failures: [`${file}:${e.line ?? e.place?.line ?? 1}: MDX does not parse: ${e.message}`], commands: [] };
  }
  const commands = page.commands.map((c) => ({ ...c, ...checkCommand(c.args, snapshot) }));
  for (const c of commands) {
    const shown = `dotnet new ${c.args.join(' ')}`;
    for (const problem of c.problems) failures.push(`${file}:${c.line}: ${shown}: ${problem}`);
    // A bare `dotnet new <template>` in prose names the template; a command with options is one to run.
    const runnable = c.where === 'block' || c.args.length > 1;
    if (!readPromises || !c.framework || c.help || !runnable) continue;
    if (c.frameworkDefaulted) {
      failures.push(`${file}:${c.line}: ${shown}: names no --framework, so the project gets the template's default, ` +
        `which moves between releases (${c.framework} in ${snapshot.source.version}): pass --framework ${DOCS_FRAMEWORK}, ` +
        'the framework of this documentation (get-started/install.md#choose-the-target-framework)');
      continue;
    }
    // The command's own section first; a section that says nothing is held to what the rest of the page says.
    const own = page.promises[c.section] ?? [];
    const promised = own.length ? own : page.promises.flat();
    const other = promised.find((p) => p.framework !== c.framework);
    if (other && !promised.some((p) => p.framework === c.framework)) {
      failures.push(`${file}:${c.line}: ${shown}: creates a ${c.framework} project` +
        `${c.frameworkDefaulted ? ` (the default of ${c.template?.shortNames[0]} ${snapshot.source.version})` : ''}, ` +
        `but line ${other.line} says "${other.text}": add --framework ${other.framework}`);
    }
  }
  return { failures, commands };
}

/**
 * A translation shares its English page's code, so its code blocks hold the same commands in the same order, and its
 * prose the same inline commands (in any order: a translated sentence may put them the other way round). The first
 * that differs, as a failure.
 * @param {string} file @param {PageCommand[]} ours
 * @param {string} englishFile @param {PageCommand[]} theirs
 * @returns {string | undefined}
 */
export function commandsDiffer(file, ours, englishFile, theirs) {
  const text = (/** @type {PageCommand | undefined} */ c) => (c ? `dotnet new ${c.args.join(' ')}` : '(no more commands)');
  /** @param {PageCommand[]} list @param {'block' | 'inline'} where */
  const of = (list, where) => {
    const found = list.filter((c) => c.where === where);
    return where === 'inline' ? found.sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0)) : found;
  };
  for (const where of /** @type {const} */ (['block', 'inline'])) {
    const a = of(ours, where);
    const b = of(theirs, where);
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (text(a[i]) === text(b[i])) continue;
      const line = a[i]?.line ?? a[a.length - 1]?.line ?? ours[ours.length - 1]?.line ?? 1;
      return `${file}:${line}: has "${text(a[i])}" where ${englishFile}:${b[i]?.line ?? '-'} has ` +
        `"${text(b[i])}"${where === 'inline' ? ' (in its prose)' : ''}: a translation keeps its English page's commands`;
    }
  }
  return undefined;
}
