import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { pageLocales, readerStatus, TRANSLATIONS_KEY, type PageTranslations, type ReaderStatus } from './page-translations';

export interface DocReaderStatus {
  status: ReaderStatus;
  /** Date of the English version an outdated translation was made from. */
  sourceDate?: string;
  /** The locales this page exists in (the default one first), for its alternates. */
  locales: string[];
}

/** The current doc page's translation status for the locale being read. */
export function useReaderStatus(): DocReaderStatus {
  const { i18n } = useDocusaurusContext();
  const { frontMatter } = useDoc();
  const translations = (frontMatter as Record<string, unknown>)[TRANSLATIONS_KEY] as PageTranslations | undefined;
  const status = readerStatus(translations, i18n.currentLocale, i18n.defaultLocale);
  const sourceDate = status === 'outdated' ? translations?.[i18n.currentLocale]?.sourceDate : undefined;
  return { status, ...(sourceDate ? { sourceDate } : {}), locales: pageLocales(translations, i18n.locales, i18n.defaultLocale) };
}
