import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import type { DocReaderStatus } from '@site/src/translation/useReaderStatus';
import styles from './styles.module.css';

/** The translation status page (plugins/translation-status), in English in every locale. */
const STATUS_PAGE = 'translation-status';

/**
 * Tells a reader of a translated locale that this page is not translated yet and shows the English original, or
 * that its translation was made from an older version of the English page. Nothing for a current translation.
 */
export default function TranslationNotice({ status }: { status: DocReaderStatus }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const alternates = useAlternatePageUtils();
  const statusPage = useBaseUrl(STATUS_PAGE);
  if (status.status !== 'untranslated' && status.status !== 'outdated') return null;
  // The English page is another locale's build: a plain link, loaded in full like the locale dropdown's.
  const englishPage = alternates.createUrl({ locale: i18n.defaultLocale, fullyQualified: false });
  const englishLink = (
    <a href={englishPage} hrefLang="en">
      <Translate id="theme.translation.englishLink" description="Link from an outdated translation's notice to the current English page">
        Read the current English page
      </Translate>
    </a>
  );
  const helpLink = (
    <a href={statusPage}>
      <Translate id="theme.translation.helpTranslate" description="Link from a translation notice to the translation status page">
        Help translate it
      </Translate>
    </a>
  );
  return status.status === 'untranslated' ? (
    <div className={`alert alert--secondary ${styles.notice}`} role="note" data-translation-notice="untranslated">
      <Translate id="theme.translation.untranslated" description="Shown above a page that is not translated into the reader's language yet" values={{ helpLink }}>
        {'This page is not translated yet, so it shows the English original. {helpLink}'}
      </Translate>
    </div>
  ) : (
    <div className={`alert alert--warning ${styles.notice}`} role="note" data-translation-notice="outdated">
      {status.sourceDate ? (
        <Translate
          id="theme.translation.outdated"
          description="Shown above a translated page whose English original changed after it was translated; {date} is the date (YYYY-MM-DD) of the English version it was made from"
          values={{ date: status.sourceDate, englishLink }}>
          {'The English page has changed since this translation was made from its version of {date}. {englishLink}'}
        </Translate>
      ) : (
        <Translate
          id="theme.translation.outdatedUndated"
          description="Shown above a translated page whose English original changed after it was translated, when the date of the version it was made from is unknown"
          values={{ englishLink }}>
          {'The English page has changed since this translation was made. {englishLink}'}
        </Translate>
      )}{' '}
      {helpLink}
    </div>
  );
}
