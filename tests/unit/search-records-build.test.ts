import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { SearchRecord } from '../../src/search/record';
import { BUILD_DIR, builtPath, describeBuilt } from '../built-site';

/** Over the production build: every search hit leads to a page that exists, at the URL the site uses for it. */
const LOCALES: [string, string][] = [['en', ''], ['ru', '/ru'], ['zh-Hans', '/zh-Hans']];

function records(locale: string): SearchRecord[] {
  return JSON.parse(readFileSync(builtPath(join('search-records', `${locale}.json`)), 'utf8')) as SearchRecord[];
}

describeBuilt('search records of the build', () => {
  for (const [locale, prefix] of LOCALES) {
    it(`${locale}: every record's page is a built page, without a trailing slash`, () => {
      const pages = [...new Set(records(locale).map((record) => record.url.split('#')[0]!))];
      expect(pages.length).toBeGreaterThan(400);
      const wrong = pages.filter((url) => !url.startsWith(`${prefix}/`) || url.endsWith('/') || !existsSync(join(BUILD_DIR, `${url}.html`)));
      expect(wrong).toEqual([]);
    });

    it(`${locale}: every record names the language of its text, one per page: the locale's, or English where it has no translation`, () => {
      const byPage = new Map<string, Set<string>>();
      for (const record of records(locale)) {
        expect(record.language).toBe(locale);
        const page = record.url.split('#')[0]!;
        byPage.set(page, (byPage.get(page) ?? new Set()).add(record.content_language));
      }
      const languages = [...byPage.values()].map((set) => [...set].join(' '));
      expect(languages.filter((language) => language !== locale && language !== 'en')).toEqual([]);
      // Some pages of each locale are translated, and not yet all.
      if (locale !== 'en') expect([languages.includes(locale), languages.includes('en')]).toEqual([true, true]);
    });
  }
});
