#!/usr/bin/env node
// @ts-check
// Checks every `dotnet new` command in the code blocks and inline code of the pages against the definitions of the
// Avalonia.Templates version the pages install, snapshotted in samples/templates/ (the NuGet source CI reaches does
// not serve the package, so the commands cannot be run). Fails with file:line on an unknown template or option, a
// value the option does not accept, an install of another version, or a project whose target framework is not the
// one its section promises. A translation must hold the same commands as its English page.
// Usage: check-template-commands.mjs [--list] [files or folders...]  (default: every page, all locales)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';
import { checkPage, commandsDiffer } from './lib/template-commands.mjs';
import { englishSourceOf } from './lib/translation-parity.mjs';

const SNAPSHOTS = 'samples/templates';

/** The one snapshot the pages are checked against. @returns {import('./lib/template-commands.mjs').Snapshot} */
function readSnapshot() {
  const files = readdirSync(join(ROOT, SNAPSHOTS)).filter((f) => /^avalonia-templates-.+\.json$/.test(f));
  if (files.length !== 1) {
    throw new Error(`${SNAPSHOTS}: expected one avalonia-templates-<version>.json, found ${files.length}: ${files.join(', ')}`);
  }
  return JSON.parse(readFileSync(join(ROOT, SNAPSHOTS, files[0] ?? ''), 'utf8'));
}

const args = process.argv.slice(2);
const list = args.includes('--list');
const snapshot = readSnapshot();
const files = markdownFiles(args.filter((a) => !a.startsWith('--')));
/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const listed = [];
const counts = { pages: 0, commands: 0, template: 0, install: 0, sdk: 0, other: 0 };
/** @param {ReturnType<typeof checkPage>['commands'][number]} c */
const shown = (c) => `dotnet new ${c.args.join(' ')}`;

for (const file of files) {
  const english = englishSourceOf(file);
  const { failures: pageFailures, commands } = checkPage(file, readFileSync(join(ROOT, file), 'utf8'), snapshot, {
    promises: !english,
  });
  failures.push(...pageFailures);
  if (english && existsSync(join(ROOT, english.englishFile))) {
    const englishFile = english.englishFile;
    const theirs = checkPage(englishFile, readFileSync(join(ROOT, englishFile), 'utf8'), snapshot, { promises: false });
    const differ = commandsDiffer(file, commands, englishFile, theirs.commands);
    if (differ) failures.push(differ);
  }
  if (commands.length) counts.pages++;
  for (const c of commands) {
    counts.commands++;
    if (c.kind === 'template') counts.template++;
    else if (c.kind === 'install') counts.install++;
    else if (c.kind === 'sdk-template') counts.sdk++;
    else counts.other++;
    if (list) {
      const note = c.kind === 'sdk-template' ? ' [.NET SDK template: name known, options not checked]'
        : c.kind === 'other' ? ' [no template]'
        : c.help ? ' [help]'
        : c.where === 'inline' && c.args.length === 1 ? ' [names the template]'
        : c.framework ? ` [${c.framework}${c.frameworkDefaulted ? ', default' : ''}]` : '';
      listed.push(`${file}:${c.line}: ${shown(c)}${note}`);
    }
  }
}

for (const line of listed) console.log(line);
for (const failure of failures) console.error(failure);
const { package: pkg, version, tag, commit } = snapshot.source;
console.log(
  `check:template-commands: ${counts.commands} dotnet new commands on ${counts.pages} of ${files.length} pages ` +
    `against ${pkg} ${version} (${tag}, ${commit.slice(0, 12)}): ${counts.template} template, ${counts.install} install, ` +
    `${counts.sdk} .NET SDK template (options not checked), ${counts.other} other; ${failures.length} failures`,
);
process.exit(failures.length ? 1 : 0);
