// Wrapped so that every not-found page has the not-found title: under a docs area (an unknown /docs/... path) the
// docs plugin renders only this content inside its own layout, and upstream sets the title in the NotFound page only.
import type { ReactNode } from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <NotFoundContent {...props} />
    </>
  );
}
