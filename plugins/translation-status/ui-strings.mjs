// @ts-check
/**
 * Status of the UI strings (code.json, navbar, footer, sidebar labels, blog options) in each locale.
 *
 * Docusaurus keys a translated message by id only, so a changed English message under an unchanged id would leave
 * its translations silently describing something else. Each locale therefore records, in `i18n/<locale>/` +
 * UI_LOCK_FILE, the English message each of its translations was made from; a translation is outdated once the
 * English message differs from the recorded one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Per locale: translation file → id → the English message its translation was made from. */
export const UI_LOCK_FILE = 'ui-strings.translated-from.json';

/** @typedef {Record<string, Record<string, string>>} Messages translation file → id → message */
/** @typedef {'current' | 'outdated' | 'untranslated' | 'unstamped'} UiStatus */
/**
 * @typedef {object} UiString
 * @property {string} file translation file under `i18n/<locale>/`, e.g. `code.json`
 * @property {string} id
 * @property {UiStatus} status
 * @property {string} english the English message now
 * @property {string} [translatedFrom] the English message the translation was made from
 */

/** The messages of every translation file under a locale's folder (not the lock, nor other files there). */
export function readMessages(/** @type {string} */ localeDir) {
  /** @type {Messages} */
  const messages = {};
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        // Page translations are Markdown; their folders hold no UI strings except the sidebar's current.json.
        walk(full);
        continue;
      }
      const file = relative(localeDir, full).split(sep).join('/');
      if (!entry.name.endsWith('.json') || file === UI_LOCK_FILE) continue;
      const json = /** @type {Record<string, { message?: unknown }>} */ (JSON.parse(readFileSync(full, 'utf8')));
      messages[file] = Object.fromEntries(
        Object.entries(json).flatMap(([id, value]) => (typeof value?.message === 'string' ? [[id, value.message]] : [])),
      );
    }
  };
  if (existsSync(localeDir)) walk(localeDir);
  return messages;
}

/**
 * The English UI messages as the code and config define them now: `docusaurus write-translations --locale en`
 * writes them into a scratch `i18n/en/` (the site keeps none, so the English build loads no translation file),
 * which is read and removed.
 */
export function englishMessages(/** @type {string} */ siteDir) {
  const target = join(siteDir, 'i18n', 'en');
  if (existsSync(target)) throw new Error(`${relative(siteDir, target)} exists; the English UI strings come from the code, remove it first`);
  try {
    execFileSync('npx', ['docusaurus', 'write-translations', '--locale', 'en', '--override'], { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'] });
    return readMessages(target);
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

/** The lock of a locale: what its translations were made from. */
export function readLock(/** @type {string} */ localeDir) {
  const path = join(localeDir, UI_LOCK_FILE);
  return existsSync(path) ? /** @type {Messages} */ (JSON.parse(readFileSync(path, 'utf8'))) : {};
}

/** The lock as written: files and ids sorted, so a stamp shows as a small diff. */
export function formatLock(/** @type {Messages} */ lock) {
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((file) => [file, Object.fromEntries(Object.entries(lock[file] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * The status of every English UI string in one locale.
 * @param {Messages} english
 * @param {Messages} translated the locale's messages
 * @param {Messages} lock the locale's record of the English messages its translations were made from
 * @returns {UiString[]}
 */
export function uiStringStatus(english, translated, lock) {
  /** @type {UiString[]} */
  const strings = [];
  for (const [file, messages] of Object.entries(english)) {
    for (const [id, message] of Object.entries(messages)) {
      const translation = translated[file]?.[id];
      const from = lock[file]?.[id];
      /** @type {UiStatus} */
      let status;
      if (translation === undefined) status = 'untranslated';
      else if (from !== undefined) status = from === message ? 'current' : 'outdated';
      else status = translation === message ? 'untranslated' : 'unstamped';
      strings.push({ file, id, status, english: message, ...(from !== undefined ? { translatedFrom: from } : {}) });
    }
  }
  return strings;
}

/**
 * Records the current English message for the given strings (all that have a translation when `ids` is empty),
 * returning the new lock. Used after translating a new string and to re-stamp one whose English edit did not
 * change its meaning.
 * @param {Messages} english
 * @param {Messages} translated
 * @param {Messages} lock
 * @param {{ only?: { file: string, id: string }[], missingOnly?: boolean }} options
 */
export function stampUiStrings(english, translated, lock, { only, missingOnly = false }) {
  /** @type {Messages} */
  const next = structuredClone(lock);
  for (const [file, messages] of Object.entries(english)) {
    for (const [id, message] of Object.entries(messages)) {
      if (only && !only.some((key) => key.file === file && key.id === id)) continue;
      if (translated[file]?.[id] === undefined) continue;
      if (missingOnly && next[file]?.[id] !== undefined) continue;
      (next[file] ??= {})[id] = message;
    }
  }
  // Ids the English no longer has are dropped, so the lock follows the code.
  for (const file of Object.keys(next)) {
    for (const id of Object.keys(next[file] ?? {})) if (english[file]?.[id] === undefined) delete next[file]?.[id];
    if (Object.keys(next[file] ?? {}).length === 0) delete next[file];
  }
  return next;
}
