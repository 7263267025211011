// Ejected from @docusaurus/theme-classic 3.10.2 AnnouncementBar/Content: the config holds one HTML string for
// every locale, so the text comes from <Translate> (i18n/<locale>/code.json) instead.
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.content"
        description="The announcement shown above the navbar"
        values={{
          link: (
            <Link to="/docs/stay-up-to-date/whats-new">
              <Translate id="announcementBar.link" description="Link text in the announcement bar">
                See what is new
              </Translate>
            </Link>
          ),
        }}>
        {'Avalonia 11.3 is the current release. {link}'}
      </Translate>
    </div>
  );
}
