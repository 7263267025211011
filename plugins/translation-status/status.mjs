// @ts-check
/**
 * The translation status of every page in every locale, decided from the files and git, in one place: the build
 * (front matter of each doc, the status page, sitemaps), `npm run translation-status` and the tests all read it.
 *
 * A translated page records the English version it was made from as `translated_from: <blob sha>`, the
 * `git hash-object` of the English file. It is current while the English file still hashes to that value, and
 * outdated once the English file changes. `restamped_from: <blob sha>` records that a translation was declared
 * current again after an English edit that did not change meaning (a typo fix): the text was made from that older
 * version, and `translated_from` names the English version it was checked against.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The locales pages are translated into; English is the source. Kept equal to config/locales.ts by a unit test. */
export const TRANSLATED_LOCALES = /** @type {const} */ (['ru', 'zh-Hans']);

/**
 * The docs areas: the English folder and the docs plugin folder its translations live under
 * (config/docs-areas.ts `localizedContentPath`; a unit test keeps them equal).
 */
export const AREAS = /** @type {const} */ ([
  { area: 'docs', plugin: 'docusaurus-plugin-content-docs' },
  { area: 'accelerate', plugin: 'docusaurus-plugin-content-docs-accelerate' },
  { area: 'xpf', plugin: 'docusaurus-plugin-content-docs-xpf' },
]);

/** @typedef {'current' | 'outdated' | 'untranslated'} PageStatus */
/**
 * @typedef {object} PageTranslation One English page in one locale.
 * @property {string} locale
 * @property {string} area `docs`, `accelerate` or `xpf`
 * @property {string} english site-relative path of the English file, e.g. `docs/basics/index.md`
 * @property {string} translation site-relative path where its translation lives (whether or not it exists)
 * @property {PageStatus} status
 * @property {string} [translatedFrom] the English version named by `translated_from`
 * @property {string} [restampedFrom] the older English version the text was made from, when re-stamped
 * @property {string} [englishSha] the English file's current version
 * @property {string} [problem] why the front matter could not be read, for a translation without a valid stamp
 */
/**
 * @typedef {object} Orphan A translation whose English page does not exist.
 * @property {string} locale
 * @property {string} translation
 * @property {string} english
 */

const MARKDOWN = /\.mdx?$/;
const STAMP = /^[0-9a-f]{40}$/;

/** `git hash-object` of a file's bytes, without a process: sha1 of `blob <length>\0<bytes>`. */
export function blobSha(/** @type {Buffer | string} */ content) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * The `translated_from` and `restamped_from` values of a translation's front matter. Reads only the front matter
 * block (`---` lines at the start), so a code sample that mentions the keys is not mistaken for them.
 * @param {string} source
 */
export function readStamps(source) {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source)?.[1] ?? '';
  /** @param {string} key */
  const value = (key) => new RegExp(`^${key}:[ \\t]*['"]?([^'"\\s#]*)['"]?[ \\t]*(?:#.*)?$`, 'm').exec(block)?.[1];
  return { translatedFrom: value('translated_from'), restampedFrom: value('restamped_from') };
}

/**
 * A translation's text re-stamped as current against the English version `current`: `translated_from` names it,
 * and `restamped_from` keeps the oldest version the text was made from, across several re-stamps.
 * @param {string} text
 * @param {string} current
 */
export function restampText(text, current) {
  const { translatedFrom, restampedFrom } = readStamps(text);
  if (!translatedFrom) throw new Error('no translated_from to re-stamp');
  const madeFrom = restampedFrom ?? translatedFrom;
  const stamped = text.replace(/^translated_from:.*$/m, `translated_from: ${current}`);
  return restampedFrom
    ? stamped.replace(/^restamped_from:.*$/m, `restamped_from: ${madeFrom}`)
    : stamped.replace(/^translated_from:.*$/m, (line) => `${line}\nrestamped_from: ${madeFrom}`);
}

/** Site-relative path with forward slashes. */
function siteRelative(/** @type {string} */ siteDir, /** @type {string} */ file) {
  return relative(siteDir, file).split(sep).join('/');
}

/** @returns {string[]} Markdown files under `dir`, site-relative, sorted. */
function markdownUnder(/** @type {string} */ siteDir, /** @type {string} */ dir) {
  const root = join(siteDir, dir);
  if (!existsSync(root)) return [];
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (MARKDOWN.test(entry.name) && !entry.name.startsWith('_')) files.push(siteRelative(siteDir, full));
    }
  };
  walk(root);
  return files.sort();
}

/**
 * A page of the browser tests (`<area>/tests/`, built only by `npm run build:test`, config/pages.ts), which no
 * locale translates: it is not part of the documentation's status.
 */
export function isTestFixture(/** @type {string} */ english) {
  return AREAS.some(({ area }) => english.startsWith(`${area}/tests/`));
}

/** Where the translation of an English page lives for a locale. */
export function translationPath(/** @type {string} */ english, /** @type {string} */ locale) {
  const [area, ...rest] = english.split('/');
  const entry = AREAS.find((candidate) => candidate.area === area);
  if (!entry) throw new Error(`${english} is not in a docs area (${AREAS.map((a) => a.area).join(', ')})`);
  return `i18n/${locale}/${entry.plugin}/current/${rest.join('/')}`;
}

/** The English page a translation translates, or undefined for a file that is not a translated page. */
export function englishPath(/** @type {string} */ translation) {
  const match = /^i18n\/([^/]+)\/(docusaurus-plugin-content-docs(?:-[a-z]+)?)\/current\/(.+)$/.exec(translation);
  if (!match) return undefined;
  const entry = AREAS.find((candidate) => candidate.plugin === match[2]);
  return entry && { locale: match[1] ?? '', english: `${entry.area}/${match[3]}` };
}

/**
 * Reads file versions, memoized per path and modification time: the build asks about each page once per
 * locale and per loader, and the dev server again after an edit.
 */
export class TranslationFiles {
  /** @param {string} siteDir */
  constructor(siteDir) {
    this.siteDir = siteDir;
    /** @type {Map<string, { mtimeMs: number, size: number, sha: string, stamps: ReturnType<typeof readStamps> } | null>} */
    this.files = new Map();
  }

  /** The version and stamps of a site-relative file, or null when it does not exist. */
  read(/** @type {string} */ path) {
    const full = join(this.siteDir, path);
    let stats;
    try {
      stats = statSync(full);
    } catch {
      this.files.delete(path);
      return null;
    }
    const cached = this.files.get(path);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    const bytes = readFileSync(full);
    const entry = { mtimeMs: stats.mtimeMs, size: stats.size, sha: blobSha(bytes), stamps: readStamps(bytes.toString('utf8')) };
    this.files.set(path, entry);
    return entry;
  }

  /**
   * The status of one English page in one locale.
   * @param {string} english site-relative English file
   * @param {string} locale
   * @returns {PageTranslation}
   */
  page(english, locale) {
    const area = english.split('/')[0] ?? '';
    const translation = translationPath(english, locale);
    const base = { locale, area, english, translation };
    const source = this.read(english);
    const translated = this.read(translation);
    if (!translated) return { ...base, status: 'untranslated', englishSha: source?.sha };
    const { translatedFrom, restampedFrom } = translated.stamps;
    const stamps = {
      ...(translatedFrom ? { translatedFrom } : {}),
      ...(restampedFrom ? { restampedFrom } : {}),
      englishSha: source?.sha,
    };
    if (!translatedFrom || !STAMP.test(translatedFrom)) {
      // Not current by any measure we can check: shown to readers as outdated, and the parity check fails it.
      return { ...base, ...stamps, status: 'outdated', problem: translatedFrom ? `translated_from "${translatedFrom}" is not a 40-digit blob sha` : 'no translated_from in its front matter' };
    }
    return { ...base, ...stamps, status: source && source.sha === translatedFrom ? 'current' : 'outdated' };
  }
}

/**
 * Every English page in every translated locale, and the translations whose English page is gone.
 * @param {string} siteDir
 * @param {TranslationFiles} [files]
 * @param {{ fixtures?: boolean }} [options] `fixtures`: count the browser tests' fixture pages too (a build with them)
 * @returns {{ pages: PageTranslation[], orphans: Orphan[] }}
 */
export function collectStatus(siteDir, files = new TranslationFiles(siteDir), { fixtures = false } = {}) {
  const english = AREAS.flatMap(({ area }) => markdownUnder(siteDir, area)).filter((page) => fixtures || !isTestFixture(page));
  const pages = TRANSLATED_LOCALES.flatMap((locale) => english.map((page) => files.page(page, locale)));
  const englishSet = new Set(english);
  /** @type {Orphan[]} */
  const orphans = [];
  for (const locale of TRANSLATED_LOCALES) {
    for (const { plugin } of AREAS) {
      for (const translation of markdownUnder(siteDir, `i18n/${locale}/${plugin}/current`)) {
        const source = englishPath(translation);
        if (source && !englishSet.has(source.english)) orphans.push({ locale, translation, english: source.english });
      }
    }
  }
  return { pages, orphans };
}

/** @type {Map<string, string | null>} */
const dates = new Map();

/**
 * The date (YYYY-MM-DD) of the commit that first had this version of the English file, or null when git does
 * not have it (a shallow clone, or a version never committed).
 * @param {string} siteDir
 * @param {string} sha blob sha of the version
 * @param {string} english site-relative path the version was at
 */
export function versionDate(siteDir, sha, english) {
  const key = `${sha}:${english}`;
  if (dates.has(key)) return dates.get(key) ?? null;
  let date = null;
  try {
    const log = (/** @type {string[]} */ paths) =>
      execFileSync('git', ['log', '--reverse', '--format=%cs', `--find-object=${sha}`, '--', ...paths], {
        cwd: siteDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .split('\n')
        .find(Boolean);
    // The file's own history first (fast); any path when the file has moved since.
    date = log([english]) ?? log([]) ?? null;
  } catch {
    date = null;
  }
  dates.set(key, date);
  return date;
}
