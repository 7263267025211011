// Wrapped to put the row of social links directly above the copyright line.
import type { ComponentProps, ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import SocialLinks from '@site/src/components/SocialLinks';

export default function CopyrightWrapper(props: ComponentProps<typeof Copyright>): ReactNode {
  return (
    <>
      <SocialLinks />
      <Copyright {...props} />
    </>
  );
}
