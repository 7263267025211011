import type { ReactNode } from 'react';
import FixturePage from './_FixturePage';

/**
 * Fixture for the browser test of the crawl's hydration check: its text differs between the server render and the
 * browser's, the mistake the check exists to catch. Not part of the documentation, nor of the crawl.
 */
export default function HydrationMismatchFixture(): ReactNode {
  const renderedBy = typeof window === 'undefined' ? 'the server' : 'the browser';
  return (
    <FixturePage title="Hydration mismatch">
      <p>This paragraph was rendered by {renderedBy}.</p>
    </FixturePage>
  );
}
