import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

/** The frame of a browser-test fixture page: kept out of search engines, and out of the routes by its `_` name. */
export default function FixturePage({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Layout title={`${title} test page`} noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title} fixture</h1>
        {children}
      </main>
    </Layout>
  );
}
