import React, { type ReactNode } from 'react';
import Interpolate from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
// The notices' text in the locale being built (src/translation/notice-messages.ts says why not translate()).
import messages from '@generated/translation-status/default/notice-messages.json';
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
      {messages.englishLink}
    </a>
  );
  const helpLink = <a href={statusPage}>{messages.helpTranslate}</a>;
  if (status.status === 'untranslated') {
    return (
      <div className={`alert alert--secondary ${styles.notice}`} role="note" data-translation-notice="untranslated">
        <Interpolate values={{ helpLink }}>{messages.untranslated}</Interpolate>
      </div>
    );
  }
  return (
    <div className={`alert alert--warning ${styles.notice}`} role="note" data-translation-notice="outdated">
      {status.sourceDate ? (
        <Interpolate values={{ date: status.sourceDate, englishLink }}>{messages.outdated}</Interpolate>
      ) : (
        <Interpolate values={{ englishLink }}>{messages.outdatedUndated}</Interpolate>
      )}{' '}
      {helpLink}
    </div>
  );
}
