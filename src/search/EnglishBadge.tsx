// The "EN" badge of a search hit whose page the locale serves untranslated (SearchRecord.content_language), in the
// DocSearch modal and on /search. Imported by their chunks only, never by every page's entry.
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { ENGLISH_BADGE_TEXT } from './untranslated-hit';
import styles from './english-badge.module.css';

/** The badge's accessible label, in the locale's language. */
export function englishBadgeLabel(): string {
  return translate({
    id: 'theme.SearchBar.englishRecord',
    message: 'Page in English',
    description: 'The label of the EN badge on a search hit whose page is not translated into the site language yet',
  });
}

/** The badge's class names, for the first-results script, which draws it without React (./search-page-hits.ts). */
export const englishBadgeClasses = { badge: styles.badge!, label: styles.label! };

/**
 * "EN" to the eye, the translated label to a screen reader (within the hit's link, whose name it ends), and as a
 * tooltip. ./search-page-hits.ts writes the same markup as HTML.
 */
export function EnglishBadge({ label, className }: { label: string; className?: string }): ReactNode {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} title={label}>
      <span aria-hidden="true">{ENGLISH_BADGE_TEXT}</span>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
