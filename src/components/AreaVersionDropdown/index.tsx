import type { ComponentProps, ReactNode } from 'react';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

type Props = Omit<
  ComponentProps<typeof DocsVersionDropdownNavbarItem>,
  'docsPluginId' | 'dropdownItemsBefore' | 'dropdownItemsAfter'
>;

/** The stock version dropdown, bound to the docs plugin of the current page; nothing outside the docs areas. */
export default function AreaVersionDropdown(props: Props): ReactNode {
  const activePlugin = useActivePlugin({ failfast: false });
  if (!activePlugin) return null;
  return (
    <DocsVersionDropdownNavbarItem
      dropdownItemsBefore={[]}
      dropdownItemsAfter={[]}
      {...props}
      docsPluginId={activePlugin.pluginId}
    />
  );
}
