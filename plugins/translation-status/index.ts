import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { REPOSITORY_URL } from '../../config/site';
import { processWide } from '../shared/process-wide';
import { collectStatus, TranslationFiles, versionDate } from './status.mjs';
import {
  NOTICE_MESSAGES,
  NOTICE_MESSAGES_MODULE,
  type NoticeMessages,
  type StatusPageData,
  type StatusPageEntry,
} from '../../src/build-interface';

const NOTICES_FILE = 'notices';

/** The status page's route under each locale's base URL; the notices link to it. */
export const STATUS_ROUTE = 'translation-status';

/**
 * The translation status page: per locale and area, how many pages are translated and current, outdated or
 * untranslated, with the lists of the last two, each linked to its page and its source file. Built in every
 * locale (in English) so a notice can link to it within the reader's locale.
 */
export interface TranslationStatusOptions {
  /** The build has the browser tests' fixture pages (config/pages.ts): list them too. */
  fixtures: boolean;
}

export default function translationStatusPlugin(context: LoadContext, { fixtures }: TranslationStatusOptions): Plugin<NoticeMessages> {
  const { defaultLocale, currentLocale } = context.i18n;
  /** The site's base URL without the locale segment. */
  const rootBase = currentLocale === defaultLocale ? context.baseUrl : context.baseUrl.slice(0, -`${currentLocale}/`.length);
  const files = processWide(`translation-files:${context.siteDir}`, () => new TranslationFiles(context.siteDir));
  return {
    name: 'translation-status',
    loadContent: async () =>
      Object.fromEntries(Object.entries(NOTICE_MESSAGES).map(([id, { message }]) => [id, message])) as NoticeMessages,
    getTranslationFiles: async () => [{ path: NOTICES_FILE, content: { ...NOTICE_MESSAGES } }],
    translateContent({ content, translationFiles }) {
      const translated = translationFiles.find((file) => file.path === NOTICES_FILE)?.content ?? {};
      return Object.fromEntries(
        Object.entries(content).map(([id, message]) => [id, translated[id]?.message ?? message]),
      ) as NoticeMessages;
    },
    async contentLoaded({ content, actions }) {
      await actions.createData(NOTICE_MESSAGES_MODULE, JSON.stringify(content));
    },
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedContent> | undefined;
      /** English file → route path under the locale's base URL, e.g. `docs/basics`. */
      const routeOf = new Map<string, string>();
      for (const content of Object.values(docs ?? {})) {
        for (const doc of content.loadedVersions[0]?.docs ?? []) {
          const source = doc.source.replace(/^@site\//, '').replace(/^i18n\/[^/]+\/docusaurus-plugin-content-docs(?:-[a-z]+)?\/current\//, '');
          const area = content.loadedVersions[0]?.path.replace(context.baseUrl, '').split('/')[0] ?? '';
          const english = source.startsWith(`${area}/`) ? source : `${area}/${source}`;
          routeOf.set(english, doc.permalink.slice(context.baseUrl.length));
        }
      }
      const { pages, orphans } = collectStatus(context.siteDir, files, { fixtures });
      const entry = (page: (typeof pages)[number]): StatusPageEntry => {
        const route = routeOf.get(page.english);
        const localeBase = page.locale === defaultLocale ? rootBase : `${rootBase}${page.locale}/`;
        return {
          english: page.english,
          url: route === undefined ? null : `${localeBase}${route}`,
          sourceUrl: `${REPOSITORY_URL}/blob/main/${page.english}`,
          ...(page.status === 'outdated' && page.translatedFrom
            ? { sourceDate: versionDate(context.siteDir, page.translatedFrom, page.english) }
            : {}),
        };
      };
      const data: StatusPageData = {
        locales: [...new Set(pages.map((page) => page.locale))].map((locale) => ({
          locale,
          areas: [...new Set(pages.map((page) => page.area))].map((area) => {
            const here = pages.filter((page) => page.locale === locale && page.area === area);
            return {
              area,
              total: here.length,
              current: here.filter((page) => page.status === 'current').length,
              outdated: here.filter((page) => page.status === 'outdated').map(entry),
              untranslated: here.filter((page) => page.status === 'untranslated').map(entry),
            };
          }),
        })),
        orphans: orphans.map(({ locale, translation, english }) => ({ locale, translation, english })),
      };
      const dataPath = await actions.createData('translation-status.json', JSON.stringify(data));
      actions.addRoute({
        path: `${context.baseUrl}${STATUS_ROUTE}`,
        component: '@site/src/translation/TranslationStatusPage.tsx',
        modules: { status: dataPath },
        exact: true,
      });
    },
  };
}
