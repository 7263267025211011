// Wraps the doc content to give every doc page its "Copy page" control (src/components/CopyPage); to say, on a
// translated locale's page, when the reader is not getting a current translation (the notice); and to declare the
// language of English text served under a translated locale.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import TranslationNotice from '@site/src/components/TranslationNotice';
import { useReaderStatus } from '@site/src/translation/useReaderStatus';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const status = useReaderStatus();
  return (
    <>
      <CopyPage status={status.status} />
      <TranslationNotice status={status} />
      {status.status === 'untranslated' ? (
        <div lang="en">
          <Content {...props} />
        </div>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
