import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import AreaCards from '@site/src/components/AreaCards';
import PopularLinks from '@site/src/components/PopularLinks';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'home.title', message: 'Avalonia documentation' })}
      description={translate({
        id: 'home.description',
        message: 'Documentation for Avalonia UI, Avalonia Accelerate and Avalonia XPF: build cross-platform .NET apps.',
      })}>
      <HomeHero />
      <main>
        <AreaCards />
        <PopularLinks />
      </main>
    </Layout>
  );
}
