import type { ReaderStatus } from '@site/src/translation/page-translations';

/**
 * The Markdown twin of a doc page (plugins/markdown-twins): its permalink, without a trailing slash, plus `.md`.
 * A locale page that is not translated has no twin of its own: its reader gets the English page's.
 * @param permalink the page's permalink, under `baseUrl`
 * @param baseUrl the base URL of the locale being read
 * @param englishBaseUrl the default locale's base URL
 */
export function twinUrl(permalink: string, status: ReaderStatus, baseUrl: string, englishBaseUrl: string): string {
  const page = status === 'untranslated' && permalink.startsWith(baseUrl) ? `${englishBaseUrl}${permalink.slice(baseUrl.length)}` : permalink;
  return `${page.replace(/\/+$/, '')}.md`;
}
