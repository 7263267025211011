import React, { useEffect, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import IconCopy from '@theme/Icon/Copy';
import type { ReaderStatus } from '@site/src/translation/page-translations';
import { copyTwin } from './copy-twin';
import { twinUrl } from './twin-url';
import styles from './styles.module.css';

type Outcome = 'copied' | 'failed' | null;

/** How long "copied" stays on screen; a failure stays, as its text says what to do instead. */
const COPIED_SHOWN_MS = 4000;

/**
 * "Copy page" puts the page's Markdown twin on the clipboard, for an assistant or a note; "View as Markdown" opens it
 * (and is what to use where the clipboard is refused). A reader of an untranslated locale page gets the English twin.
 */
export default function CopyPage({ status }: { status: ReaderStatus }): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig, i18n } = useDocusaurusContext();
  const englishBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? siteConfig.baseUrl;
  const url = twinUrl(metadata.permalink, status, siteConfig.baseUrl, englishBaseUrl);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = window.setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    // Cleared first, so that a second success is announced again.
    setOutcome(null);
    copyTwin(url).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };

  return (
    <div className={styles.actions} data-copy-page="">
      <button type="button" className={styles.action} onClick={copy}>
        <IconCopy width="1em" height="1em" aria-hidden="true" />
        <Translate id="theme.docs.copyPage.copy" description="Button at the top of a doc page that copies the page, as Markdown, to the clipboard">
          Copy page
        </Translate>
      </button>
      <a className={styles.action} href={url} type="text/markdown" hrefLang={status === 'untranslated' ? 'en' : undefined}>
        <Translate id="theme.docs.copyPage.view" description="Link at the top of a doc page to the page as a Markdown file">
          View as Markdown
        </Translate>
      </a>
      <span className={styles.status} role="status">
        {outcome === 'copied' &&
          translate({ id: 'theme.docs.copyPage.copied', message: 'Page copied as Markdown', description: 'Shown and announced once the "Copy page" button has put the page on the clipboard' })}
        {outcome === 'failed' &&
          translate({
            id: 'theme.docs.copyPage.failed',
            message: 'Could not copy the page. Open it as Markdown and copy it from there.',
            description: 'Shown and announced when the "Copy page" button could not put the page on the clipboard',
          })}
      </span>
    </div>
  );
}
