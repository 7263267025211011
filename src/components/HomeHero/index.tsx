import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// The templates version the docs pin (check:template-commands holds this to the docs' snapshot).
const INSTALL_COMMAND = 'dotnet new install Avalonia.Templates::11.3.12';

/** What Avalonia is, the first command to run, and the two ways in. */
export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>
          <Translate id="home.hero.title">Build cross-platform apps with .NET and XAML</Translate>
        </h1>
        <p className={styles.lead}>
          <Translate id="home.hero.lead">
            Avalonia is an open-source UI framework: one codebase and one XAML dialect for Windows, macOS, Linux, iOS,
            Android and the browser, drawn pixel for pixel the same everywhere.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/get-started/install">
            <Translate id="home.hero.getStarted">Get started</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/tutorials/music-store-app">
            <Translate id="home.hero.tutorial">Build the tutorial app</Translate>
          </Link>
        </div>
        <p className={styles.commandLabel} id="home-install-command">
          <Translate id="home.hero.commandLabel">Install the project templates:</Translate>
        </p>
        <pre className={styles.command} aria-labelledby="home-install-command">
          <code>{INSTALL_COMMAND}</code>
        </pre>
      </div>
    </header>
  );
}
