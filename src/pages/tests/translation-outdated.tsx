import type { ReactNode } from 'react';
import TranslationNotice from '@site/src/components/TranslationNotice';
import FixturePage from './_FixturePage';

/**
 * Fixture for the browser test of the outdated-translation notice: the notice as a translated page whose English
 * source changed since the version of 2026-03-04 shows it (the build decides that status from `translated_from`,
 * tests/unit/translation-status.test.ts). Not part of the documentation.
 */
export default function TranslationOutdatedFixture(): ReactNode {
  return (
    <FixturePage title="Outdated translation">
      <TranslationNotice status={{ status: 'outdated', sourceDate: '2026-03-04', locales: ['en', 'ru'] }} />
      <p>The page's text would follow.</p>
    </FixturePage>
  );
}
