// Wraps the doc page's metadata to name only the locales the page is really translated into as its hreflang
// alternates, and the English page as the canonical of an untranslated locale page (SiteMetadata leaves doc
// pages' alternates to this component).
import React, { type ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { useReaderStatus } from '@site/src/translation/useReaderStatus';
import { AlternateLangHeaders } from '@site/src/translation/AlternateLangHeaders';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { status, locales } = useReaderStatus();
  const alternates = useAlternatePageUtils();
  const english = alternates.createUrl({ locale: i18n.defaultLocale, fullyQualified: true });
  return (
    <>
      <Metadata {...props} />
      <AlternateLangHeaders locales={locales} />
      {status === 'untranslated' && (
        <Head>
          <meta property="og:url" content={english} />
          <link rel="canonical" href={english} />
        </Head>
      )}
    </>
  );
}
