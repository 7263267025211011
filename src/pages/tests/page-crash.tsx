import { useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

function Exploding({ armed }: { armed: boolean }): ReactNode {
  if (armed) throw new Error('Test crash requested by the page-crash fixture', { cause: new Error('The root cause') });
  return <p>The component below renders normally until you press the button.</p>;
}

/** Fixture for the browser test of the page-crash screen. Not part of the documentation. */
export default function PageCrashFixture(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <Layout title="Page crash test page" noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Page crash fixture</h1>
        <Exploding armed={armed} />
        <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
          Crash this page
        </button>
      </main>
    </Layout>
  );
}
