import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Area {
  to: string;
  title: string;
  body: string;
}

function areas(): Area[] {
  return [
    {
      to: '/docs/welcome',
      title: translate({ id: 'home.areas.docs.title', message: 'Avalonia UI' }),
      body: translate({
        id: 'home.areas.docs.body',
        message: 'The open-source framework: XAML, layout, styling, data binding, MVVM and every platform it runs on.',
      }),
    },
    {
      to: '/accelerate/welcome',
      title: translate({ id: 'home.areas.accelerate.title', message: 'Avalonia Accelerate' }),
      body: translate({
        id: 'home.areas.accelerate.body',
        message: 'Commercial components and tools: TreeDataGrid, WebView, media player, Developer Tools and Parcel.',
      }),
    },
    {
      to: '/xpf/welcome',
      title: translate({ id: 'home.areas.xpf.title', message: 'Avalonia XPF' }),
      body: translate({
        id: 'home.areas.xpf.body',
        message: 'Run existing WPF applications on macOS and Linux with few or no code changes.',
      }),
    },
  ];
}

export default function AreaCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-areas">
      <div className="container">
        <h2 id="home-areas">
          <Translate id="home.areas.heading">Choose your documentation</Translate>
        </h2>
        <ul className={styles.grid}>
          {areas().map((area) => (
            <li key={area.to}>
              <Link className={styles.card} to={area.to}>
                <h3 className={styles.cardTitle}>{area.title}</h3>
                <p className={styles.cardBody}>{area.body}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
