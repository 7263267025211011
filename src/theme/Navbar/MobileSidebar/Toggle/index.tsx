// Wrapped so that a tap on the menu button before the page has hydrated, which React never sees, opens the menu
// once it has (plugins/clicks-before-hydration).
import { useEffect, type ReactNode } from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { takeClickBeforeHydration } from '@site/src/hydration/clicks-before-hydration';

export default function MobileSidebarToggleWrapper(): ReactNode {
  const { toggle } = useNavbarMobileSidebar();
  useEffect(() => {
    if (takeClickBeforeHydration('menu')) toggle();
  }, [toggle]);
  return <Toggle />;
}
