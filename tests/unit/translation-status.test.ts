import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../config/locales';
import { DOCS_AREAS, localizedContentPath } from '../../config/docs-areas';
import {
  AREAS,
  blobSha,
  collectStatus,
  readStamps,
  restampText,
  TRANSLATED_LOCALES,
  TranslationFiles,
  versionDate,
} from '../../plugins/translation-status/status.mjs';
import { stampUiStrings, uiStringStatus } from '../../plugins/translation-status/ui-strings.mjs';
import { translationFrontMatter } from '../../plugins/translation-status/front-matter';

let site: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
};
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: '2026-03-04T10:00:00Z', GIT_COMMITTER_DATE: '2026-03-04T10:00:00Z' },
  });
const page = (title: string) => `---\ntitle: ${title}\n---\n\nText of ${title}.\n`;
const translation = (from: string, extra = '') => `---\ntitle: Перевод\ntranslated_from: ${from}\n${extra}---\n\nТекст.\n`;

const RU = 'i18n/ru/docusaurus-plugin-content-docs/current';
let firstVersion: string;

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'translation-status-'));
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  write('docs/current.md', page('Current'));
  write('docs/outdated.md', page('Outdated'));
  write('docs/untranslated.md', page('Untranslated'));
  write('docs/restamped.md', page('Restamped'));
  write('docs/moved.md', page('Moved'));
  git('add', '-A');
  git('commit', '-q', '-m', 'English pages');
  firstVersion = blobSha(page('Outdated'));
  write(`${RU}/current.md`, translation(blobSha(page('Current'))));
  write(`${RU}/outdated.md`, translation(firstVersion));
  write(`${RU}/moved.md`, translation(blobSha(page('Moved'))));
  write(`${RU}/deleted.md`, translation(blobSha(page('Deleted'))));
  // An English edit that does not change meaning, re-stamped: the text was made from the first version.
  write(`${RU}/restamped.md`, restampText(translation(blobSha(page('Restamped'))), blobSha(page('Restamped, typo fixed'))));
  write('docs/restamped.md', page('Restamped, typo fixed'));
  write('docs/outdated.md', `${page('Outdated')}\nA new section.\n`);
  git('mv', 'docs/moved.md', 'docs/new-place.md');
  git('add', '-A');
  git('commit', '-q', '-m', 'Translations, English edits, a move');
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('translation status', () => {
  it('hashes a file as git hash-object does', () => {
    const file = join(site, 'docs/current.md');
    expect(blobSha(readFileSync(file))).toBe(git('hash-object', file).trim());
  });

  it('tells current, outdated, untranslated and re-stamped pages apart', () => {
    const files = new TranslationFiles(site);
    expect(files.page('docs/current.md', 'ru').status).toBe('current');
    expect(files.page('docs/outdated.md', 'ru')).toMatchObject({ status: 'outdated', translatedFrom: firstVersion });
    expect(files.page('docs/untranslated.md', 'ru').status).toBe('untranslated');
    expect(files.page('docs/current.md', 'zh-Hans').status).toBe('untranslated');
    expect(files.page('docs/restamped.md', 'ru')).toMatchObject({ status: 'current', restampedFrom: blobSha(page('Restamped')) });
  });

  it('marks a translation without translated_from outdated, with the reason', () => {
    write(`${RU}/untranslated.md`, '---\ntitle: Без отметки\n---\n\nТекст.\n');
    try {
      expect(new TranslationFiles(site).page('docs/untranslated.md', 'ru')).toMatchObject({ status: 'outdated', problem: 'no translated_from in its front matter' });
    } finally {
      rmSync(join(site, `${RU}/untranslated.md`));
    }
  });

  it('sees an English edit at once (the dev server asks again after a save)', () => {
    const files = new TranslationFiles(site);
    expect(files.page('docs/current.md', 'ru').status).toBe('current');
    write('docs/current.md', `${page('Current')}\nMore.\n`);
    try {
      expect(files.page('docs/current.md', 'ru').status).toBe('outdated');
    } finally {
      write('docs/current.md', page('Current'));
    }
  });

  it('reports a translation whose English page moved or was deleted as an orphan, without failing', () => {
    const { orphans, pages } = collectStatus(site);
    expect(orphans.map((orphan) => orphan.translation).sort()).toEqual([`${RU}/deleted.md`, `${RU}/moved.md`]);
    expect(pages.filter((entry) => entry.locale === 'ru' && entry.status === 'current').map((entry) => entry.english).sort()).toEqual([
      'docs/current.md',
      'docs/restamped.md',
    ]);
  });

  it('leaves the browser tests\' fixture pages out of the status, unless the build has them', () => {
    write('docs/tests/fixture.md', page('Fixture'));
    try {
      const fixture = (options?: { fixtures: boolean }) =>
        collectStatus(site, new TranslationFiles(site), options).pages.filter((entry) => entry.english === 'docs/tests/fixture.md');
      expect(fixture()).toEqual([]);
      expect(fixture({ fixtures: true }).map((entry) => [entry.locale, entry.status])).toEqual([
        ['ru', 'untranslated'],
        ['zh-Hans', 'untranslated'],
      ]);
    } finally {
      rmSync(join(site, 'docs/tests'), { recursive: true });
    }
  });

  it('dates the English version a translation was made from', () => {
    expect(versionDate(site, firstVersion, 'docs/outdated.md')).toBe('2026-03-04');
    expect(versionDate(site, '0'.repeat(40), 'docs/outdated.md')).toBeNull();
  });

  it('re-stamps without losing the version the text was made from', () => {
    const once = restampText(translation('a'.repeat(40)), 'b'.repeat(40));
    expect(readStamps(once)).toEqual({ translatedFrom: 'b'.repeat(40), restampedFrom: 'a'.repeat(40) });
    expect(readStamps(restampText(once, 'c'.repeat(40)))).toEqual({ translatedFrom: 'c'.repeat(40), restampedFrom: 'a'.repeat(40) });
  });

  it('reads stamps from the front matter only', () => {
    expect(readStamps('---\ntitle: x\n---\n\n```yaml\ntranslated_from: ' + 'a'.repeat(40) + '\n```\n')).toEqual({ translatedFrom: undefined, restampedFrom: undefined });
  });

  it('puts each locale\'s status in the front matter of the English page and of its translations', async () => {
    const parse = translationFrontMatter(site);
    const defaultParseFrontMatter = async ({ fileContent }: { filePath: string; fileContent: string }) => ({
      frontMatter: { title: /title: (.*)/.exec(fileContent)?.[1] ?? '' },
      content: fileContent,
    });
    for (const file of ['docs/outdated.md', `${RU}/outdated.md`]) {
      const { frontMatter } = await parse({ filePath: join(site, file), fileContent: readFileSync(join(site, file), 'utf8'), defaultParseFrontMatter });
      expect(frontMatter.translations, file).toEqual({ ru: { status: 'outdated', sourceDate: '2026-03-04' } });
    }
    const english = await parse({ filePath: join(site, 'docs/untranslated.md'), fileContent: page('Untranslated'), defaultParseFrontMatter });
    expect(english.frontMatter.translations).toEqual({});
  });
});

describe('the status module agrees with the site config', () => {
  it('translates into every locale but the default one', () => {
    expect([...TRANSLATED_LOCALES]).toEqual(i18n.locales.filter((locale) => locale !== i18n.defaultLocale));
  });

  it('looks for translations where the docs plugins read them', () => {
    for (const area of DOCS_AREAS) {
      const entry = AREAS.find((candidate) => candidate.area === area.path);
      expect(entry && `i18n/ru/${entry.plugin}/current`).toBe(localizedContentPath(area, 'ru'));
    }
  });
});

describe('UI string status', () => {
  const english = { 'code.json': { greet: 'Hello', bye: 'Goodbye', added: 'New string' } };
  const translated = { 'code.json': { greet: 'Привет', bye: 'До свидания', added: 'New string' } };
  const lock = { 'code.json': { greet: 'Hello', bye: 'Bye' } };

  it('makes a translation outdated when the English message changes under the same id', () => {
    const status = Object.fromEntries(uiStringStatus(english, translated, lock).map((string) => [string.id, string]));
    expect(status.greet?.status).toBe('current');
    expect(status.bye).toMatchObject({ status: 'outdated', translatedFrom: 'Bye', english: 'Goodbye' });
    expect(status.added?.status).toBe('untranslated');
  });

  it('reports a translated string nobody stamped, and stamps new strings without touching outdated ones', () => {
    const withNew = { 'code.json': { ...translated['code.json'], added: 'Новая строка' } };
    expect(uiStringStatus(english, withNew, lock).find((string) => string.id === 'added')?.status).toBe('unstamped');
    const stamped = stampUiStrings(english, withNew, lock, { missingOnly: true });
    expect(stamped['code.json']).toEqual({ greet: 'Hello', bye: 'Bye', added: 'New string' });
    const restamped = stampUiStrings(english, withNew, stamped, { only: [{ file: 'code.json', id: 'bye' }] });
    expect(restamped['code.json']?.bye).toBe('Goodbye');
  });
});
