import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

/**
 * Fixture for the browser test of the crawl's hydration check: its text differs between the server render and the
 * browser's, the mistake the check exists to catch. Not part of the documentation, nor of the crawl.
 */
export default function HydrationMismatchFixture(): ReactNode {
  const renderedBy = typeof window === 'undefined' ? 'the server' : 'the browser';
  return (
    <Layout title="Hydration mismatch test page" noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Hydration mismatch fixture</h1>
        <p>This paragraph was rendered by {renderedBy}.</p>
      </main>
    </Layout>
  );
}
