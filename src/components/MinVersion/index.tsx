import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A version the docs can mark as a minimum: 11.1, 11.3.7 (scripts/lib/version-marks.mjs reads the same shape). */
const VERSION = /^\d+\.\d+(?:\.\d+)?$/;

/**
 * The Avalonia version a heading, table row or sentence needs: a badge reading "11.1+", named in full ("Requires
 * Avalonia 11.1 or later") for screen readers and as a tooltip. Pages use it without an import
 * (src/theme/MDXComponents.tsx), and `npm run check:samples` reads it as a version mark.
 */
export default function MinVersion({ version }: { version: string }): ReactNode {
  // A typo would otherwise show a wrong badge quietly; the build fails on the page that has it.
  if (!VERSION.test(version)) throw new Error(`<MinVersion version="${version}" />: the version must look like 11.1 or 11.3.7`);
  const label = translate(
    {
      id: 'minVersion.label',
      message: 'Requires Avalonia {version} or later',
      description: 'Tooltip and accessible name of the badge that marks the Avalonia version a feature needs',
    },
    { version },
  );
  return (
    <span className={styles.badge} role="img" aria-label={label} title={label}>
      {`${version}+`}
    </span>
  );
}
