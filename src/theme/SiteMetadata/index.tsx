// Ejected from @docusaurus/theme-classic 3.10.2 (theme/SiteMetadata): the one change is that doc pages get their
// hreflang alternates from DocItem/Metadata, which knows the locales each page is translated into; upstream names
// every locale for every page. The alternates themselves are src/translation/AlternateLangHeaders.tsx.
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import { DEFAULT_SEARCH_TAG } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import { AlternateLangHeaders } from '@site/src/translation/AlternateLangHeaders';
import { productOfPath } from '@site/src/search/record';

function useDefaultCanonicalUrl(): string {
  const {
    siteConfig: { url: siteUrl, baseUrl, trailingSlash },
  } = useDocusaurusContext();
  const { pathname } = useLocation();
  const canonicalPathname = applyTrailingSlash(useBaseUrl(pathname), { trailingSlash, baseUrl });
  return siteUrl + canonicalPathname;
}

function CanonicalUrlHeaders(): ReactNode {
  const canonicalUrl = useDefaultCanonicalUrl();
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const { metadata, image: defaultImage } = useThemeConfig();
  const { pathname } = useLocation();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name needs to be applied when SSR so links are outlined when JS is disabled */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      <CanonicalUrlHeaders />

      {productOfPath(pathname) === undefined && <AlternateLangHeaders />}

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/* A second Head lets react-helmet override defaults set above, such as twitter:card. */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
