/**
 * What the build tells each doc page about its translations (plugins/translation-status/front-matter.ts puts it in
 * the page's front matter, so it travels with the page and adds nothing to the entry JS).
 */
export type TranslationState = 'current' | 'outdated';

export interface LocaleTranslation {
  status: TranslationState;
  /** Date (YYYY-MM-DD) of the English version an outdated translation was made from, when git knows it. */
  sourceDate?: string;
}

/** Front matter key; one entry per locale the page is translated into. */
export const TRANSLATIONS_KEY = 'translations';
export type PageTranslations = Partial<Record<string, LocaleTranslation>>;

export type ReaderStatus = 'source' | 'current' | 'outdated' | 'untranslated';

/** What a reader of this page in `locale` gets: the English source, a current or outdated translation, or English. */
export function readerStatus(translations: PageTranslations | undefined, locale: string, defaultLocale: string): ReaderStatus {
  if (locale === defaultLocale) return 'source';
  return translations?.[locale]?.status ?? 'untranslated';
}

/** The locales a page really exists in: the default one and each it is translated into. */
export function pageLocales(translations: PageTranslations | undefined, locales: readonly string[], defaultLocale: string): string[] {
  return locales.filter((locale) => locale === defaultLocale || translations?.[locale] !== undefined);
}
