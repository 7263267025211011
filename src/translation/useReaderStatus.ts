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
  // The metadata's front matter, not the compiled page's: the docs plugin writes it again when the English page of a
  // translation changes, so the dev server shows the notice at once; the page itself is compiled again only when its
  // own file changes.
  const { metadata } = useDoc();
  const translations = (metadata.frontMatter as Record<string, unknown>)[TRANSLATIONS_KEY] as PageTranslations | undefined;
  const status = readerStatus(translations, i18n.currentLocale, i18n.defaultLocale);
  const sourceDate = status === 'outdated' ? translations?.[i18n.currentLocale]?.sourceDate : undefined;
  return { status, ...(sourceDate ? { sourceDate } : {}), locales: pageLocales(translations, i18n.locales, i18n.defaultLocale) };
}
