import { resolve, relative, sep } from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { processWide } from '../shared/process-wide';
import { AREAS, englishPath, TranslationFiles, TRANSLATED_LOCALES, versionDate } from './status.mjs';
import { TRANSLATIONS_KEY, type PageTranslations } from '../../src/build-interface';

/**
 * `markdown.parseFrontMatter`: adds to every doc page's front matter, English or translated, the status of its
 * translation in each locale (`translations: { ru: { status: 'current' } }`). The page reads it to show its notice,
 * declare its language and name its alternates; it is the same for every locale's build, so a cached compile of
 * the English file serves each locale.
 */
export function translationFrontMatter(siteDir: string): ParseFrontMatter {
  const files = processWide(`translation-files:${siteDir}`, () => new TranslationFiles(siteDir));
  const areaFolders = AREAS.map(({ area }) => `${area}/`);
  return async ({ filePath, fileContent, defaultParseFrontMatter }) => {
    const parsed = await defaultParseFrontMatter({ filePath, fileContent });
    const path = relative(siteDir, resolve(filePath)).split(sep).join('/');
    const english = areaFolders.some((folder) => path.startsWith(folder)) ? path : englishPath(path)?.english;
    if (!english || !/\.mdx?$/.test(english)) return parsed;
    const translations: PageTranslations = {};
    for (const locale of TRANSLATED_LOCALES) {
      const page = files.page(english, locale);
      if (page.status === 'untranslated') continue;
      const sourceDate = page.status === 'outdated' && page.translatedFrom ? versionDate(siteDir, page.translatedFrom, english) : null;
      translations[locale] = { status: page.status, ...(sourceDate ? { sourceDate } : {}) };
    }
    return { ...parsed, frontMatter: { ...parsed.frontMatter, [TRANSLATIONS_KEY]: translations } };
  };
}
