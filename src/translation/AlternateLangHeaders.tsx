import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';

/** Open Graph writes locales with an underscore (`ru_RU`), BCP 47 with a hyphen. */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/**
 * hreflang alternates and Open Graph locales of a page that exists in `locales` (every locale by default), plus
 * `x-default` for the default locale's page. A locale the page is not translated into is not an alternate: its
 * page there shows the English text.
 */
export function AlternateLangHeaders({ locales }: { locales?: readonly string[] }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const alternates = useAlternatePageUtils();
  const shown = locales ?? i18n.locales;
  const currentHtmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const htmlLang = (locale: string) => i18n.localeConfigs[locale]?.htmlLang ?? locale;
  return (
    <Head>
      {shown.map((locale) => (
        <link key={locale} rel="alternate" href={alternates.createUrl({ locale, fullyQualified: true })} hrefLang={htmlLang(locale)} />
      ))}
      <link rel="alternate" href={alternates.createUrl({ locale: i18n.defaultLocale, fullyQualified: true })} hrefLang="x-default" />
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {shown
        .filter((locale) => htmlLang(locale) !== currentHtmlLang)
        .map((locale) => (
          <meta key={`og-${locale}`} property="og:locale:alternate" content={openGraphLocale(htmlLang(locale))} />
        ))}
    </Head>
  );
}
