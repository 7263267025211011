import type { PluginOptions } from '@docusaurus/plugin-sitemap';
import { flattenRoutes } from '@docusaurus/utils';
import { AREAS } from './status.mjs';

type CreateSitemapItems = NonNullable<PluginOptions['createSitemapItems']>;

/**
 * The sitemap's `createSitemapItems`: a translated locale's sitemap lists only the doc pages translated into it.
 * An untranslated page there shows the English text and names the English page as its canonical, so it is not a
 * page of that language for search engines.
 * The locale is read when the sitemap is written: Docusaurus sets DOCUSAURUS_CURRENT_LOCALE for each locale it
 * builds, and may load the config before it does.
 */
export function translatedSitemapItems(defaultLocale = 'en'): CreateSitemapItems {
  const englishSources = AREAS.map(({ area }) => `${area}/`);
  return async ({ defaultCreateSitemapItems, ...params }) => {
    const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
    if (locale === defaultLocale) return defaultCreateSitemapItems(params);
    // Doc pages are child routes of their area's layout routes: filter the leaves.
    const routes = flattenRoutes(params.routes).filter((route) => {
      const source = route.metadata?.sourceFilePath;
      return !source || !englishSources.some((folder) => source.startsWith(folder));
    });
    return defaultCreateSitemapItems({ ...params, routes });
  };
}
