import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { longestPathMatch } from '@site/src/docs-areas/active-area';

type Props = Omit<
  ComponentProps<typeof DocsVersionDropdownNavbarItem>,
  'docsPluginId' | 'dropdownItemsBefore' | 'dropdownItemsAfter'
>;

/** The stock version dropdown, bound to the docs plugin of the current page; nothing outside the docs areas. */
export default function AreaVersionDropdown(props: Props): ReactNode {
  const pluginId = longestPathMatch(useAllDocsData(), useLocation().pathname);
  if (!pluginId) return null;
  return <DocsVersionDropdownNavbarItem dropdownItemsBefore={[]} dropdownItemsAfter={[]} {...props} docsPluginId={pluginId} />;
}
