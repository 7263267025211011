import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

function popularLinks(): { to: string; label: string }[] {
  return [
    { to: '/docs/get-started/test-drive', label: translate({ id: 'home.popular.testDrive', message: 'Test drive: your first app' }) },
    { to: '/docs/basics/data/data-binding', label: translate({ id: 'home.popular.binding', message: 'Data binding' }) },
    { to: '/docs/basics/user-interface/styling/styles', label: translate({ id: 'home.popular.styles', message: 'Styles' }) },
    { to: '/docs/reference/controls', label: translate({ id: 'home.popular.controls', message: 'Controls reference' }) },
    { to: '/docs/concepts/the-mvvm-pattern', label: translate({ id: 'home.popular.mvvm', message: 'The MVVM pattern' }) },
    { to: '/docs/get-started/wpf', label: translate({ id: 'home.popular.wpf', message: 'Coming from WPF' }) },
    { to: '/docs/guides/platforms', label: translate({ id: 'home.popular.platforms', message: 'Mobile and browser platforms' }) },
    { to: '/docs/deployment', label: translate({ id: 'home.popular.deployment', message: 'Deploying your app' }) },
  ];
}

export default function PopularLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-popular">
      <div className="container">
        <h2 id="home-popular">
          <Translate id="home.popular.heading">Most read</Translate>
        </h2>
        <ul className={styles.list}>
          {popularLinks().map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
