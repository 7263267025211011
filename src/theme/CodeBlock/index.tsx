// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/index.js). Upstream remounts every code block once
// the page has hydrated, so that a reader in dark mode gets the dark Prism theme's inline colours (hydration keeps
// the server's light ones). That remount tokenised and rebuilt every block again for readers in light mode too,
// whose server HTML is already right: here it happens only when the Prism theme differs from the server's.
import { isValidElement, Children, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** A plain string when the children are strings, so the block can be copied; elements as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const serverTheme = useThemeConfig().prism.theme;
  const theme = usePrismTheme();
  const themeDiffersFromServer = isBrowser && theme !== serverTheme;
  const children = maybeStringifyChildren(rawChildren);
  const key = String(themeDiffersFromServer);
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}
