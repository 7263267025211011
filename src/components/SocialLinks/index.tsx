import type { ReactNode } from 'react';
import { siGithub, siX, siYoutube } from 'simple-icons';
import { translate } from '@docusaurus/Translate';
import { SOCIAL_LINKS, type SocialNetwork } from '@site/config/footer';
import styles from './styles.module.css';

/** simple-icons (CC0) has no LinkedIn mark, so that one is our own drawing on the same 24x24 grid. */
const LINKEDIN_PATH =
  'M3 3h18v18H3V3Zm3.2 7.4V18h2.6v-7.6H6.2Zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm3.3 4V18h2.6v-4.1c0-1.1.4-1.8 1.4-1.8s1.3.7 1.3 1.8V18h2.6v-4.7c0-2.2-1.1-3.1-2.8-3.1-1.2 0-2 .6-2.5 1.2v-1H10.8Z';

const ICON_PATHS: Record<SocialNetwork, string> = {
  x: siX.path,
  linkedin: LINKEDIN_PATH,
  youtube: siYoutube.path,
  github: siGithub.path,
};

/** Accessible names; static translate() calls so write-translations can extract them. */
function socialLabels(): Record<SocialNetwork, string> {
  return {
    x: translate({ id: 'footer.social.x', message: 'Avalonia UI on X' }),
    linkedin: translate({ id: 'footer.social.linkedin', message: 'Avalonia UI on LinkedIn' }),
    youtube: translate({ id: 'footer.social.youtube', message: 'Avalonia UI on YouTube' }),
    github: translate({ id: 'footer.social.github', message: 'Avalonia UI on GitHub' }),
  };
}

export default function SocialLinks(): ReactNode {
  const labels = socialLabels();
  return (
    <ul className={styles.row} aria-label={translate({ id: 'footer.social.label', message: 'Social links' })}>
      {SOCIAL_LINKS.map(({ name, href }) => (
        <li key={name}>
          <a
            className={styles.link}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels[name]}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[name]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
