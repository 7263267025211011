// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/index.js). Upstream remounts every code block once
// the page has hydrated, so that a reader in dark mode gets the dark Prism theme's inline colours. Here the server's
// highlighted lines carry the colours of both modes (./Content), so hydration keeps every block as it is.
import { isValidElement, Children, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** A plain string when the children are strings, so the block can be copied; elements as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
