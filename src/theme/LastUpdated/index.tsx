// Wraps the theme's LastUpdated so that hydration keeps the date the server wrote: formatting it again in the browser
// made a DateTimeFormat for the page's locale, whose first use costs a phone main-thread time (scripts/bench/README.md).
import React, { type ReactNode } from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useServerHtml } from '@site/src/hydration/useServerHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const serverDate = useServerHtml<HTMLSpanElement>(JSON.stringify(['last-updated', i18n.currentLocale, props.lastUpdatedAt ?? null, props.lastUpdatedBy ?? null]));
  return serverDate.html ? (
    <span ref={serverDate.ref} dangerouslySetInnerHTML={serverDate.html} />
  ) : (
    <span ref={serverDate.ref}>
      <LastUpdated {...props} />
    </span>
  );
}
