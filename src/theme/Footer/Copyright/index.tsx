// Wrapped to put the row of social links directly above the copyright line, and the build's year into it.
import type { ComponentProps, ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SocialLinks from '@site/src/components/SocialLinks';

export default function CopyrightWrapper({ copyright, ...props }: ComponentProps<typeof Copyright>): ReactNode {
  // The year comes from the site config, not the reader's clock, so the server's HTML and the hydrated page agree.
  const { copyrightYear } = useDocusaurusContext().siteConfig.customFields as { copyrightYear: number };
  return (
    <>
      <SocialLinks />
      <Copyright {...props} copyright={copyright.replaceAll('{year}', String(copyrightYear))} />
    </>
  );
}
