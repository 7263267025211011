#!/usr/bin/env node
// @ts-check
// Which pages and UI strings are translated, current or outdated, per locale and area
// (plugins/translation-status/status.mjs decides; the build's notices and status page read the same).
//
//   npm run translation-status                      tables per locale and area, then the outdated and untranslated lists
//   npm run translation-status -- --summary         tables only
//   npm run translation-status -- --json            everything as JSON
//   npm run translation-status -- --diff FILE       what changed in the English since FILE (a translation, or an
//                                                   English page with --locale) was translated
//   npm run translation-status -- --restamp FILE    declare an outdated translation current after an English edit that
//                                                   did not change meaning (records restamped_from in its front matter)
//   npm run translation-status -- --stamp-ui LOCALE [FILE#ID ...]
//                                                   record the English UI messages translated strings were made from
//                                                   (new strings only, or the named ones after updating them)
//   --strict                                        exit 1 on a translation without an English page, a translation
//                                                   without a valid translated_from, or a UI string not stamped
//   --no-ui                                         skip UI strings (they take a few seconds to extract)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blobSha,
  collectStatus,
  englishPath,
  readStamps,
  restampText,
  TRANSLATED_LOCALES,
  TranslationFiles,
  translationPath,
  versionDate,
} from '../plugins/translation-status/status.mjs';
import { englishMessages, formatLock, readLock, readMessages, stampUiStrings, UI_LOCK_FILE, uiStringStatus } from '../plugins/translation-status/ui-strings.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(name);
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/** @param {string} message */
function fail(message) {
  console.error(`translation-status: ${message}`);
  process.exit(2);
}

/** A path as given on the command line, site-relative. */
function siteRelative(/** @type {string} */ path) {
  return relative(ROOT, resolve(process.cwd(), path)).split('\\').join('/');
}

/** The translation and English file named by a command-line path (either of the two, with --locale for English). */
function translationOf(/** @type {string} */ given) {
  const path = siteRelative(given);
  const source = englishPath(path);
  if (source) return { translation: path, english: source.english, locale: source.locale };
  const locale = option('--locale');
  if (!locale) fail(`${path} is an English page: say which translation with --locale ${TRANSLATED_LOCALES.join('|')}`);
  return { translation: translationPath(path, /** @type {string} */ (locale)), english: path, locale: /** @type {string} */ (locale) };
}

function git(/** @type {string[]} */ gitArgs) {
  return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Where a moved English page went, from git's rename detection, or undefined when it was deleted. */
function movedTo(/** @type {string} */ english) {
  try {
    const log = git(['log', '-M', '--full-diff', '--diff-filter=RD', '--name-status', '--format=', '-1', '--', english]);
    const rename = log.split('\n').find((line) => line.startsWith('R') && line.split('\t')[1] === english);
    return rename?.split('\t')[2];
  } catch {
    return undefined;
  }
}

// --diff: the English change since the translation's source version.
const diffTarget = option('--diff');
if (diffTarget) {
  const { translation, english } = translationOf(diffTarget);
  const files = new TranslationFiles(ROOT);
  const translated = files.read(translation);
  if (!translated) fail(`${translation} does not exist: the page is not translated`);
  const { translatedFrom } = /** @type {NonNullable<typeof translated>} */ (translated).stamps;
  if (!translatedFrom) fail(`${translation} has no translated_from`);
  let old;
  try {
    old = git(['cat-file', 'blob', /** @type {string} */ (translatedFrom)]);
  } catch {
    fail(`git has no version ${translatedFrom} of ${english} (translated_from of ${translation}); a shallow clone lacks old versions`);
  }
  if (blobSha(readFileSync(join(ROOT, english))) === translatedFrom) {
    console.log(`${translation} is current: ${english} has not changed since it was translated.`);
    process.exit(0);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'translation-diff-'));
  const before = join(scratch, `${english.replaceAll('/', '_')}@${translatedFrom?.slice(0, 8)}`);
  writeFileSync(before, old ?? '');
  const date = versionDate(ROOT, /** @type {string} */ (translatedFrom), english);
  console.log(`English changes to ${english} since the version ${translation} was translated from (${translatedFrom?.slice(0, 8)}${date ? `, ${date}` : ''}):\n`);
  try {
    execFileSync('git', ['diff', '--no-index', `--color=${process.stdout.isTTY ? 'always' : 'never'}`, '--', before, join(ROOT, english)], { stdio: 'inherit' });
  } catch {
    // git diff --no-index exits 1 when the files differ, which is the point here.
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  process.exit(0);
}

// --restamp: the translation is current again; keep the version its text was made from in restamped_from.
const restampTarget = option('--restamp');
if (restampTarget) {
  const { translation, english } = translationOf(restampTarget);
  const path = join(ROOT, translation);
  let source;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    fail(`${translation} does not exist`);
  }
  const text = /** @type {string} */ (source);
  const { translatedFrom, restampedFrom } = readStamps(text);
  const current = blobSha(readFileSync(join(ROOT, english)));
  if (!translatedFrom) fail(`${translation} has no translated_from to re-stamp; add one when you translate a page`);
  if (translatedFrom === current) {
    console.log(`${translation} is already current.`);
    process.exit(0);
  }
  const next = restampText(text, current);
  const madeFrom = restampedFrom ?? translatedFrom;
  writeFileSync(path, next);
  console.log(`${translation}: translated_from ${translatedFrom?.slice(0, 8)} → ${current.slice(0, 8)}, restamped_from ${madeFrom?.slice(0, 8)}.`);
  console.log('Re-stamp only after an English edit that does not change meaning; check it with --diff first.');
  process.exit(0);
}

// --stamp-ui: record the English messages of translated UI strings.
const stampLocale = option('--stamp-ui');
if (stampLocale) {
  if (!TRANSLATED_LOCALES.includes(/** @type {never} */ (stampLocale))) fail(`--stamp-ui takes a locale: ${TRANSLATED_LOCALES.join(', ')}`);
  const keys = args
    .slice(args.indexOf('--stamp-ui') + 2)
    .filter((arg) => !arg.startsWith('--'))
    .map((key) => {
      const [file = '', id = ''] = key.split('#');
      if (!file || !id) fail(`"${key}" is not FILE#ID, e.g. code.json#theme.translation.untranslated`);
      return { file, id };
    });
  const localeDir = join(ROOT, 'i18n', stampLocale);
  const english = englishMessages(ROOT);
  const before = readLock(localeDir);
  const lock = stampUiStrings(english, readMessages(localeDir), before, keys.length ? { only: keys } : { missingOnly: true });
  writeFileSync(join(localeDir, UI_LOCK_FILE), formatLock(lock));
  const count = (/** @type {typeof lock} */ messages) => Object.values(messages).reduce((sum, ids) => sum + Object.keys(ids).length, 0);
  console.log(`i18n/${stampLocale}/${UI_LOCK_FILE}: ${count(lock)} strings recorded (${count(lock) - count(before)} more than before).`);
  process.exit(0);
}

// The report.
const { pages, orphans } = collectStatus(ROOT);
const ui = flag('--no-ui')
  ? null
  : (() => {
      const english = englishMessages(ROOT);
      return Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => {
          const localeDir = join(ROOT, 'i18n', locale);
          return [locale, uiStringStatus(english, readMessages(localeDir), readLock(localeDir))];
        }),
      );
    })();

const withDates = pages.map((page) =>
  page.status === 'outdated' && page.translatedFrom ? { ...page, sourceDate: versionDate(ROOT, page.translatedFrom, page.english) } : page,
);
const orphanReport = orphans.map((orphan) => {
  const to = movedTo(orphan.english);
  const hint = to
    ? `its English page moved to ${to}: git mv ${orphan.translation} ${translationPath(to, orphan.locale)}`
    : `its English page ${orphan.english} was deleted: delete the translation (git rm ${orphan.translation})`;
  return { ...orphan, ...(to ? { movedTo: to } : {}), hint };
});
const problems = [
  ...orphanReport.map((orphan) => `${orphan.translation}: no English page; ${orphan.hint}`),
  ...withDates.filter((page) => page.problem).map((page) => `${page.translation}: ${page.problem}`),
  ...Object.entries(ui ?? {}).flatMap(([locale, strings]) =>
    strings
      .filter((string) => string.status === 'unstamped')
      .map((string) => `i18n/${locale}/${string.file}#${string.id}: translated but not stamped; run npm run translation-status -- --stamp-ui ${locale}`),
  ),
];

if (flag('--json')) {
  console.log(JSON.stringify({ pages: withDates, orphans: orphanReport, uiStrings: ui, problems }, null, 2));
} else {
  const areas = [...new Set(pages.map((page) => page.area))];
  for (const locale of TRANSLATED_LOCALES) {
    console.log(`\n${locale}`);
    const rows = areas.map((area) => {
      const here = withDates.filter((page) => page.locale === locale && page.area === area);
      const count = (/** @type {string} */ status) => here.filter((page) => page.status === status).length;
      return [area, String(here.length), String(count('current')), String(count('outdated')), String(count('untranslated'))];
    });
    const total = ['all', ...[1, 2, 3, 4].map((column) => String(rows.reduce((sum, row) => sum + Number(row[column]), 0)))];
    const strings = ui?.[locale];
    const uiRow = strings
      ? ['UI strings', String(strings.length), ...['current', 'outdated', 'untranslated'].map((status) => String(strings.filter((string) => string.status === status).length))]
      : null;
    const table = [['area', 'pages', 'current', 'outdated', 'untranslated'], ...rows, total, ...(uiRow ? [uiRow] : [])];
    const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
    for (const row of table) console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`);
  }
  if (!flag('--summary')) {
    for (const locale of TRANSLATED_LOCALES) {
      const outdated = withDates.filter((page) => page.locale === locale && page.status === 'outdated');
      const untranslated = withDates.filter((page) => page.locale === locale && page.status === 'untranslated');
      const strings = (ui?.[locale] ?? []).filter((string) => string.status === 'outdated' || string.status === 'untranslated');
      if (outdated.length) {
        console.log(`\n${locale}: outdated pages (npm run translation-status -- --diff <file> shows the English change)`);
        for (const page of outdated) console.log(`  ${page.translation}${'sourceDate' in page && page.sourceDate ? ` (from the English of ${page.sourceDate})` : ''}${page.problem ? ` (${page.problem})` : ''}`);
      }
      if (strings.length) {
        console.log(`\n${locale}: UI strings to translate or update (i18n/${locale}/<file>)`);
        for (const string of strings) {
          console.log(`  ${string.status}: ${string.file}#${string.id}: "${string.english}"${string.translatedFrom !== undefined ? ` (was "${string.translatedFrom}")` : ''}`);
        }
      }
      if (untranslated.length) {
        console.log(`\n${locale}: untranslated pages`);
        for (const page of untranslated) console.log(`  ${page.english}`);
      }
    }
  }
  if (problems.length) {
    console.log('\nTo fix:');
    for (const problem of problems) console.log(`  ${problem}`);
  }
}
// exitCode, not exit(): a piped --json must be written out in full before the process ends.
process.exitCode = flag("--strict") && problems.length ? 1 : 0;
